import { hydrateOnUse } from '../../components/hydrate-on-use';
import { MARKETING_TEXT } from './marketing-strings';
import { ApplySection, MarketingHero, MarketingSections } from './marketing-parts';
import { MADE_NOT_BORN_APPLY, MADE_NOT_BORN_TEXT } from './made-not-born-strings';
import { MADE_NOT_BORN_IDS } from './marketing-ids';

// The form's code (its rules, with zod) is not in the page's first load: the server renders the
// form in full, and it hydrates once it nears the screen or is used (components/hydrate-on-use.tsx, decision 040).
const MadeNotBornForm = hydrateOnUse(() => import('../../components/site-forms/made-not-born-form').then((module) => module.MadeNotBornForm), { hostClass: 'form-host', nearViewport: true });

/** /made-not-born: the project, who it is for, how a year runs, then how to apply. */
export function MadeNotBornPage() {
  return (
    <>
      <MarketingHero copy={MADE_NOT_BORN_TEXT}>
        <a className="button button--primary" href="#apply">
          {MARKETING_TEXT.applyNow}
        </a>
      </MarketingHero>
      <MarketingSections copy={MADE_NOT_BORN_TEXT} ids={MADE_NOT_BORN_IDS.sections} />
      <ApplySection copy={MADE_NOT_BORN_APPLY}>
        <MadeNotBornForm />
      </ApplySection>
    </>
  );
}
