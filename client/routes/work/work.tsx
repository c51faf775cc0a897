import { useLoaderData } from 'react-router';
import { Link } from '../../../shared/framework/page';
import type { PublicConfig } from '../../../shared/public-config';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Await } from '../../../shared/framework/page';
import { ItemHero, ItemSection } from '../../components/item-hero';
import { JsonLd } from '../../components/json-ld';
import { OpenInApp } from '../../components/open-in-app';
import { PageMeta } from '../../components/page-meta';
import { imageUrl } from '../../lib/image-url';
import type { WorkData } from './work-loader';
import { usePublicConfig } from '../../state/use-public-config';
import { WorkCredits } from './work-credits';
import { WorkFacts } from './work-facts';
import { Prose } from '../../components/prose';
import { WorkSharedAnnotation } from './work-shared-annotation';
import { WORK_TEXT as WORK } from '#messages/client/routes/work/work';
import { useMessages } from '../../lib/language-context';
import { compositionPath, previewPath, publisherPath, workPath } from '../../../shared/paths';
import { useVocabulary, type Vocabulary } from '../../components/catalogue-vocabulary';
import { hydrateOnUse } from '../../../shared/framework/page';

/** Cards (links and images) hydrate on first use (shared/framework/page/hydrate-on-use.tsx). */
const RelatedIsland = hydrateOnUse(() => import('../../components/catalogue-cards').then((module) => module.ItemCards), { hostClass: 'cards-host' });

/** schema.org MusicComposition; addresses point at the slug URL whichever address was used. */
function compositionLd({ edition, publisher }: WorkData, config: PublicConfig, image: string | null, { musicalKey }: Vocabulary): Record<string, unknown> {
  const origin = config.publicOrigin;
  return {
    '@type': 'MusicComposition',
    name: edition.title,
    url: `${origin}/work/${edition.slug}`,
    ...(image ? { image } : {}),
    description: edition.description,
    composer: edition.composers.map((c) => ({ '@type': 'Person', name: c.name, url: `${origin}/artists/${c.slug}` })),
    publisher: { '@type': 'Organization', name: publisher.name, url: `${origin}/publishers/${publisher.slug}` },
    ...(edition.key ? { musicalKey: musicalKey(edition.key) } : {}),
    ...(edition.year !== null ? { dateCreated: String(edition.year) } : {}),
  };
}

/** /work/{slug} and /work?editionRef= (or ?publisherCatalogId=&publisherId=): one edition. */
export function WorkPage() {
  const WORK_TEXT = useMessages(WORK);
  const vocabulary = useVocabulary();
  const { instrumentationName } = vocabulary;
  const data = useLoaderData() as WorkData;
  const { edition, publisher, related, shared, composers } = data;
  const config = usePublicConfig();
  const cover = imageUrl(config, edition.coverPath);
  return (
    <>
      <PageMeta
        title={WORK_TEXT.metaTitle({ title: edition.title, composers })}
        description={WORK_TEXT.metaDescription({
          title: edition.title,
          composers,
          instrumentation: instrumentationName(edition.instrumentation),
          publisher: publisher.name,
        })}
        keywords={[edition.title, ...edition.composers.map((c) => c.name), instrumentationName(edition.instrumentation), publisher.name, ...WORK_TEXT.keywords]}
        image={cover}
        canonical={{ path: workPath(edition.slug), replaces: ['editionRef', 'publisherCatalogId', 'publisherId'] }}
      />
      <Breadcrumbs items={[{ name: publisher.name, to: publisherPath(publisher.slug) }, { name: edition.title }]} />
      <JsonLd data={compositionLd(data, config, cover, vocabulary)} />

      <ItemHero
        eyebrow={WORK_TEXT.eyebrow}
        title={edition.title}
        image={cover}
        imageAlt={WORK_TEXT.coverAlt({ title: edition.title, composers })}
        shape="cover"
      >
        <WorkCredits edition={edition} publisher={publisher} />
        {/* The work this edition prints, with every other edition of it: what a musician compares. */}
        {edition.composition ? (
          <p className="item-hero__composition">
            <Link to={compositionPath(edition.composition.slug)}>{WORK_TEXT.allEditions({ count: edition.composition.editionCount })}</Link>
          </p>
        ) : null}
        <p className="item-hero__actions">
          <OpenInApp kind="edition" reference={edition.editionRef} />
          <Link className="button" to={previewPath(edition.editionRef)}>
            {WORK_TEXT.previewLink}
          </Link>
        </p>
      </ItemHero>

      {shared ? <WorkSharedAnnotation shared={shared} /> : null}

      <ItemSection id="work-about" title={WORK_TEXT.aboutTitle}>
        <Prose text={edition.description} />
      </ItemSection>

      <ItemSection id="work-facts" title={WORK_TEXT.factsTitle}>
        <WorkFacts edition={edition} />
      </ItemSection>

      {/* The one deferred value that waits on a second upstream round trip on /work/{slug}: it may stream. */}
      <Await value={related}>
        {(items) => (items && items.length > 0 ? <RelatedIsland id="work-related" title={WORK_TEXT.relatedTitle} kind="editions" items={items} /> : null)}
      </Await>
    </>
  );
}
