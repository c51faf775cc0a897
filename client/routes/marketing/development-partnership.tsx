import { useLoaderData } from 'react-router';
import type { FeaturedPublishersData } from './featured-publishers-loader';
import { FeaturedPublishers } from './featured-publishers';
import { ButtonLink, MarketingCta, MarketingHero, MarketingSections } from './marketing-sections';
import {
  PARTNERSHIP_CTA as PARTNERSHIP_CTA_EN,
  PARTNERSHIP_LINKS as PARTNERSHIP_LINKS_EN,
  PARTNERSHIP_PUBLISHERS as PARTNERSHIP_PUBLISHERS_EN,
  PARTNERSHIP_TEXT as PARTNERSHIP_TEXT_EN,
} from '#messages/client/routes/marketing/development-partnership';
import { PARTNERSHIP_CONTACT_HREF, PARTNERSHIP_IDS } from './marketing-ids';
import { useMessages } from '../../lib/language-context';

/** /development-partnership: what publishers and institutions get, who is in already, contact. */
export function DevelopmentPartnershipPage() {
  const PARTNERSHIP_TEXT = useMessages(PARTNERSHIP_TEXT_EN);
  const PARTNERSHIP_LINKS = useMessages(PARTNERSHIP_LINKS_EN);
  const PARTNERSHIP_PUBLISHERS = useMessages(PARTNERSHIP_PUBLISHERS_EN);
  const PARTNERSHIP_CTA = useMessages(PARTNERSHIP_CTA_EN);
  const { publishers } = useLoaderData() as FeaturedPublishersData;
  return (
    <>
      <MarketingHero copy={PARTNERSHIP_TEXT}>
        <ButtonLink to={PARTNERSHIP_CONTACT_HREF} primary>
          {PARTNERSHIP_LINKS.contact}
        </ButtonLink>
      </MarketingHero>
      <MarketingSections copy={PARTNERSHIP_TEXT} ids={PARTNERSHIP_IDS.sections} />
      <FeaturedPublishers id={PARTNERSHIP_IDS.publishers} title={PARTNERSHIP_PUBLISHERS.title} intro={PARTNERSHIP_PUBLISHERS.intro} publishers={publishers} />
      <MarketingCta id={PARTNERSHIP_IDS.cta} cta={PARTNERSHIP_CTA}>
        <ButtonLink to={PARTNERSHIP_CONTACT_HREF} primary>
          {PARTNERSHIP_LINKS.contact}
        </ButtonLink>
      </MarketingCta>
    </>
  );
}
