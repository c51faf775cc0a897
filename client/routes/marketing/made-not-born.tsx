import { hydrateOnUse } from '../../../shared/framework/page';
import { MARKETING_TEXT as MARKETING_TEXT_EN } from '#messages/client/routes/marketing/marketing';
import { ApplySection, MarketingHero, MarketingSections } from './marketing-sections';
import { MADE_NOT_BORN_APPLY as MADE_NOT_BORN_APPLY_EN, MADE_NOT_BORN_TEXT as MADE_NOT_BORN_TEXT_EN } from '#messages/client/routes/marketing/made-not-born';
import { MADE_NOT_BORN_IDS } from './marketing-ids';
import { useMessages } from '../../lib/language-context';

/** The form hydrates on first use (shared/framework/page/hydrate-on-use.tsx); a submit before then waits for its code. */
const MadeNotBornFormIsland = hydrateOnUse(() => import('../../components/site-forms/made-not-born-form').then((module) => module.MadeNotBornForm), {
  hostClass: 'site-form-host',
  holdPosts: true,
});

/** /made-not-born: the project, who it is for, how a year runs, then how to apply. */
export function MadeNotBornPage() {
  const MADE_NOT_BORN_TEXT = useMessages(MADE_NOT_BORN_TEXT_EN);
  const MARKETING_TEXT = useMessages(MARKETING_TEXT_EN);
  const MADE_NOT_BORN_APPLY = useMessages(MADE_NOT_BORN_APPLY_EN);
  return (
    <>
      <MarketingHero copy={MADE_NOT_BORN_TEXT}>
        <a className="button button--primary" href="#apply">
          {MARKETING_TEXT.applyNow}
        </a>
      </MarketingHero>
      <MarketingSections copy={MADE_NOT_BORN_TEXT} ids={MADE_NOT_BORN_IDS.sections} />
      <ApplySection copy={MADE_NOT_BORN_APPLY}>
        <MadeNotBornFormIsland />
      </ApplySection>
    </>
  );
}
