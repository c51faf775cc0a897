import { MemoryLayer } from './memory';
import type { CacheStrategy } from './strategies';

/**
 * Whole rendered pages for visitors without a preview session, kept in the isolate.
 *
 * A page's HTML depends on its URL (the path and the query parameters its page reads:
 * shared/page-params.ts), the upstream answers its loaders read, the consent cookie, the
 * visitor's country and the CSP nonce. The key holds the URL, the consent and the country; the
 * nonce differs on every response, so the HTML is stored split at the nonce it was rendered with
 * and joined with the new response's nonce when served.
 *
 * A page is fresh no longer than the freshest-expiring upstream answer it was built from (and
 * never longer than the configured maxAge); after that it is served for `swr` seconds while one
 * re-render per key runs in the background, and for `staleIfError` more seconds when a new
 * render could not read upstream.
 */
export interface StoredPage {
  /** The HTML split at the nonce it was rendered with. */
  segments: string[];
  /** Store time, ms since epoch. */
  t: number;
  /** Seconds the page is fresh. */
  freshFor: number;
}

export type PageState = 'fresh' | 'stale' | 'stale-if-error';

export class PageCache {
  readonly #memory: MemoryLayer<StoredPage>;
  readonly #refreshing = new Set<string>();
  readonly #maxPageChars: number;

  /** `maxPageChars`: a larger page is served but never kept (decision 044). */
  constructor(maxBytes: number, maxPageChars = Infinity) {
    this.#memory = new MemoryLayer<StoredPage>(maxBytes);
    this.#maxPageChars = maxPageChars;
  }

  /**
   * The stored page for `key` and how usable it is now, or null when there is none worth
   * serving. `notBefore`: the latest purge (ms since epoch); a page rendered before it is stale.
   */
  get(key: string, strategy: CacheStrategy, now: number, notBefore = 0): { page: StoredPage; state: PageState } | null {
    const page = this.#memory.get(key);
    if (!page) return null;
    const age = (now - page.t) / 1000;
    if (age < page.freshFor && page.t >= notBefore) return { page, state: 'fresh' };
    if (age < page.freshFor + strategy.swr) return { page, state: 'stale' };
    if (age < page.freshFor + strategy.swr + strategy.staleIfError) return { page, state: 'stale-if-error' };
    this.#memory.delete(key);
    return null;
  }

  /** Keeps the page if it may be reused at all and is not oversized; returns what was stored, or null. */
  set(key: string, html: string, nonce: string, freshFor: number, now: number): StoredPage | null {
    if (freshFor <= 0 || html.length > this.#maxPageChars) return null;
    const page: StoredPage = { segments: html.split(nonce), t: now, freshFor };
    this.#memory.set(key, page, html.length * 2);
    return page;
  }

  /** True when the caller should start the background re-render of `key` (one at a time). */
  startRefresh(key: string): boolean {
    if (this.#refreshing.has(key)) return false;
    this.#refreshing.add(key);
    return true;
  }

  endRefresh(key: string): void {
    this.#refreshing.delete(key);
  }

  clear(): void {
    this.#memory.clear();
    this.#refreshing.clear();
  }
}

/** The stored HTML with this response's nonce. */
export function pageHtml(page: StoredPage, nonce: string): string {
  return page.segments.join(nonce);
}

/**
 * The cache key of a page request, or null when its page must be rendered for this visitor
 * alone (a preview session). The design version is not part of it: the browser reads that from
 * storage the server never sees (client/components/layout/region-banner.tsx). The country is:
 * what may be opened differs by country, and every page carries it to the browser.
 */
export function pageCacheKey(url: string, variant: { consent: boolean; preview: boolean; country: string | null }): string | null {
  if (variant.preview) return null;
  return `${url}\n${variant.consent ? 1 : 0}\n${variant.country ?? ''}`;
}
