/**
 * The deterministic fixture catalogue. Nothing is stored per edition: edition i is rebuilt from i
 * (work, publisher and block come from lattice.ts, the rest from a PRNG seeded with i), and every
 * ref, slug and catalogue id encodes i so lookups decode it instead of searching.
 */
import type { Edition, EditionSummary, Publisher, PublisherSummary, Restriction } from '../../shared/schemas/promotion';
import { ensembleById, INSTRUMENTS, type EnsembleFacts } from './instruments';
import { Lattice, type ResidueSelection } from './lattice';
import { COMPOSERS, editorFacts, LYRICISTS, personSlug, PUBLISHERS, type PersonFacts } from './names';
import { type Random, streamFor } from './random';
import type { Format } from '../../shared/search-state';
import { pad, slugify } from './text';
import { WORKS, type WorkFacts } from './works';

/** SCALE=1 gives this many editions; SCALE=n gives n times as many. */
export const EDITIONS_PER_SCALE = 300;

export const COMPOSER_INDEX = new Map(COMPOSERS.map((c, i) => [c.key, i]));

export function composerOfWork(work: WorkFacts): PersonFacts {
  return COMPOSERS[COMPOSER_INDEX.get(work.composer)!]!;
}

export function ensembleOfWork(work: WorkFacts): EnsembleFacts {
  return ensembleById(work.ensemble);
}

export function publisherSlug(p: number): string {
  return slugify(PUBLISHERS[p]!.name);
}

/**
 * Where region-restricted editions may be opened: three licence areas taken in turn by
 * consecutive runs of 50 editions, so every catalogue from SCALE=1 up has some of each
 * (at SCALE=1 editions 117 and 267 open in Germany, 17, 67, 167 and 217 do not).
 */
export const TERRITORY_GROUPS: readonly (readonly string[])[] = [
  ['GB', 'IE'],
  ['US', 'CA'],
  ['DE', 'AT', 'CH'],
];

/** The licence area of edition i (meaningful only when it is region-restricted). */
export function territoryGroupOf(index: number): number {
  return Math.floor(index / 50) % TERRITORY_GROUPS.length;
}

const EDITION_KINDS = ['Urtext edition', 'Performing edition', 'Critical edition', 'Practical edition', 'Study edition'];

/** An edition's kind: the first draw of its 'edition' stream (the rest of the stream goes on from there). */
function editionKind(random: Random, ensemble: EnsembleFacts): string {
  return ensemble.group === 'orchestral' && random.float() < 0.5 ? 'Study edition' : random.pick(EDITION_KINDS);
}

/** The formats a publisher issues of each kind of music, most usual first (issue 47). */
const FORMATS_BY_GROUP: Readonly<Record<string, readonly Format[]>> = {
  keyboard: ['score', 'score', 'score', 'arrangement'],
  solo: ['score', 'score', 'arrangement'],
  chamber: ['score-and-parts', 'score-and-parts', 'parts', 'score', 'arrangement'],
  vocal: ['score', 'score', 'arrangement'],
  choral: ['vocal-score', 'vocal-score', 'score', 'parts'],
  orchestral: ['score', 'study-score', 'parts', 'arrangement'],
  concerto: ['piano-reduction', 'piano-reduction', 'score', 'study-score', 'parts'],
};

/**
 * The format of every edition of work w from publisher p: one per (work, publisher) pair, as a
 * publisher reprints its own edition, so the faceted search counts it from a table of pairs. Its
 * own PRNG stream ('format'), so no other generated value changed when it was added.
 */
export function formatOfPair(w: number, p: number): Format {
  const choices = FORMATS_BY_GROUP[ensembleOfWork(WORKS[w]!).group] ?? ['score'];
  return streamFor('format', w * PUBLISHERS.length + p).pick(choices);
}

export class Catalogue {
  readonly size: number;
  readonly lattice: Lattice;
  private readonly selections = new Map<string, ResidueSelection>();

  constructor(readonly scale: number) {
    this.size = Math.max(1, Math.round(EDITIONS_PER_SCALE * scale));
    this.lattice = new Lattice(WORKS.length, PUBLISHERS.length, this.size);
  }

  /** Memoised selections; bounded so free-text queries cannot grow memory without limit. */
  cached(key: string, build: () => ResidueSelection): ResidueSelection {
    let selection = this.selections.get(key);
    if (!selection) {
      if (this.selections.size >= 2000) this.selections.clear();
      selection = build();
      this.selections.set(key, selection);
    }
    return selection;
  }

  has(index: number): boolean {
    return Number.isInteger(index) && index >= 0 && index < this.size;
  }

  // --- refs -------------------------------------------------------------------------------

  editionRef(index: number): string {
    return `ED-${pad(index + 1, 6)}`;
  }

  /** Index of a canonical edition ref ("ED-000123"), or null. */
  parseEditionRef(ref: string): number | null {
    const match = /^ED-(\d{6,})$/.exec(ref);
    if (!match) return null;
    const index = Number(match[1]) - 1;
    return this.has(index) && this.editionRef(index) === ref ? index : null;
  }

  editionSlug(index: number): string {
    return `${slugify(this.work(index).title)}-${this.editionRef(index).toLowerCase()}`;
  }

  parseEditionSlug(slug: string): number | null {
    const match = /-ed-(\d{6,})$/.exec(slug);
    if (!match) return null;
    const index = Number(match[1]) - 1;
    return this.has(index) && this.editionSlug(index) === slug ? index : null;
  }

  /** Publisher catalogue id, e.g. "HN 1042": the publisher's prefix and its own running number. */
  publisherCatalogId(index: number): string {
    const p = this.lattice.publisherOf(index);
    return `${PUBLISHERS[p]!.prefix} ${1000 + Math.floor(index / PUBLISHERS.length)}`;
  }

  parsePublisherCatalogId(id: string, publisherId: number): number | null {
    const p = publisherId - 1;
    const publisher = PUBLISHERS[p];
    if (!publisher) return null;
    const match = new RegExp(`^${publisher.prefix} (\\d+)$`).exec(id.trim());
    if (!match) return null;
    const index = (Number(match[1]) - 1000) * PUBLISHERS.length + p;
    return this.has(index) && this.publisherCatalogId(index) === id.trim() ? index : null;
  }

  // --- editions ---------------------------------------------------------------------------

  work(index: number): WorkFacts {
    return WORKS[this.lattice.workOf(index)]!;
  }

  restriction(index: number): Restriction {
    // 2 % region-restricted, 1 % performance-restricted, spread evenly over the catalogue.
    if (index % 50 === 17) return 1;
    if (index % 100 === 41) return 2;
    return 0;
  }

  editionSummary(index: number): EditionSummary {
    const work = this.work(index);
    const w = this.lattice.workOf(index);
    const p = this.lattice.publisherOf(index);
    const ref = this.editionRef(index);
    return {
      editionRef: ref,
      publisherCatalogId: this.publisherCatalogId(index),
      publisherId: p + 1,
      publisherName: PUBLISHERS[p]!.name,
      slug: this.editionSlug(index),
      title: work.title,
      composers: [this.composerRef(COMPOSER_INDEX.get(work.composer)!)],
      instrumentation: ensembleOfWork(work).name,
      coverPath: index % 37 === 5 ? null : `/covers/${ref}.svg`,
      restriction: this.restriction(index),
      ...(this.restriction(index) === 1 ? { territories: [...TERRITORY_GROUPS[territoryGroupOf(index)]!] } : {}),
      catalogueNumber: work.catalogue,
      format: formatOfPair(w, p),
      urtext: editionKind(streamFor('edition', index), ensembleOfWork(work)) === 'Urtext edition',
      editors: [this.editorRef(p, w % 2)],
      difficulty: work.difficulty,
    };
  }

  edition(index: number): Edition {
    const summary = this.editionSummary(index);
    const work = this.work(index);
    const w = this.lattice.workOf(index);
    const p = this.lattice.publisherOf(index);
    const ensemble = ensembleOfWork(work);
    const publisher = PUBLISHERS[p]!;
    const editor = this.editorRef(p, w % 2);
    const random = streamFor('edition', index);
    const kind = editionKind(random, ensemble);
    const scoreFactor = ensemble.group === 'orchestral' || ensemble.group === 'concerto' || ensemble.group === 'choral' ? 2.2 : 1.1;
    const pages = Math.max(2, Math.round((work.minutes ?? 10) * scoreFactor * (0.75 + random.float() * 0.5)));
    return {
      ...summary,
      description: describeEdition(kind, work, publisher.name, editor.name, publisher.language, ensemble, random.int(0, 2)),
      instruments: ensemble.instruments.map((i) => ({ instrumentRef: INSTRUMENTS[i]!.ref, name: INSTRUMENTS[i]!.name })),
      editors: [editor],
      pageCount: pages,
      year: work.year,
      catalogueNumber: work.catalogue,
      key: work.key,
      durationMinutes: work.minutes,
      difficulty: work.difficulty,
      language: publisher.language,
    };
  }

  // --- artist refs (the artist list itself lives in people.ts) ----------------------------

  composerRef(c: number) {
    const facts = COMPOSERS[c]!;
    return { artistRef: artistRef(c), slug: personSlug(facts), name: facts.name };
  }

  editorRef(p: number, slot: number) {
    const index = COMPOSERS.length + LYRICISTS.length + p * 2 + slot;
    const facts = editorFactsFor(p, slot);
    return { artistRef: artistRef(index), slug: personSlug(facts), name: facts.name };
  }

  // --- publishers -------------------------------------------------------------------------

  publisherEditions(p: number): ResidueSelection {
    return this.cached(`publisher:${p}`, () => this.lattice.select(null, [p]));
  }

  publisherSummary(p: number): PublisherSummary {
    const facts = PUBLISHERS[p]!;
    return {
      publisherId: p + 1,
      slug: publisherSlug(p),
      name: facts.name,
      country: facts.country,
      logoPath: facts.hasLogo ? `/publishers/${p + 1}.svg` : null,
      featured: facts.featured,
      editionCount: this.publisherEditions(p).total,
    };
  }

  publisher(p: number): Publisher {
    const facts = PUBLISHERS[p]!;
    return { ...this.publisherSummary(p), description: facts.description, website: facts.website, founded: facts.founded };
  }

  publisherIndexById(id: number): number | null {
    return Number.isInteger(id) && id >= 1 && id <= PUBLISHERS.length ? id - 1 : null;
  }

  publisherIndexBySlug(slug: string): number | null {
    const p = PUBLISHERS.findIndex((_, i) => publisherSlug(i) === slug);
    return p < 0 ? null : p;
  }

  /** Featured first, then by name. */
  publisherOrder(): number[] {
    return PUBLISHERS.map((_, i) => i).sort(
      (a, b) => Number(PUBLISHERS[b]!.featured) - Number(PUBLISHERS[a]!.featured) || PUBLISHERS[a]!.name.localeCompare(PUBLISHERS[b]!.name),
    );
  }

  // --- instruments ------------------------------------------------------------------------

  worksWithInstrument(instrument: number): number[] {
    return WORKS.flatMap((work, w) => (ensembleOfWork(work).instruments.includes(instrument) ? [w] : []));
  }

  instrumentEditions(instrument: number): ResidueSelection {
    return this.cached(`instrument:${instrument}`, () => this.lattice.select(this.worksWithInstrument(instrument), null));
  }

  instrumentIndexByRef(ref: string): number | null {
    const i = INSTRUMENTS.findIndex((instrument) => instrument.ref === ref);
    return i < 0 ? null : i;
  }
}

export function artistRef(index: number): string {
  return `AR-${pad(index + 1, 4)}`;
}

export function editorFactsFor(p: number, slot: number): PersonFacts {
  return editorFacts(p * 2 + slot);
}

function describeEdition(kind: string, work: WorkFacts, publisher: string, editor: string, language: string, ensemble: EnsembleFacts, variant: number): string {
  const composer = composerOfWork(work).name;
  const catalogue = work.catalogue ? ` (${work.catalogue})` : '';
  const first = `${kind} of ${composer}'s ${work.title}${catalogue}, published by ${publisher}.`;
  const source = [
    `Edited by ${editor} from the autograph and the first printed edition, with a preface and critical notes in ${language}.`,
    `The musical text follows the most reliable sources; editorial additions are printed in brackets so they can be told apart at a glance.`,
    `Fingerings and performance suggestions are by ${editor}; the text itself is left as the composer wrote it.`,
  ][variant]!;
  const layout: Record<string, string> = {
    keyboard: 'Laid out with page turns in comfortable places.',
    solo: 'Printed with generous spacing so bowings and breath marks can be added in pencil.',
    chamber: 'Includes the full score and a separate part for each player.',
    vocal: 'Texts are printed in the original language with an English translation.',
    choral: 'A vocal score with the orchestral accompaniment reduced for piano.',
    orchestral: 'Full score with rehearsal letters matching the hire parts.',
    concerto: 'The orchestral part is reduced for piano for lessons and auditions.',
  };
  const year = work.year ? ` Composed in ${work.year}.` : '';
  return `${first} ${source} ${layout[ensemble.group] ?? ''}${year}`.trim();
}

/** One catalogue per SCALE value, built lazily. */
const catalogues = new Map<number, Catalogue>();

export function catalogueFor(scale: number): Catalogue {
  let catalogue = catalogues.get(scale);
  if (!catalogue) {
    catalogue = new Catalogue(scale);
    catalogues.set(scale, catalogue);
  }
  return catalogue;
}
