import { ButtonLink, MarketingCta, MarketingHero, MarketingSections } from './marketing-parts';
import { REPRESENTATION_CTA, REPRESENTATION_LINKS, REPRESENTATION_TEXT } from './representation-project.messages';
import { REPRESENTATION_IDS } from './marketing-ids';
import { LAYOUT_PATHS } from '../../../shared/paths';

/** /representation-project: why, how editions are chosen and commissioned, where to find them. */
export function RepresentationProjectPage() {
  return (
    <>
      <MarketingHero copy={REPRESENTATION_TEXT} />
      <MarketingSections copy={REPRESENTATION_TEXT} ids={REPRESENTATION_IDS.sections} />
      <MarketingCta id={REPRESENTATION_IDS.cta} cta={REPRESENTATION_CTA}>
        <ButtonLink to={LAYOUT_PATHS.artists} primary>
          {REPRESENTATION_LINKS.composers}
        </ButtonLink>
        <ButtonLink to={LAYOUT_PATHS.madeNotBorn}>{REPRESENTATION_LINKS.madeNotBorn}</ButtonLink>
      </MarketingCta>
    </>
  );
}
