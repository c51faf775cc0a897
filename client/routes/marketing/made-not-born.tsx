import { MadeNotBornForm } from '../../components/site-forms/made-not-born-form';
import { MARKETING_TEXT } from './marketing.messages';
import { ApplySection, MarketingHero, MarketingSections } from './marketing-parts';
import { MADE_NOT_BORN_APPLY, MADE_NOT_BORN_TEXT } from './made-not-born.messages';
import { MADE_NOT_BORN_IDS } from './marketing-ids';

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
