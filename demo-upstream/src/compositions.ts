/**
 * Compositions (issue 47, decision 062): each row of works.ts is one, and every edition of work w
 * is an edition of composition w. Its ref is the id `lookupcomposition` always answered
 * ("WK-0039"); its slug is the title's with the composer's key after it, so two works of one
 * title by different composers have two addresses.
 */
import type { Composition, CompositionSummary, EditionComposition } from '../../shared/schemas/promotion';
import { catalogueKeys } from '../../shared/catalogue-number';
import { type Catalogue, COMPOSER_INDEX, composerOfWork, ensembleOfWork } from './catalogue';
import { INSTRUMENTS } from './instruments';
import { pad, slugify } from './text';
import { WORKS } from './works';

/**
 * The works' other catalogue numbers, as printed: Köchel's sixth edition beside the first
 * (Mozart), Longo beside Kirkpatrick (Scarlatti), Liszt's LW beside Searle, Ryom beside the opus
 * (Vivaldi). Public facts, keyed
 * by the work's own number and composer; a number here is searchable like the work's own.
 */
const OTHER_NUMBERS: Readonly<Record<string, readonly string[]>> = {
  'mozart K. 331': ['K⁶ 300i'],
  'mozart K. 304': ['K⁶ 300c'],
  'mozart K. 397': ['K⁶ 385g'],
  'scarlatti K. 141': ['L. 422'],
  'scarlatti K. 380': ['L. 23'],
  'scarlatti K. 27': ['L. 449'],
  'scarlatti K. 466': ['L. 118'],
  'liszt S. 178': ['LW A179'],
  // The Four Seasons are four concertos of Op. 8, each with its Ryom number.
  'vivaldi Op. 8 Nos. 1–4': ['RV 269', 'RV 315', 'RV 293', 'RV 297'],
};

export function otherCatalogueNumbers(w: number): readonly string[] {
  const work = WORKS[w]!;
  return OTHER_NUMBERS[`${work.composer} ${work.catalogue}`] ?? [];
}

export function compositionRef(w: number): string {
  return `WK-${pad(w + 1, 4)}`;
}

export function compositionSlug(w: number): string {
  const work = WORKS[w]!;
  return `${slugify(work.title)}-${work.composer}`;
}

const BY_SLUG = new Map(WORKS.map((_, w) => [compositionSlug(w), w]));
if (BY_SLUG.size !== WORKS.length) throw new Error('two compositions share a slug');

/** The work index of a composition ref ("WK-0039"), or null. */
export function parseCompositionRef(ref: string): number | null {
  const match = /^WK-(\d{4,})$/.exec(ref);
  if (!match) return null;
  const w = Number(match[1]) - 1;
  return w >= 0 && w < WORKS.length && compositionRef(w) === ref ? w : null;
}

export function compositionBySlug(slug: string): number | null {
  return BY_SLUG.get(slug) ?? null;
}

/** Every catalogue key a work answers to: its own number's and its other numbers'. */
export const WORK_KEYS: readonly ReadonlySet<string>[] = WORKS.map(
  (work, w) => new Set([work.catalogue, ...otherCatalogueNumbers(w)].flatMap((display) => catalogueKeys(display.replace('K⁶', 'K')))),
);

/** How many editions of work w a catalogue of `size` editions holds (edition i is of work i mod W). */
function editionsOfWork(catalogue: Catalogue, w: number): number {
  const W = WORKS.length;
  return catalogue.size <= w ? 0 : Math.floor((catalogue.size - 1 - w) / W) + 1;
}

export function compositionSummary(catalogue: Catalogue, w: number): CompositionSummary {
  const work = WORKS[w]!;
  return {
    compositionRef: compositionRef(w),
    slug: compositionSlug(w),
    title: work.title,
    composers: [catalogue.composerRef(COMPOSER_INDEX.get(work.composer)!)],
    catalogueNumber: work.catalogue,
    editionCount: editionsOfWork(catalogue, w),
  };
}

export function composition(catalogue: Catalogue, w: number): Composition {
  const work = WORKS[w]!;
  const ensemble = ensembleOfWork(work);
  return {
    ...compositionSummary(catalogue, w),
    otherCatalogueNumbers: [...otherCatalogueNumbers(w)],
    key: work.key,
    year: work.year,
    period: composerOfWork(work).period,
    instrumentation: ensemble.name,
    instruments: ensemble.instruments.map((i) => ({ instrumentRef: INSTRUMENTS[i]!.ref, name: INSTRUMENTS[i]!.name })),
    durationMinutes: work.minutes,
  };
}

export function editionComposition(catalogue: Catalogue, w: number): EditionComposition {
  return { compositionRef: compositionRef(w), slug: compositionSlug(w), editionCount: editionsOfWork(catalogue, w) };
}
