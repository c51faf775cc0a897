import { FundForm } from '../../components/site-forms/fund-form';
import { MARKETING_TEXT } from './marketing-copy';
import { ApplySection, MarketingHero, MarketingSections } from './marketing-parts';
import { FUND_APPLY, FUND_TEXT } from './nkoda-22-fund-strings';

/** /nkoda-22-fund: what the fund supports and gives, how projects are chosen, how to apply. */
export function Nkoda22FundPage() {
  return (
    <>
      <MarketingHero copy={FUND_TEXT}>
        <a className="button button--primary" href="#apply">
          {MARKETING_TEXT.applyNow}
        </a>
      </MarketingHero>
      <MarketingSections copy={FUND_TEXT} />
      <ApplySection copy={FUND_APPLY}>
        <FundForm />
      </ApplySection>
    </>
  );
}
