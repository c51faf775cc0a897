/**
 * A synthetic export of the old site's addresses, as operators will get the real ones (CSV, a
 * header row, old path then new address), drawn from the demo catalogue so a demo site can answer
 * every target: old artist pages to artists, old publisher pages to publishers, and old piece pages
 * (the bulk) to editions spread over the whole catalogue. For the import's scale test and its
 * measurement (redirects/legacy-export-sample.mjs); not part of the demo upstream.
 */
import { Catalogue, publisherSlug } from './catalogue';
import { PUBLISHERS } from './names';
import { ARTISTS } from './people';
import { slugify } from './text';

export interface LegacyExportOptions {
  /** Rows in all. */
  rows: number;
  /** Distinct editions the piece rows point at (each is pointed at by rows / editions rows or so). */
  editions: number;
  /** The demo catalogue's SCALE the editions are drawn from (it must have at least `editions`). */
  scale?: number;
  /**
   * Targets as names ("/artists/Johann Sebastian Bach", "/publishers/Bärenreiter", "/work/The
   * Well-Tempered Clavier, Book 1") rather than slugs: what the real lists hold, resolved by the
   * worker's name redirect ("rule 1").
   */
  names?: boolean;
}

const csvField = (field: string) => (/[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field);

/** The export as CSV text, and its rows. */
export function legacyExport({ rows, editions, scale = 1, names = false }: LegacyExportOptions): { text: string; rows: Array<[string, string]> } {
  const catalogue = new Catalogue(scale);
  if (editions > catalogue.size) throw new Error(`SCALE=${scale} has ${catalogue.size} editions, fewer than ${editions}`);
  const out: Array<[string, string]> = [];
  const people = ARTISTS.filter((artist) => artist.role !== 'editor');
  const composerSlug = new Map(people.map((artist) => [artist.facts.key, artist.slug]));
  for (const artist of ARTISTS) {
    if (out.length >= rows) break;
    out.push([`/sheet-music/${artist.slug}`, `/artists/${names ? artist.facts.name : artist.slug}`]);
  }
  PUBLISHERS.forEach((publisher, p) => {
    if (out.length < rows) out.push([`/publisher/${publisherSlug(p)}`, `/publishers/${names ? publisher.name : publisherSlug(p)}`]);
  });
  for (let i = 0; out.length < rows; i += 1) {
    // Edition k of `editions`, spread evenly over the catalogue.
    const edition = Math.floor(((i % editions) * catalogue.size) / editions);
    const work = catalogue.work(edition);
    const source = `/sheet-music/${composerSlug.get(work.composer) ?? 'various'}/${slugify(work.title)}-${i + 1}`;
    out.push([source, `/work/${names ? work.title : catalogue.editionSlug(edition)}`]);
  }
  const text = ['old,new', ...out.map((row) => row.map(csvField).join(','))].join('\r\n');
  return { text: `${text}\r\n`, rows: out };
}
