import { bffUrl, type QueryValue } from '../../../shared/data-access';

/** The four type-ahead lookups (GET, through the BFF) and how many rows each contributes. */
const LOOKUPS: ReadonlyArray<{ path: string; query: (text: string) => Record<string, QueryValue> }> = [
  { path: '/v4/search/lookupartist', query: (text) => ({ artist: text, top: 5 }) },
  { path: '/v4/search/lookupedition', query: (text) => ({ edition: text, top: 5 }) },
  { path: '/v4/search/lookupcomposition', query: (text) => ({ queryString: text, top: 5 }) },
  { path: '/v4/search/lookupensemble', query: (text) => ({ queryString: text, top: 3 }) },
];

/** How every lookup is asked: the BFF answers JSON only. */
export const LOOKUP_INIT = { headers: { accept: 'application/json' } } as const;

/**
 * The BFF addresses the lookups for `text` are read from: by the search box's code
 * (./suggestion-source.ts), and before it has come by the boot script (./early-lookups.ts), which
 * so asks for the very addresses the box reads. Small on purpose: the boot script is in every
 * page's HTML.
 */
export function lookupUrls(text: string): string[] {
  return LOOKUPS.map((lookup) => bffUrl({ family: 'search', path: lookup.path, query: lookup.query(text) }));
}
