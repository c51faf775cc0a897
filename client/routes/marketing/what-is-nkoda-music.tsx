import { useLoaderData } from 'react-router';
import type { FeaturedPublishersData } from './featured-publishers-loader';
import { MARKETING_TEXT } from './marketing-copy';
import { ButtonLink, FeaturedPublishers, MarketingCta, MarketingHero, MarketingSections, SignUpLink } from './marketing-parts';
import { WHAT_IS_NKODA_CTA, WHAT_IS_NKODA_PUBLISHERS, WHAT_IS_NKODA_TEXT } from './what-is-nkoda-music-strings';
import { LAYOUT_PATHS } from '../../../shared/paths';

/** /what-is-nkoda-music: the library, its audiences, how it works, some of its publishers. */
export function WhatIsNkodaPage() {
  const { publishers } = useLoaderData() as FeaturedPublishersData;
  return (
    <>
      <MarketingHero copy={WHAT_IS_NKODA_TEXT}>
        <SignUpLink />
        <ButtonLink to={LAYOUT_PATHS.pricing}>{MARKETING_TEXT.seePricing}</ButtonLink>
      </MarketingHero>
      <MarketingSections copy={WHAT_IS_NKODA_TEXT} />
      <FeaturedPublishers {...WHAT_IS_NKODA_PUBLISHERS} publishers={publishers} />
      <MarketingCta cta={WHAT_IS_NKODA_CTA}>
        <SignUpLink />
        <ButtonLink to={LAYOUT_PATHS.pricing}>{MARKETING_TEXT.seePricing}</ButtonLink>
      </MarketingCta>
    </>
  );
}
