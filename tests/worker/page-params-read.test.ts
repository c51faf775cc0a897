import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NARROWED_LIST, PAGE_PARAMS } from '../../shared/page-params';
import { PREVIEW_QUERY_PARAM } from '../../shared/spec';
import { PAGES } from '../../shared/pages';
import { PAGE_FAMILIES } from '../chaos/page-families';
import { settledFetch, SITE } from '../support/site';

/**
 * A page reads only the query parameters it declares (`params` in its family's pages.ts). The
 * worker hands a page's loaders and render its address with the declared parameters alone (decision 044), so a
 * loader that starts reading a new one gets null on the server, silently, until it is declared.
 * Here every sample address of every page is rendered while the names the worker asks of any query
 * are recorded; a name its page does not declare fails, naming the page.
 */

/**
 * Read on every request, whatever the page, by the request's handling rather than the page: the
 * preview flag (worker/middleware/preview-mode.ts) and React Router's own `?index`, which tells an
 * index route's action from its parent's.
 */
const SITE_WIDE = new Set<string>([PREVIEW_QUERY_PARAM, 'index']);

/**
 * The facets form reads every field it has from the page's address
 * (client/routes/search/search-form-state.ts), the search box's `q` too; on a list page it narrows
 * (NARROWED_LIST) there is no search box, so `q` never comes and the form keeps it empty.
 */
const narrowsWithoutQuery = (declared: readonly string[]) => NARROWED_LIST.every((name) => declared.includes(name)) && !declared.includes('q');

/**
 * The names this file's own request reads: other test files share the isolate, and a page of
 * theirs may still be revalidating in the background, so only reads made within the request
 * this test sent are counted.
 */
const request = new AsyncLocalStorage<Set<string>>();
const methods = ['get', 'getAll', 'has'] as const;
const originals = methods.map((name) => URLSearchParams.prototype[name]);

beforeAll(() => {
  methods.forEach((name, index) => {
    const original = originals[index] as (this: URLSearchParams, key: string) => unknown;
    Object.defineProperty(URLSearchParams.prototype, name, {
      configurable: true,
      writable: true,
      value(this: URLSearchParams, key: string) {
        request.getStore()?.add(key);
        return original.call(this, key);
      },
    });
  });
});

afterAll(() => {
  methods.forEach((name, index) => {
    Object.defineProperty(URLSearchParams.prototype, name, { configurable: true, writable: true, value: originals[index] });
  });
});

describe('the query parameters a page reads are the ones it declares', () => {
  it.each(PAGE_FAMILIES.map((family) => [family.path, family] as const))('%s', async (path, family) => {
    const read = new Set<string>();
    const response = await request.run(read, () => settledFetch(`${SITE}${path}`));
    expect(response.status).toBeLessThan(500);
    const declared = PAGE_PARAMS[PAGES[family.page].pattern] ?? [];
    const allowed = new Set([...declared, ...SITE_WIDE, ...(narrowsWithoutQuery(declared) ? ['q'] : [])]);
    const undeclared = [...read].filter((name) => !allowed.has(name));
    expect(undeclared, `${family.page} reads parameters its declaration (client/routes/${PAGES[family.page].family}/pages.ts) does not list`).toEqual([]);
  });
});
