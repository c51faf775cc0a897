/** Edition search: free text plus instrument, group, work and publisher filters, as lattice selections. */
import { type Catalogue, composerOfWork, ensembleOfWork } from './catalogue';
import { INSTRUMENTS } from './instruments';
import type { ResidueSelection } from './lattice';
import { LYRICISTS, PUBLISHERS } from './names';
import { words } from './text';
import { WORKS } from './works';
import { catalogueKey } from '../../shared/catalogue-number';
// Each work's catalogue keys, its other numbers' too: every spelling of any of them finds it.
import { WORK_KEYS } from './compositions';

/** Searchable words of each work: title, catalogue number, composer, lyricist and instrumentation. */
const WORK_WORDS: readonly string[][] = WORKS.map((work) =>
  words(
    [work.title, work.catalogue, composerOfWork(work).name, ensembleOfWork(work).name, LYRICISTS.find((l) => l.key === work.lyricist)?.name ?? ''].join(' '),
  ),
);

const PUBLISHER_WORDS: readonly string[][] = PUBLISHERS.map((p) => words(p.name));

/** A query token that is a whole catalogue number starts with this: it must equal one of a work's keys. */
const KEY_MARK = '#';

/** The most words one catalogue number takes in a query: `op 27 no 2`. */
const KEY_WORDS = 4;

/**
 * A query's tokens: its folded words, each run of them that spells a catalogue number (`kv 331`,
 * `op 27 no 2`, `k331`) joined into that number's key, so any spelling finds the same works.
 */
export function queryTokens(query: string): string[] {
  const plain = words(query);
  const tokens: string[] = [];
  for (let i = 0; i < plain.length; ) {
    const found = keyAt(plain, i) ?? { token: plain[i]!, length: 1 };
    tokens.push(found.token);
    i += found.length;
  }
  return tokens;
}

/** The longest run of words from `start` that spells a catalogue number: its key token and how many words it took. */
function keyAt(plain: readonly string[], start: number): { token: string; length: number } | null {
  for (let length = Math.min(KEY_WORDS, plain.length - start); length > 0; length--) {
    const key = catalogueKey(plain.slice(start, start + length).join(' '));
    if (key) return { token: `${KEY_MARK}${key}`, length };
  }
  return null;
}

/** Does work `w` answer query token `token`: a word of it starts with the token, or it has the key? */
function workHasToken(w: number, token: string): boolean {
  return token.startsWith(KEY_MARK) ? WORK_KEYS[w]!.has(token.slice(KEY_MARK.length)) : WORK_WORDS[w]!.some((word) => word.startsWith(token));
}

/** For each query token, which works and which publishers answer it (a pair matches when each token hits either). */
export function tokenHits(tokens: readonly string[]): { workHits: boolean[][]; publisherHits: boolean[][] } {
  return {
    workHits: tokens.map((t) => WORKS.map((_, w) => workHasToken(w, t))),
    publisherHits: tokens.map((t) => PUBLISHER_WORDS.map((ws) => ws.some((word) => word.startsWith(t)))),
  };
}

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
  const tokens = queryTokens(filter.query ?? '');
  const key = JSON.stringify([
    tokens,
    [...(filter.instrumentRefs ?? [])].sort(),
    [...(filter.groups ?? [])].sort(),
    filter.works ?? null,
    filter.publisher ?? null,
  ]);
  return catalogue.cached(`search:${key}`, () => {
    const allowed = allowedWorks(filter);
    const { workHits, publisherHits } = tokenHits(tokens);
    const publisher = filter.publisher ?? null;
    return catalogue.lattice.selectPairs(
      (w, p) => allowed[w]! && (publisher === null || p === publisher) && tokens.every((_, t) => workHits[t]![w]! || publisherHits[t]![p]!),
    );
  });
}

/** Works (not editions) whose words match the query, optionally by one composer. */
export function matchingWorks(query: string, composerKey: string | null): number[] {
  const tokens = queryTokens(query);
  return WORKS.flatMap((work, w) => ((composerKey === null || work.composer === composerKey) && tokens.every((t) => workHasToken(w, t)) ? [w] : []));
}
