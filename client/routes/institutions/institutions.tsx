import { useLanguage, useMessages } from '../../lib/language-context';
import { contentLang } from '../../lib/content-lang';
import { useLoaderData } from 'react-router';
import { Link } from '../../../shared/framework/page';
import type { Institution } from '../../../shared/schemas/promotion';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ItemSection } from '../../components/item-hero';
import { JsonLd } from '../../components/json-ld';
import { PageMeta } from '../../components/page-meta';
import { imageUrl } from '../../lib/image-url';
import type { InstitutionsData } from './institutions-loader';
import { usePublicConfig } from '../../state/use-public-config';
import { INSTITUTIONS_TEXT as INSTITUTIONS_TEXT_EN } from '#messages/client/routes/institutions/institutions';
import { INSTITUTIONS_CONTACT_HREF } from './institutions-links';
import { useVocabulary } from '../../components/catalogue-vocabulary';

/** Logos are 2:1 (see client/components/card.tsx). */
const LOGO = { width: 240, height: 120 } as const;

/** "St Aldhelm's Cathedral Choir" -> "SA": stands in for a missing logo. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

function InstitutionItem({ institution }: { institution: Institution }) {
  const { country } = useVocabulary();
  const language = useLanguage();
  const config = usePublicConfig();
  const logo = imageUrl(config, institution.logoPath);
  return (
    <li className="institution">
      {/* The name follows as text, so the logo is decorative. */}
      {logo ? (
        <img className="institution__logo" src={logo} alt="" width={LOGO.width} height={LOGO.height} loading="lazy" decoding="async" />
      ) : (
        <div className="institution__logo institution__placeholder" aria-hidden="true">
          {initials(institution.name)}
        </div>
      )}
      <h3 className="institution__name">{institution.name}</h3>
      <p className="institution__place">{[institution.city, institution.country && country(institution.country)].filter(Boolean).join(', ')}</p>
      <p className="institution__description" lang={contentLang('en', language)}>
        {institution.description}
      </p>
    </li>
  );
}

/** /institutions: what nkoda offers schools and conservatoires, who uses it, how to get in touch. */
export function InstitutionsPage() {
  const { country } = useVocabulary();
  const INSTITUTIONS_TEXT = useMessages(INSTITUTIONS_TEXT_EN);
  const { institutions } = useLoaderData() as InstitutionsData;
  const config = usePublicConfig();
  return (
    <>
      <PageMeta title={INSTITUTIONS_TEXT.title} description={INSTITUTIONS_TEXT.description} keywords={INSTITUTIONS_TEXT.keywords} />
      <Breadcrumbs items={[{ name: INSTITUTIONS_TEXT.crumb }]} />
      <h1 className="page__title">{INSTITUTIONS_TEXT.title}</h1>
      <p className="page__intro">{INSTITUTIONS_TEXT.intro}</p>

      {institutions.length > 0 ? (
        <ItemSection id="institutions-featured" title={INSTITUTIONS_TEXT.featured}>
          <ul className="tile-grid">
            {institutions.map((institution) => (
              <InstitutionItem key={institution.institutionId} institution={institution} />
            ))}
          </ul>
        </ItemSection>
      ) : null}

      <section className="call-to-action" aria-labelledby="institutions-contact">
        <h2 id="institutions-contact" className="call-to-action__title">
          {INSTITUTIONS_TEXT.ctaTitle}
        </h2>
        <p>{INSTITUTIONS_TEXT.ctaText}</p>
        <Link className="button button--primary" to={INSTITUTIONS_CONTACT_HREF}>
          {INSTITUTIONS_TEXT.ctaLink}
        </Link>
      </section>

      <JsonLd
        data={{
          '@type': 'ItemList',
          name: INSTITUTIONS_TEXT.featured,
          itemListElement: institutions.map((institution, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            item: {
              '@type': 'EducationalOrganization',
              name: institution.name,
              description: institution.description,
              address: { '@type': 'PostalAddress', addressLocality: institution.city, addressCountry: institution.country && country(institution.country) },
              ...(institution.logoPath ? { logo: imageUrl(config, institution.logoPath) } : {}),
            },
          })),
        }}
      />
    </>
  );
}
