import type { Composition, EditionSummary } from '../../../shared/schemas/promotion';
import type { Vocabulary } from '../../components/catalogue-vocabulary';
import { artistPath, compositionPath, workPath } from '../../../shared/paths';

/**
 * schema.org MusicComposition, with the editions on the page as its work examples. Catalogue
 * numbers have no property of their own in schema.org: they are its identifiers. An edition
 * names its publisher by name: its summary carries no publisher slug.
 */
export function compositionJsonLd(
  composition: Composition,
  editions: readonly EditionSummary[],
  origin: string,
  { musicalKey }: Vocabulary,
): Record<string, unknown> {
  const numbers = [composition.catalogueNumber, ...composition.otherCatalogueNumbers].filter(Boolean);
  return {
    '@type': 'MusicComposition',
    name: composition.title,
    url: `${origin}${compositionPath(composition.slug)}`,
    composer: composition.composers.map((c) => ({ '@type': 'Person', name: c.name, url: `${origin}${artistPath(c.slug)}` })),
    identifier: numbers.length > 0 ? numbers : undefined,
    musicalKey: composition.key ? musicalKey(composition.key) : undefined,
    dateCreated: composition.year === null ? undefined : String(composition.year),
    workExample: editions.map((edition) => ({
      '@type': 'CreativeWork',
      name: `${edition.title} (${edition.publisherName})`,
      url: `${origin}${workPath(edition.slug)}`,
      publisher: { '@type': 'Organization', name: edition.publisherName },
      editor: edition.editors?.map((e) => ({ '@type': 'Person', name: e.name, url: `${origin}${artistPath(e.slug)}` })),
    })),
  };
}
