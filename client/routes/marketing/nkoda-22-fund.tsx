import { hydrateOnUse } from '../../components/hydrate-on-use';
import { usePublicConfig } from '../../state/use-public-config';
import { MARKETING_TEXT } from './marketing-strings';
import { ApplySection, MarketingHero, MarketingSections } from './marketing-parts';
import { FUND_APPLY, FUND_TEXT } from './nkoda-22-fund-strings';
import { FUND_IDS } from './marketing-ids';

// The form's code (its rules, with zod) is not in the page's first load: the server renders the
// form in full, and it hydrates once it nears the screen or is used (components/hydrate-on-use.tsx, decision 040).
const FundForm = hydrateOnUse(() => import('../../components/site-forms/fund-form').then((module) => module.FundForm), { hostClass: 'form-host', nearViewport: true });

/**
 * /nkoda-22-fund: what the fund supports and gives, how projects are chosen, how to apply. While
 * applications are closed the hero offers no way to apply: the form's place says they are closed.
 */
export function Nkoda22FundPage() {
  const { fundFormOpen } = usePublicConfig();
  return (
    <>
      <MarketingHero copy={FUND_TEXT}>
        {fundFormOpen ? (
          <a className="button button--primary" href="#apply">
            {MARKETING_TEXT.applyNow}
          </a>
        ) : null}
      </MarketingHero>
      <MarketingSections copy={FUND_TEXT} ids={FUND_IDS.sections} />
      <ApplySection copy={FUND_APPLY}>
        <FundForm />
      </ApplySection>
    </>
  );
}
