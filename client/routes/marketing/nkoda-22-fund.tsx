import { FundForm } from '../../components/site-forms/fund-form';
import { usePublicConfig } from '../../state/use-public-config';
import { MARKETING_TEXT } from './marketing.messages';
import { ApplySection, MarketingHero, MarketingSections } from './marketing-parts';
import { FUND_APPLY, FUND_TEXT } from './nkoda-22-fund.messages';
import { FUND_IDS } from './marketing-ids';

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
