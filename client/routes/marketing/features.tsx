import { ExternalLink } from '../../components/layout/external-link';
import { StoreButtons } from '../../components/layout/store-buttons';
import { usePublicConfig } from '../../state/use-public-config';
import { MARKETING_TEXT as MARKETING_TEXT_EN } from '#messages/client/routes/marketing/marketing';
import { ButtonLink, MarketingCta, MarketingHero, MarketingSection, SignUpLink } from './marketing-sections';
import {
  FEATURES_CTA as FEATURES_CTA_EN,
  FEATURES_LINKS as FEATURES_LINKS_EN,
  FEATURES_TEXT as FEATURES_TEXT_EN,
} from '#messages/client/routes/marketing/features';
import { FEATURES_IDS } from './marketing-ids';
import { LAYOUT_PATHS } from '../../../shared/paths';
import { useMessages } from '../../lib/language-context';

/** /features: one short section per feature; the devices section links the apps and web app. */
export function FeaturesPage() {
  const FEATURES_TEXT = useMessages(FEATURES_TEXT_EN);
  const MARKETING_TEXT = useMessages(MARKETING_TEXT_EN);
  const FEATURES_LINKS = useMessages(FEATURES_LINKS_EN);
  const FEATURES_CTA = useMessages(FEATURES_CTA_EN);
  const config = usePublicConfig();
  const sections = FEATURES_TEXT.sections;
  const devices = sections[sections.length - 1]!;
  const ids = FEATURES_IDS.sections;
  return (
    <>
      <MarketingHero copy={FEATURES_TEXT}>
        <SignUpLink />
        <ButtonLink to={LAYOUT_PATHS.pricing}>{MARKETING_TEXT.seePricing}</ButtonLink>
      </MarketingHero>
      <div className="marketing-features">
        {sections.slice(0, -1).map((section, i) => (
          <MarketingSection key={ids[i]} id={ids[i]!} section={section} />
        ))}
      </div>
      <MarketingSection id={ids[ids.length - 1]!} section={devices}>
        <StoreButtons />
        <p className="marketing-section__more">
          <ExternalLink href={config.webAppUrl}>{FEATURES_LINKS.webApp}</ExternalLink>
        </p>
      </MarketingSection>
      <MarketingCta id={FEATURES_IDS.cta} cta={FEATURES_CTA}>
        <SignUpLink />
        <ButtonLink to={LAYOUT_PATHS.pricing}>{MARKETING_TEXT.seePricing}</ButtonLink>
      </MarketingCta>
    </>
  );
}
