import { Fragment, type ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { Link } from '../../../shared/framework/page';
import { AwaitOrUnavailable } from '../../components/await-or-unavailable';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ItemHero, ItemSection } from '../../components/item-hero';
import { JsonLd } from '../../components/json-ld';
import { PageMeta } from '../../components/page-meta';
import { useVocabulary } from '../../components/catalogue-vocabulary';
import { useMessages } from '../../lib/language-context';
import { usePublicConfig } from '../../state/use-public-config';
import { artistPath, compositionPath } from '../../../shared/paths';
import { EditionsSection, useListCanonical } from '../people/editions-section';
import { COMPOSITION_TEXT as COMPOSITION_TEXT_EN } from '#messages/client/routes/composition/composition';
import type { CompositionPageData } from './composition-loader';
import { compositionJsonLd } from './composition-json-ld';
import { EditionNote } from './edition-note';
import { WorkList } from '../../components/work-list';
import { Facts } from '../../components/facts';

/** /composition/{slug}: one work, every edition of it across publishers, and more by its composer. */
export function CompositionPage() {
  const COMPOSITION_TEXT = useMessages(COMPOSITION_TEXT_EN);
  const vocabulary = useVocabulary();
  const { artistPeriod, instrumentationName, musicalKey } = vocabulary;
  const config = usePublicConfig();
  const { composition, page, lists, composers: composerNames } = useLoaderData() as CompositionPageData;
  const composers = composition.composers;
  // The work as musicians name it, "Piano Sonata No. 14 …, Op. 27 No. 2": the joining is the language's.
  const work = composition.catalogueNumber ? COMPOSITION_TEXT.workName({ title: composition.title, number: composition.catalogueNumber }) : composition.title;
  // Facets, order and page only narrow its list: one page to a search engine.
  const canonical = useListCanonical(compositionPath(composition.slug));
  const numbers = [composition.catalogueNumber, ...composition.otherCatalogueNumbers].filter(Boolean);
  const facts: Array<[string, ReactNode]> = [
    [
      COMPOSITION_TEXT.fact.composer,
      composers.map((c, i) => (
        <Fragment key={c.artistRef}>
          {i > 0 ? ', ' : null}
          <Link to={artistPath(c.slug)}>{c.name}</Link>
        </Fragment>
      )),
    ],
  ];
  // Each number as the catalogue prints it, its own text: the separators are the page's.
  const numberList = numbers.map((number, i) => (
    <Fragment key={number}>
      {i > 0 ? ' · ' : null}
      {number}
    </Fragment>
  ));
  if (numbers.length > 0) facts.push([COMPOSITION_TEXT.fact.catalogueNumber, numberList]);
  if (composition.key) facts.push([COMPOSITION_TEXT.fact.key, musicalKey(composition.key)]);
  if (composition.year !== null) facts.push([COMPOSITION_TEXT.fact.year, String(composition.year)]);
  facts.push([COMPOSITION_TEXT.fact.period, artistPeriod(composition.period)]);
  facts.push([COMPOSITION_TEXT.fact.instrumentation, instrumentationName(composition.instrumentation)]);
  if (composition.durationMinutes !== null) facts.push([COMPOSITION_TEXT.fact.duration, COMPOSITION_TEXT.minutes({ minutes: composition.durationMinutes })]);
  facts.push([COMPOSITION_TEXT.fact.editions, COMPOSITION_TEXT.editionCount({ n: composition.editionCount })]);
  return (
    <>
      <PageMeta
        title={COMPOSITION_TEXT.metaTitle({ work, composer: composerNames })}
        description={COMPOSITION_TEXT.metaDescription({ work, composer: composerNames, editions: composition.editionCount })}
        keywords={[composition.title, ...numbers, composerNames, instrumentationName(composition.instrumentation), COMPOSITION_TEXT.keyword]}
        canonical={canonical}
      />
      <Breadcrumbs items={[...composers.slice(0, 1).map((c) => ({ name: c.name, to: artistPath(c.slug) })), { name: composition.title }]} />
      <ItemHero eyebrow={COMPOSITION_TEXT.eyebrow} title={work}>
        <Facts rows={facts} />
      </ItemHero>

      {/* Uncached, the editions and the composer's other works wait on a second upstream round: they may stream. */}
      <AwaitOrUnavailable value={lists} unavailable={COMPOSITION_TEXT.listsUnavailable}>
        {({ editions, narrowing, moreWorks }) => (
          <>
            <JsonLd data={compositionJsonLd(composition, editions.items, config.publicOrigin, vocabulary)} />
            <EditionsSection
              id="composition-editions"
              page={page}
              editions={editions}
              label={COMPOSITION_TEXT.editionsOf({ work })}
              narrowing={narrowing}
              summary={COMPOSITION_TEXT.editionCount({ n: editions.total })}
              note={(edition) => <EditionNote edition={edition} />}
              eagerFirst
            />
            {moreWorks && moreWorks.length > 0 ? (
              <ItemSection id="composition-more" title={COMPOSITION_TEXT.moreBy({ name: composerNames })}>
                <WorkList works={moreWorks} count={(n) => COMPOSITION_TEXT.editionCount({ n })} />
              </ItemSection>
            ) : null}
          </>
        )}
      </AwaitOrUnavailable>
    </>
  );
}
