import { useLoaderData } from 'react-router';
import type { FeaturedPublishersData } from './featured-publishers-loader';
import { ButtonLink, FeaturedPublishers, MarketingCta, MarketingHero, MarketingSections } from './marketing-parts';
import {
  PARTNERSHIP_CONTACT_HREF,
  PARTNERSHIP_CONTACT_LABEL,
  PARTNERSHIP_CTA,
  PARTNERSHIP_PUBLISHERS,
  PARTNERSHIP_TEXT,
} from './development-partnership-strings';

/** /development-partnership: what publishers and institutions get, who is in already, contact. */
export function DevelopmentPartnershipPage() {
  const { publishers } = useLoaderData() as FeaturedPublishersData;
  return (
    <>
      <MarketingHero copy={PARTNERSHIP_TEXT}>
        <ButtonLink to={PARTNERSHIP_CONTACT_HREF} primary>
          {PARTNERSHIP_CONTACT_LABEL}
        </ButtonLink>
      </MarketingHero>
      <MarketingSections copy={PARTNERSHIP_TEXT} />
      <FeaturedPublishers {...PARTNERSHIP_PUBLISHERS} publishers={publishers} />
      <MarketingCta cta={PARTNERSHIP_CTA}>
        <ButtonLink to={PARTNERSHIP_CONTACT_HREF} primary>
          {PARTNERSHIP_CONTACT_LABEL}
        </ButtonLink>
      </MarketingCta>
    </>
  );
}
