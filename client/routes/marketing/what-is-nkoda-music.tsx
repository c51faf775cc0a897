import { useLoaderData } from 'react-router';
import type { FeaturedPublishersData } from './featured-publishers-loader';
import { FeaturedPublishers } from './featured-publishers';
import { MARKETING_TEXT as MARKETING_TEXT_EN } from '#messages/client/routes/marketing/marketing';
import { ButtonLink, MarketingCta, MarketingHero, MarketingSections, SignUpLink } from './marketing-sections';
import {
  WHAT_IS_NKODA_CTA as WHAT_IS_NKODA_CTA_EN,
  WHAT_IS_NKODA_PUBLISHERS as WHAT_IS_NKODA_PUBLISHERS_EN,
  WHAT_IS_NKODA_TEXT as WHAT_IS_NKODA_TEXT_EN,
} from '#messages/client/routes/marketing/what-is-nkoda-music';
import { WHAT_IS_NKODA_IDS } from './marketing-ids';
import { LAYOUT_PATHS } from '../../../shared/paths';
import { useMessages } from '../../lib/language-context';

/** /what-is-nkoda-music: the library, its audiences, how it works, some of its publishers. */
export function WhatIsNkodaPage() {
  const WHAT_IS_NKODA_TEXT = useMessages(WHAT_IS_NKODA_TEXT_EN);
  const MARKETING_TEXT = useMessages(MARKETING_TEXT_EN);
  const WHAT_IS_NKODA_PUBLISHERS = useMessages(WHAT_IS_NKODA_PUBLISHERS_EN);
  const WHAT_IS_NKODA_CTA = useMessages(WHAT_IS_NKODA_CTA_EN);
  const { publishers } = useLoaderData() as FeaturedPublishersData;
  return (
    <>
      <MarketingHero copy={WHAT_IS_NKODA_TEXT}>
        <SignUpLink />
        <ButtonLink to={LAYOUT_PATHS.pricing}>{MARKETING_TEXT.seePricing}</ButtonLink>
      </MarketingHero>
      <MarketingSections copy={WHAT_IS_NKODA_TEXT} ids={WHAT_IS_NKODA_IDS.sections} />
      <FeaturedPublishers
        id={WHAT_IS_NKODA_IDS.publishers}
        title={WHAT_IS_NKODA_PUBLISHERS.title}
        intro={WHAT_IS_NKODA_PUBLISHERS.intro}
        publishers={publishers}
      />
      <MarketingCta id={WHAT_IS_NKODA_IDS.cta} cta={WHAT_IS_NKODA_CTA}>
        <SignUpLink />
        <ButtonLink to={LAYOUT_PATHS.pricing}>{MARKETING_TEXT.seePricing}</ButtonLink>
      </MarketingCta>
    </>
  );
}
