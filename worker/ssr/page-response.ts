import type { Context } from 'hono';
import type { InitialAppState } from '../../shared/transfer-state';
import type { AppEnv } from '../app-env';
import { PageCache, pageCacheKey, pageHtml } from '../cache/page-cache';
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

type Render = (nonce: string, signal?: AbortSignal) => Promise<RenderedPage>;

/** Hot pages of this isolate; 16 MB holds a few hundred pages of 30-60 KB. */
const pages = new PageCache(16 * 1024 * 1024);

/** Empties the page cache, as a newly started isolate has it. */
export function forgetCachedPages(): void {
  pages.clear();
}

/** A page answer, with its page_cache log line (path only: queries carry search text). */
function htmlResponse(url: string, body: BodyInit, status: number, outcome: string): Response {
  logCacheOutcome('page_cache', { path: logPath(url), outcome, status });
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // The page carries a per-response CSP nonce and the visitor's cookie choices: never shared
      // by a browser or proxy cache. Reuse happens only here, where the nonce is re-stamped.
      'cache-control': 'private, no-cache',
      'x-page-cache': outcome,
    },
  });
}

/** A nonce for a background re-render; it is replaced by each response's own nonce when served. */
function renderNonce(): string {
  return crypto.randomUUID().replaceAll('-', '');
}

/**
 * Keeps the rendered page once its stream has ended, if every read was fresh and it was not
 * made for this visitor alone. Errors here must never reach the visitor, who already has the page.
 */
async function keep(key: string, stream: ReadableStream<Uint8Array>, nonce: string, reusableFor: () => number, strategy: CacheStrategy, signal?: AbortSignal) {
  try {
    const html = await new Response(stream).text();
    if (signal?.aborted) return;
    pages.set(key, html, nonce, Math.min(reusableFor(), strategy.maxAge), Date.now());
  } catch (error) {
    logEvent('page_cache_store_failed', { error: logError(error) });
  }
}

async function refresh(key: string, render: Render, strategy: CacheStrategy) {
  try {
    const nonce = renderNonce();
    const rendered = await render(nonce);
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
 * its stale copy for a while rather than as the unavailable page.
 */
export async function servePage(c: Context<AppEnv>, app: InitialAppState, render: Render): Promise<Response> {
  const strategy = custom(c.get('config').CACHE_PAGES);
  const method = c.req.method;
  const key =
    method === 'GET' || method === 'HEAD'
      ? pageCacheKey(c.req.url, { consent: app.cookieConsent, design: app.designVersion, preview: app.showUnpublished })
      : null;
  const nonce = c.get('nonce');
  const cached = key ? pages.get(key, strategy, Date.now()) : null;

  if (key && cached && cached.state !== 'stale-if-error') {
    if (cached.state === 'stale' && pages.startRefresh(key)) c.executionCtx.waitUntil(refresh(key, render, strategy));
    return htmlResponse(c.req.url, pageHtml(cached.page, nonce), 200, cached.state === 'fresh' ? 'hit' : 'stale');
  }

  const signal = c.req.raw.signal;
  const rendered = await render(nonce, signal);
  if ('response' in rendered) return rendered.response;
  if (cached && rendered.status === 503) {
    await rendered.stream.cancel();
    return htmlResponse(c.req.url, pageHtml(cached.page, nonce), 200, 'stale-if-error');
  }
  if (!key || method !== 'GET' || rendered.status !== 200) return htmlResponse(c.req.url, rendered.stream, rendered.status, key ? 'miss' : 'bypass');

  const [toVisitor, toCache] = rendered.stream.tee();
  c.executionCtx.waitUntil(keep(key, toCache, nonce, rendered.reusableFor, strategy, signal));
  return htmlResponse(c.req.url, toVisitor, rendered.status, 'miss');
}
