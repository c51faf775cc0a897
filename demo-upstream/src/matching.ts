/** Edition search: free text plus instrument, group, work and publisher filters, as lattice selections. */
import { type Catalogue, composerOfWork, ensembleOfWork } from './catalogue';
import { INSTRUMENTS } from './instruments';
import type { ResidueSelection } from './lattice';
import { LYRICISTS, PUBLISHERS } from './names';
import { words } from './text';
import { WORKS } from './works';

/** Searchable words of each work: title, catalogue number, composer, lyricist and instrumentation. */
export const WORK_WORDS: readonly string[][] = WORKS.map((work) =>
  words(
    [work.title, work.catalogue, composerOfWork(work).name, ensembleOfWork(work).name, LYRICISTS.find((l) => l.key === work.lyricist)?.name ?? ''].join(' '),
  ),
);

const PUBLISHER_WORDS: readonly string[][] = PUBLISHERS.map((p) => words(p.name));

export interface EditionFilter {
  query?: string;
  instrumentRefs?: readonly string[];
  groups?: readonly string[];
  /** Restrict to these works (e.g. one composer's). */
  works?: readonly number[] | null;
  publisher?: number | null;
}

function allowedWorks(filter: EditionFilter): boolean[] {
  const allowed = WORKS.map(() => true);
  if (filter.works) {
    const set = new Set(filter.works);
    allowed.forEach((_, w) => {
      allowed[w] = set.has(w);
    });
  }
  if (filter.instrumentRefs && filter.instrumentRefs.length > 0) {
    const wanted = new Set(filter.instrumentRefs.map((ref) => INSTRUMENTS.findIndex((i) => i.ref === ref)));
    WORKS.forEach((work, w) => {
      if (!ensembleOfWork(work).instruments.some((i) => wanted.has(i))) allowed[w] = false;
    });
  }
  if (filter.groups && filter.groups.length > 0) {
    const wanted = new Set(filter.groups);
    WORKS.forEach((work, w) => {
      if (!wanted.has(ensembleOfWork(work).group)) allowed[w] = false;
    });
  }
  return allowed;
}

/** Editions matching the filter, in catalogue order (the "most popular first" order). */
export function editionSelection(catalogue: Catalogue, filter: EditionFilter): ResidueSelection {
  const tokens = words(filter.query ?? '');
  const key = JSON.stringify([
    tokens,
    [...(filter.instrumentRefs ?? [])].sort(),
    [...(filter.groups ?? [])].sort(),
    filter.works ?? null,
    filter.publisher ?? null,
  ]);
  return catalogue.cached(`search:${key}`, () => {
    const allowed = allowedWorks(filter);
    const workHits = tokens.map((t) => WORK_WORDS.map((ws) => ws.some((word) => word.startsWith(t))));
    const publisherHits = tokens.map((t) => PUBLISHER_WORDS.map((ws) => ws.some((word) => word.startsWith(t))));
    const publisher = filter.publisher ?? null;
    return catalogue.lattice.selectPairs(
      (w, p) => allowed[w]! && (publisher === null || p === publisher) && tokens.every((_, t) => workHits[t]![w]! || publisherHits[t]![p]!),
    );
  });
}

/** Works (not editions) whose words match the query, optionally by one composer. */
export function matchingWorks(query: string, composerKey: string | null): number[] {
  const tokens = words(query);
  return WORKS.flatMap((work, w) =>
    (composerKey === null || work.composer === composerKey) && tokens.every((t) => WORK_WORDS[w]!.some((word) => word.startsWith(t))) ? [w] : [],
  );
}
