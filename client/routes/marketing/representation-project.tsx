import { ButtonLink, MarketingCta, MarketingHero, MarketingSections } from './marketing-sections';
import {
  REPRESENTATION_CTA as REPRESENTATION_CTA_EN,
  REPRESENTATION_LINKS as REPRESENTATION_LINKS_EN,
  REPRESENTATION_TEXT as REPRESENTATION_TEXT_EN,
} from '#messages/client/routes/marketing/representation-project';
import { REPRESENTATION_IDS } from './marketing-ids';
import { LAYOUT_PATHS } from '../../../shared/paths';
import { useMessages } from '../../lib/language-context';

/** /representation-project: why, how editions are chosen and commissioned, where to find them. */
export function RepresentationProjectPage() {
  const REPRESENTATION_TEXT = useMessages(REPRESENTATION_TEXT_EN);
  const REPRESENTATION_CTA = useMessages(REPRESENTATION_CTA_EN);
  const REPRESENTATION_LINKS = useMessages(REPRESENTATION_LINKS_EN);
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
