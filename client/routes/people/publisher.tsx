import { useLanguage, useMessages } from '../../lib/language-context';
import { useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ItemHero, ItemSection } from '../../components/item-hero';
import { JsonLd } from '../../components/json-ld';
import { SHELL_TEXT as SHELL_TEXT_EN } from '#messages/client/components/layout/layout';
import { OpenInApp } from '../../components/open-in-app';
import { PageMeta } from '../../components/page-meta';
import { imageUrl } from '../../lib/image-url';
import type { PublisherPageData } from './publisher-loader';
import { usePublicConfig } from '../../state/use-public-config';
import { organizationJsonLd } from './people-json-ld';
import { Prose } from '../../components/prose';
import { PEOPLE_TEXT as PEOPLE_TEXT_EN } from '#messages/client/routes/people/people';
import { PUBLISHER_TEXT as PUBLISHER_TEXT_EN } from '#messages/client/routes/people/publisher';
import { editionCount } from './people-format';
import { useVocabulary } from '../../components/catalogue-vocabulary';
import { EditionsSection, useListCanonical } from './editions-section';
import { AwaitOrUnavailable } from '../../components/await-or-unavailable';
import { href, publisherPath } from '../../../shared/paths';
import { hydrateOnUse } from '../../../shared/framework/page';

/** Related publishers' cards (links and images) hydrate on first use (shared/framework/page/hydrate-on-use.tsx). */
const RelatedIsland = hydrateOnUse(() => import('../../components/catalogue-cards').then((module) => module.ItemCards), { hostClass: 'cards-host' });

/** The host of a website address, shown as the link text ("www.henle.de"). */
function siteName(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** /publishers/:slug and /publisher?publisherId=: one publisher with its editions and peers. */
export function PublisherPage() {
  const vocabulary = useVocabulary();
  const { country } = vocabulary;
  const PUBLISHER_TEXT = useMessages(PUBLISHER_TEXT_EN);
  const PEOPLE_TEXT = useMessages(PEOPLE_TEXT_EN);
  const SHELL_TEXT = useMessages(SHELL_TEXT_EN);
  const language = useLanguage();
  const { publisher, page, lists } = useLoaderData() as PublisherPageData;
  const config = usePublicConfig();
  const logo = imageUrl(config, publisher.logoPath);
  // The slug address (/publisher?publisherId= names it too); facets, order and page only narrow its list.
  const listCanonical = useListCanonical(publisherPath(publisher.slug));
  const editionsLabel = PUBLISHER_TEXT.editionsFrom({ name: publisher.name });
  return (
    <>
      <PageMeta
        title={publisher.name}
        description={PUBLISHER_TEXT.publisherDescription({ editions: editionCount(publisher.editionCount, language), name: publisher.name })}
        keywords={[publisher.name, PEOPLE_TEXT.sheetMusicOf({ name: publisher.name }), ...PUBLISHER_TEXT.publisherKeywords]}
        image={logo}
        canonical={listCanonical}
      />
      <Breadcrumbs items={[{ name: PEOPLE_TEXT.publishersTitle, to: href('/publishers') }, { name: publisher.name }]} />
      <JsonLd data={organizationJsonLd(publisher, `${config.publicOrigin}/publishers/${publisher.slug}`, logo, vocabulary)} />
      <ItemHero
        eyebrow={PUBLISHER_TEXT.publisherEyebrow}
        title={publisher.name}
        image={logo}
        imageAlt={PUBLISHER_TEXT.logoAlt({ name: publisher.name })}
        shape="logo"
      >
        <dl className="facts">
          {publisher.country ? (
            <>
              <dt>{PEOPLE_TEXT.fact.country}</dt>
              <dd>{country(publisher.country)}</dd>
            </>
          ) : null}
          {publisher.founded !== null ? (
            <>
              <dt>{PEOPLE_TEXT.fact.founded}</dt>
              <dd>{publisher.founded}</dd>
            </>
          ) : null}
          {publisher.website ? (
            <>
              <dt>{PEOPLE_TEXT.fact.website}</dt>
              <dd>
                <a href={publisher.website} target="_blank" rel="noopener noreferrer">
                  {siteName(publisher.website)}
                  <span className="visually-hidden"> {SHELL_TEXT.newTabHint}</span>
                </a>
              </dd>
            </>
          ) : null}
          <dt>{PEOPLE_TEXT.fact.inLibrary}</dt>
          <dd>{editionCount(publisher.editionCount, language)}</dd>
        </dl>
        <p className="item-hero__actions">
          <OpenInApp kind="publisher" reference={String(publisher.publisherId)} label={PEOPLE_TEXT.openInApp} />
        </p>
      </ItemHero>

      {publisher.description ? (
        <ItemSection id="publisher-about" title={PEOPLE_TEXT.about}>
          <Prose text={publisher.description} />
        </ItemSection>
      ) : null}

      {/* On /publishers/{slug} the lists wait on a second upstream round trip: they may stream. */}
      <AwaitOrUnavailable value={lists} unavailable={PUBLISHER_TEXT.publisherListsUnavailable}>
        {(found) => (
          <>
            <EditionsSection id="publisher-editions" page={page} editions={found.editions} label={editionsLabel} narrowing={found.narrowing} />
            <RelatedIsland id="publisher-related" title={PUBLISHER_TEXT.relatedPublishers} kind="publishers" items={found.related} />
          </>
        )}
      </AwaitOrUnavailable>
    </>
  );
}
