import type { Context } from 'hono';
import { LANGUAGE_TAGS } from '../../shared/languages';
import { requestLanguage } from '../i18n/request-language';
import { isbot } from 'isbot';
import type { InitialAppState } from '../../shared/transfer-state';
import type { AppEnv } from '../app-env';
import { PageCache, pageCacheKey, pageHtml, type StoredPage } from '../cache/page-cache';
import { SharedFlights } from '../cache/shared-flights';
import { custom, type CacheStrategy } from '../cache/strategies';
import { logCacheOutcome, logError, logEvent, logPath } from '../log';

/** A render's outcome: a finished response (a redirect, an error page) or the document stream. */
export type RenderedPage =
  | { response: Response }
  | {
      stream: ReadableStream<Uint8Array>;
      status: number;
      /** Seconds the page may be reused, known once its stream has been read to the end. */
      reusableFor: () => number;
    };

export interface RenderOptions {
  /** The visitor's request: its end (a visitor who left) stops the render. */
  signal?: AbortSignal;
  /** When the render stops waiting for upstream (ms since epoch); its reads share the time. */
  deadline: number;
  /**
   * Send nothing until every part is ready, and write each in place rather than streaming it
   * after the shell: for crawlers, and for the background re-renders that only the cache reads.
   */
  whole?: boolean;
}

/**
 * How a page is served for one visitor alone: a native form post's answer, or the page after its
 * 303 (docs/decisions/041). Such a page shows what that visitor sent, so it is neither read from
 * nor kept in the page cache, and no browser or proxy may keep it either.
 */
export interface PersonalPage {
  /** The status in place of the page's own 200 (400, 422, 503 for a form's answer). */
  status?: number;
}

/** What a HEAD learns of a page without rendering it: its status, or its finished answer (a redirect). */
export type PageStatus = { response: Response } | { status: number };

/** The two ways to ask a route for its page: rendered, or only its status (for HEAD). */
export interface PageSource {
  render: (nonce: string, options: RenderOptions) => Promise<RenderedPage>;
  status: (options: RenderOptions) => Promise<PageStatus>;
}

type Render = PageSource['render'];

/** Hot pages of this isolate; 16 MB holds a few hundred pages of 30-60 KB. */
const pages = new PageCache(16 * 1024 * 1024);

/**
 * First renders under way, by page-cache key. Visitors who ask for a page while another
 * request renders it wait for that render and are answered from what it kept (null: it kept
 * nothing, so each renders for itself). The value is the stored page, plain strings, never the
 * render's stream: a stream belongs to the request that made it.
 */
const renders = new SharedFlights<StoredPage | null>();

/** Time past a leading render's deadline after which its followers stop counting on it. */
const RENDER_MARGIN_MS = 2000;

/** Empties the page cache, as a newly started isolate has it. */
export function forgetCachedPages(): void {
  pages.clear();
  renders.clear();
}

/** A page answer, with its page_cache log line (path only: queries carry search text). */
function htmlResponse(url: string, body: BodyInit | null, status: number, outcome: string): Response {
  logCacheOutcome('page_cache', { path: logPath(url), outcome, status });
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // The page carries a per-response CSP nonce and the visitor's cookie choices: never shared
      // by a browser or proxy cache. Reuse happens only here, where the nonce is re-stamped. A
      // personal page (a form's outcome) is not even kept for the back button's revalidation.
      'cache-control': outcome === 'personal' ? 'private, no-store' : 'private, no-cache',
      'x-page-cache': outcome,
      'content-language': LANGUAGE_TAGS[requestLanguage()],
    },
  });
}

/**
 * Keeps the rendered page once its stream has ended, if every read was fresh and it was not
 * made for this visitor alone. Errors here must never reach the visitor, who already has the page.
 */
async function keep(key: string, stream: ReadableStream<Uint8Array>, nonce: string, reusableFor: () => number, strategy: CacheStrategy, signal?: AbortSignal): Promise<StoredPage | null> {
  try {
    const html = await new Response(stream).text();
    if (signal?.aborted) return null;
    return pages.set(key, html, nonce, Math.min(reusableFor(), strategy.maxAge), Date.now());
  } catch (error) {
    logEvent('page_cache_store_failed', { error: logError(error) });
    return null;
  }
}

/**
 * Re-renders a stale page in the background. It is rendered with the nonce of the request that
 * found it stale, as a first render is with its visitor's: the stored page is split at that
 * string and every later response joins it with its own nonce, so the value is never sent again.
 */
async function refresh(key: string, render: Render, strategy: CacheStrategy, timeout: number, nonce: string) {
  try {
    // No visitor waits on a re-render: it gets the whole upstream timeout, and it is written
    // whole, so a part that was slow to read still leaves a page worth keeping.
    const rendered = await render(nonce, { deadline: Date.now() + timeout, whole: true });
    if ('stream' in rendered) {
      if (rendered.status === 200) await keep(key, rendered.stream, nonce, rendered.reusableFor, strategy);
      else await rendered.stream.cancel();
    }
  } catch (error) {
    logEvent('page_refresh_failed', { error: logError(error) });
  } finally {
    pages.endRefresh(key);
  }
}

/**
 * Answers a page request from the page cache when it can, else renders it (and keeps the
 * result for the next visitor). A stale page is served at once while one background re-render
 * per key brings it up to date; a page whose new render could not read upstream is served from
 * its stale copy for a while rather than as the unavailable page. Visitors who arrive while a
 * page's first render is under way wait for it rather than render it again. A HEAD is answered
 * from the cache or from the page's status alone, never rendered.
 */
export async function servePage(c: Context<AppEnv>, app: InitialAppState, page: PageSource, personal?: PersonalPage): Promise<Response> {
  if (personal) return servePersonal(c, page, personal);
  const { render } = page;
  const config = c.get('config');
  const strategy = custom(config.CACHE_PAGES);
  // The request's time for upstream counts from its arrival, whatever it waits on first.
  const deadline = Date.now() + config.UPSTREAM_TIMEOUT_MS;
  const method = c.req.method;
  const key =
    method === 'GET' || method === 'HEAD'
      ? pageCacheKey(c.req.url, { consent: app.cookieConsent, preview: app.showUnpublished, country: app.country })
      : null;
  const nonce = c.get('secureHeadersNonce');
  const cached = key ? pages.get(key, strategy, Date.now()) : null;

  if (key && cached && cached.state !== 'stale-if-error') {
    // Asking about a page (HEAD) is no reason to read upstream: the next GET refreshes it.
    if (method === 'GET' && cached.state === 'stale' && pages.startRefresh(key)) c.executionCtx.waitUntil(refresh(key, render, strategy, config.UPSTREAM_TIMEOUT_MS, nonce));
    return htmlResponse(c.req.url, pageHtml(cached.page, nonce), 200, cached.state === 'fresh' ? 'hit' : 'stale');
  }

  if (method === 'HEAD') return head(c, page, cached?.page ?? null, deadline);

  if (key) {
    const leading = renders.wait(key, deadline - Date.now());
    if (leading) {
      const outcome = await leading;
      if (outcome.kind === 'value' && outcome.value) return htmlResponse(c.req.url, pageHtml(outcome.value, nonce), 200, 'shared');
      // The render kept nothing (a streamed first render, an error, a visitor who left), or not
      // in time: this request renders for itself, its reads joining any still under way.
    }
  }

  // Only a GET can keep a page, so only a GET leads the visitors who come while it renders.
  let settle =
    key && method === 'GET'
      ? renders.lead(key, { waitUntil: (p) => c.executionCtx.waitUntil(p), maxMs: deadline - Date.now() + RENDER_MARGIN_MS })
      : undefined;
  try {
    const signal = c.req.raw.signal;
    // Crawlers get the whole page with every streamed part in place, as React Router's own
    // server entry gives them: they may not run the script that moves a late part into place.
    const rendered = await render(nonce, { signal, deadline, whole: isbot(c.req.header('user-agent')) });
    if ('response' in rendered) return rendered.response;
    if (cached && rendered.status === 503) {
      await rendered.stream.cancel();
      return htmlResponse(c.req.url, pageHtml(cached.page, nonce), 200, 'stale-if-error');
    }
    // A page that will not be kept is known as soon as its shell is: its waiters go at once.
    if (!key || method !== 'GET' || rendered.status !== 200 || rendered.reusableFor() <= 0) {
      return htmlResponse(c.req.url, rendered.stream, rendered.status, key ? 'miss' : 'bypass');
    }

    const [toVisitor, toCache] = rendered.stream.tee();
    // The waiters get the page once it is kept, not the null of the `finally` below.
    const handOver = settle;
    settle = undefined;
    c.executionCtx.waitUntil(keep(key, toCache, nonce, rendered.reusableFor, strategy, signal).then((page) => handOver?.(page)));
    return htmlResponse(c.req.url, toVisitor, rendered.status, 'miss');
  } finally {
    settle?.(null);
  }
}

/**
 * A page for one visitor alone: rendered afresh every time, with no key, so nothing is looked up
 * in the page cache, nothing is kept there and no other visitor waits on (or is handed) this
 * render. Its upstream reads still go through the KV cache: those answers are everyone's.
 */
async function servePersonal(c: Context<AppEnv>, page: PageSource, { status }: PersonalPage): Promise<Response> {
  const deadline = Date.now() + c.get('config').UPSTREAM_TIMEOUT_MS;
  if (c.req.method === 'HEAD') {
    const outcome = await page.status({ signal: c.req.raw.signal, deadline });
    if ('response' in outcome) return outcome.response;
    return htmlResponse(c.req.url, null, status && outcome.status === 200 ? status : outcome.status, 'personal');
  }
  const rendered = await page.render(c.get('secureHeadersNonce'), { signal: c.req.raw.signal, deadline, whole: isbot(c.req.header('user-agent')) });
  if ('response' in rendered) return rendered.response;
  // A page that is itself missing or unavailable says so; only a page that rendered answers
  // with the form's status.
  return htmlResponse(c.req.url, rendered.stream, status && rendered.status === 200 ? status : rendered.status, 'personal');
}

/**
 * A HEAD the page cache could not answer: the status (or redirect) the page's loader decides,
 * with the headers a GET would carry and nothing rendered. A GET whose render could not read
 * upstream would be served from a stale copy, so a HEAD says 200 then too.
 */
async function head(c: Context<AppEnv>, page: PageSource, stale: StoredPage | null, deadline: number): Promise<Response> {
  const outcome = await page.status({ signal: c.req.raw.signal, deadline });
  if ('response' in outcome) return outcome.response;
  if (stale && outcome.status === 503) return htmlResponse(c.req.url, null, 200, 'stale-if-error');
  return htmlResponse(c.req.url, null, outcome.status, 'head');
}
