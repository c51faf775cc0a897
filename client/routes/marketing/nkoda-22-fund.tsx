import { hydrateOnUse } from '../../../shared/framework/page';
import { usePublicConfig } from '../../state/use-public-config';
import { MARKETING_TEXT as MARKETING_TEXT_EN } from '#messages/client/routes/marketing/marketing';
import { ApplySection, MarketingHero, MarketingSections } from './marketing-sections';
import { FUND_APPLY as FUND_APPLY_EN, FUND_TEXT as FUND_TEXT_EN } from '#messages/client/routes/marketing/nkoda-22-fund';
import { FUND_IDS } from './marketing-ids';
import { useMessages } from '../../lib/language-context';

/** The form hydrates on first use (shared/framework/page/hydrate-on-use.tsx); a submit before then waits for its code. */
const FundFormIsland = hydrateOnUse(() => import('../../components/site-forms/fund-form').then((module) => module.FundForm), {
  hostClass: 'site-form-host',
  holdPosts: true,
});

/**
 * /nkoda-22-fund: what the fund supports and gives, how projects are chosen, how to apply. While
 * applications are closed the hero offers no way to apply: the form's place says they are closed.
 */
export function Nkoda22FundPage() {
  const FUND_TEXT = useMessages(FUND_TEXT_EN);
  const MARKETING_TEXT = useMessages(MARKETING_TEXT_EN);
  const FUND_APPLY = useMessages(FUND_APPLY_EN);
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
        <FundFormIsland />
      </ApplySection>
    </>
  );
}
