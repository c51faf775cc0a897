import type { Context } from 'hono';
import { PAGE_CACHE_BYTES } from '../cache/isolate-sizes';
import { LANGUAGE_TAGS } from '../../shared/languages';
import { isbot } from 'isbot';
import type { InitialAppState } from '../../shared/app-state';
import type { AppEnv } from '../app-env';
import type { PageStatus, RenderedPage, RenderOptions } from '../../shared/framework/server';
import { PageCache, pageCacheKey, pageHtml, type StoredPage } from '../cache/page-cache';
import { SharedFlights } from '../cache/shared-flights';
import { custom, type CacheStrategy } from '../cache/strategies';
import { latestPurge, purgeTimes } from '../cache/purges';
import { logCacheOutcome, logError, logEvent, logPath } from '../log';
import { pageUrl } from '../../shared/page-params';

/**
 * How a page is served for one visitor alone: a native form post's answer, or the page after its
 * 303 (docs/decisions/041). Such a page shows what that visitor sent, so it is neither read from
 * nor kept in the page cache, and no browser or proxy may keep it either.
 */
export interface PersonalPage {
  /** The status in place of the page's own 200 (400, 422, 503 for a form's answer). */
  status?: number;
}

/** The two ways to ask a route for its page: rendered, or only its status (for HEAD). */
export interface PageSource {
  render: (nonce: string, options: RenderOptions) => Promise<RenderedPage>;
  status: (options: RenderOptions) => Promise<PageStatus>;
}

type Render = PageSource['render'];

/**
 * The largest page kept, in characters of HTML. The demo catalogue's largest page is 65,834
 * characters (/artists/johannes-brahms; decision 044 has the measure); a larger one is served but
 * not kept, so a few oversized renders cannot push the hot pages out.
 */
export const MAX_KEPT_PAGE_CHARS = 256 * 1024;

/**
 * Seconds a 503 page asks a crawler or client to wait before asking again: about the time a
 * failed upstream read is retried on its own, far short of the pages' stale-if-error window.
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 60;

/** Hot pages of this isolate. */
const pages = new PageCache(PAGE_CACHE_BYTES, MAX_KEPT_PAGE_CHARS);

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

/**
 * A page answer, with its page_cache log line (path only: queries carry search text). Whatever
 * the cache did, the answer carries the same headers: `x-page-cache` only when the operators'
 * CACHE_STATE_HEADERS setting asks for it (it tells anyone whether another visitor asked for the
 * page lately), and a kept page goes out as a stream like a fresh render, so no Content-Length
 * tells the two apart either (decision 044). A HEAD has no body at all.
 */
function htmlResponse(c: Context<AppEnv>, body: string | ReadableStream<Uint8Array> | null, status: number, outcome: string): Response {
  logCacheOutcome('page_cache', { path: logPath(c.req.url), outcome, status });
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    // The page carries a per-response CSP nonce and the visitor's cookie choices: never shared
    // by a browser or proxy cache. Reuse happens only here, where the nonce is re-stamped. A
    // personal page (a form's outcome) is not even kept for the back button's revalidation.
    'cache-control': outcome === 'personal' ? 'private, no-store' : 'private, no-cache',
    'content-language': LANGUAGE_TAGS[c.get('language')],
  };
  if (c.get('config').CACHE_STATE_HEADERS) headers['x-page-cache'] = outcome;
  // The unavailable page (upstream down or too slow): when to come back, for crawlers and clients.
  if (status === 503) headers['retry-after'] = String(UNAVAILABLE_RETRY_AFTER_SECONDS);
  if (c.req.method === 'HEAD') {
    if (body instanceof ReadableStream) void body.cancel();
    return new Response(null, { status, headers });
  }
  return new Response(typeof body === 'string' ? streamOf(body) : body, { status, headers });
}

/** A kept page's HTML as a one-chunk stream. */
function streamOf(html: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(html);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * Keeps the rendered page once its stream has ended, if every read was fresh and it was not
 * made for this visitor alone. Errors here must never reach the visitor, who already has the page.
 */
async function keep(
  key: string,
  stream: ReadableStream<Uint8Array>,
  nonce: string,
  reusableFor: () => number,
  strategy: CacheStrategy,
  renderedAt: number,
  signal?: AbortSignal,
): Promise<StoredPage | null> {
  try {
    const html = await new Response(stream).text();
    if (signal?.aborted) return null;
    // Dated from the render's start: a render that began before a purge is as old as its reads.
    return pages.set(key, html, nonce, Math.min(reusableFor(), strategy.maxAge), renderedAt);
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
    // whole, so a deferred value that was slow to read still leaves a page worth keeping.
    const renderedAt = Date.now();
    const rendered = await render(nonce, { deadline: renderedAt + timeout, whole: true });
    if ('stream' in rendered) {
      if (rendered.status === 200) await keep(key, rendered.stream, nonce, rendered.reusableFor, strategy, renderedAt);
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
 * page's first render is under way wait for it rather than render it again.
 *
 * The key is the page's address with only the parameters its page reads (shared/page-params.ts),
 * so `?utm_source=` or any made-up parameter is served from the clean address's copy.
 *
 * A HEAD neither reads nor fills the page cache: it is answered from the page's status alone,
 * never rendered, so its answer is the same whether or not another visitor asked for the page
 * lately, and asking leaves no trace for the next one (decision 044).
 */
export async function servePage(c: Context<AppEnv>, app: InitialAppState, page: PageSource, personal?: PersonalPage): Promise<Response> {
  if (personal) return servePersonal(c, page, personal);
  const { render } = page;
  const config = c.get('config');
  const strategy = custom(config.CACHE_PAGES);
  // The request's time for upstream counts from its arrival, whatever it waits on first.
  const arrivedAt = Date.now();
  const deadline = arrivedAt + config.UPSTREAM_TIMEOUT_MS;
  const method = c.req.method;
  if (method === 'HEAD') return head(c, page, deadline);
  const key = method === 'GET' ? pageCacheKey(pageUrl(c.req.url), { consent: app.cookieConsent, preview: app.showUnpublished, country: app.country }) : null;
  const nonce = c.get('secureHeadersNonce');
  let cached = key ? pages.get(key, strategy, Date.now()) : null;
  // A page holds answers of every family: the latest purge of any makes a fresh one stale
  // (decision 064). Only a kept page needs the purge times; a cold isolate's first render does not.
  if (key && cached?.state === 'fresh') {
    const purged = latestPurge(await purgeTimes(c.env.UPSTREAM_CACHE, { owner: c, waitUntil: (p) => c.executionCtx.waitUntil(p) }));
    cached = pages.get(key, strategy, Date.now(), purged);
  }

  if (key && cached && cached.state !== 'stale-if-error') {
    if (cached.state === 'stale' && pages.startRefresh(key)) c.executionCtx.waitUntil(refresh(key, render, strategy, config.UPSTREAM_TIMEOUT_MS, nonce));
    return htmlResponse(c, pageHtml(cached.page, nonce), 200, cached.state === 'fresh' ? 'hit' : 'stale');
  }

  if (key) {
    const leading = renders.wait(key, deadline - Date.now());
    if (leading) {
      const outcome = await leading;
      if (outcome.kind === 'value' && outcome.value) return htmlResponse(c, pageHtml(outcome.value, nonce), 200, 'shared');
      // The render kept nothing (a streamed first render, an error, a visitor who left), or not
      // in time: this request renders for itself, its reads joining any still under way.
    }
  }

  let settle = key ? renders.lead(key, { waitUntil: (p) => c.executionCtx.waitUntil(p), maxMs: deadline - Date.now() + RENDER_MARGIN_MS }) : undefined;
  try {
    const signal = c.req.raw.signal;
    // Crawlers get the whole page with every deferred value in place, as React Router's own
    // server entry gives them: they may not run the script that moves a late boundary into place.
    const rendered = await render(nonce, { signal, deadline, whole: isbot(c.req.header('user-agent')) });
    if ('response' in rendered) return rendered.response;
    if (cached && rendered.status === 503) {
      await rendered.stream.cancel();
      return htmlResponse(c, pageHtml(cached.page, nonce), 200, 'stale-if-error');
    }
    // A page that will not be kept is known as soon as its shell is: its waiters go at once.
    if (!key || rendered.status !== 200 || rendered.reusableFor() <= 0) {
      return htmlResponse(c, rendered.stream, rendered.status, key ? 'miss' : 'bypass');
    }

    const [toVisitor, toCache] = rendered.stream.tee();
    // The waiters get the page once it is kept, not the null of the `finally` below.
    const handOver = settle;
    settle = undefined;
    c.executionCtx.waitUntil(keep(key, toCache, nonce, rendered.reusableFor, strategy, arrivedAt, signal).then((page) => handOver?.(page)));
    return htmlResponse(c, toVisitor, rendered.status, 'miss');
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
    return htmlResponse(c, null, status && outcome.status === 200 ? status : outcome.status, 'personal');
  }
  const rendered = await page.render(c.get('secureHeadersNonce'), { signal: c.req.raw.signal, deadline, whole: isbot(c.req.header('user-agent')) });
  if ('response' in rendered) return rendered.response;
  // A page that is itself missing or unavailable says so; only a page that rendered answers
  // with the form's status.
  return htmlResponse(c, rendered.stream, status && rendered.status === 200 ? status : rendered.status, 'personal');
}

/**
 * A HEAD: the status (or redirect) the page's own loader decides, with the headers a GET would
 * carry and nothing rendered. Never from the page cache: a HEAD answered from it would say (by
 * its 200 while upstream is down, or by answering without a read) that someone asked for the
 * page lately, at no cost to the one asking (decision 044). Its reads go through the KV cache.
 */
async function head(c: Context<AppEnv>, page: PageSource, deadline: number): Promise<Response> {
  const outcome = await page.status({ signal: c.req.raw.signal, deadline });
  if ('response' in outcome) return outcome.response;
  return htmlResponse(c, null, outcome.status, 'head');
}
