import type { Context } from 'hono';
import { SITEMAP_PAGES_PER_CHILD, sitemapChildPath } from '../../shared/sitemap';
import type { AppEnv } from '../app-env';
import { logEvent } from '../log';
import { UpstreamError } from '../upstream/fetch-upstream';
import type { ReaderContext } from '../upstream/reader';
import { readerContextOf } from '../upstream/reader-context';
import { SITEMAP_SOURCES, type SitemapEntry, type SitemapSource, type SourcePage } from './sitemap-sources';
import { INDEX_CLOSE, INDEX_OPEN, pageUrlElements, sitemapElement, URLSET_CLOSE, URLSET_OPEN, w3cDate } from './sitemap-xml';

const XML_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  // Crawlers read sitemaps a few times a day; an hour keeps repeated reads off upstream.
  'cache-control': 'public, max-age=3600',
};

/** Sitemaps list what is published, whoever asks: preview sessions read no drafts here. */
function readerContext(c: Context<AppEnv>): ReaderContext {
  return readerContextOf(c, { preview: false });
}

/** Plain text, never XML: a crawler must not take an error message for an empty sitemap. */
function unavailable(c: Context<AppEnv>, sitemap: string, error: UpstreamError): Response {
  logEvent('sitemap_upstream_failed', { sitemap, failure: error.failure, status: error.status });
  return c.text('The sitemap is unavailable for a moment. Please try again later.', 503, { 'retry-after': '120', 'cache-control': 'no-store' });
}

function notFound(c: Context<AppEnv>): Response {
  return c.text('There is no such sitemap.', 404);
}

async function readOrUnavailable<T>(c: Context<AppEnv>, sitemap: string, read: () => Promise<T>): Promise<T | Response> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof UpstreamError) return unavailable(c, sitemap, error);
    throw error;
  }
}

/**
 * How many children a source with `total` pages needs; none when it lists nothing. A child holds
 * SITEMAP_PAGES_PER_CHILD pages, each in every language, so at most SITEMAP_MAX_URLS URLs.
 */
export function childCount(total: number): number {
  return Math.ceil(total / SITEMAP_PAGES_PER_CHILD);
}

/** /sitemap.xml: one child per SITEMAP_PAGES_PER_CHILD pages of each source. */
export async function sitemapIndex(c: Context<AppEnv>): Promise<Response> {
  const ctx = readerContext(c);
  const totals = await readOrUnavailable(c, 'index', () => Promise.all(SITEMAP_SOURCES.map(async (source) => (await source.read(ctx, 0)).total)));
  if (totals instanceof Response) return totals;
  const origin = ctx.config.PUBLIC_ORIGIN;
  let xml = INDEX_OPEN;
  SITEMAP_SOURCES.forEach((source, i) => {
    for (let n = 1; n <= childCount(totals[i]!); n += 1) xml += sitemapElement(`${origin}${sitemapChildPath(source.name, n)}`);
  });
  return c.body(xml + INDEX_CLOSE, 200, XML_HEADERS);
}

/** "editions-3.xml" -> the source and 3; anything else (no source, n < 1, "01") -> null. */
export function parseChildName(file: string): { source: SitemapSource; n: number } | null {
  const match = /^([a-z][a-z-]*)-([1-9]\d{0,5})\.xml$/.exec(file);
  const source = match && SITEMAP_SOURCES.find((s) => s.name === match[1]);
  return source ? { source, n: Number(match[2]) } : null;
}

/**
 * One child sitemap, streamed: each upstream page read gives every language's entries (one
 * read, seven `<url>`s per page, each with the page's alternates), so a child costs the
 * upstream a seventh of the reads it did before languages, for about as many URLs. The first
 * upstream page is read before answering (so a failure is still a 503 and an address past the
 * end a 404), then each next page only when the reader has taken the previous one, so memory
 * holds one upstream page (and its seven languages' XML) whatever the list's length.
 * A failure after the first byte aborts the body: a crawler must see an error, not a complete
 * file that silently lacks every page after the failure.
 */
export async function childSitemap(c: Context<AppEnv>, file: string): Promise<Response> {
  const child = parseChildName(file);
  if (!child) return notFound(c);
  const { source, n } = child;
  const ctx = readerContext(c);
  const start = (n - 1) * SITEMAP_PAGES_PER_CHILD;
  const first = await readOrUnavailable<SourcePage>(c, file, () => source.read(ctx, start));
  if (first instanceof Response) return first;
  const end = Math.min(first.total, start + SITEMAP_PAGES_PER_CHILD);
  if (start >= end) return notFound(c);

  const origin = ctx.config.PUBLIC_ORIGIN;
  const encoder = new TextEncoder();
  let position = start;
  const chunk = (entries: SitemapEntry[]) => {
    const taken = entries.slice(0, end - position);
    position += taken.length;
    return encoder.encode(taken.map((entry) => pageUrlElements(origin, entry.path, w3cDate(entry.lastmod))).join(''));
  };

  const body = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(URLSET_OPEN));
        controller.enqueue(chunk(first.entries));
      },
      async pull(controller) {
        if (position < end) {
          let page: SourcePage;
          try {
            page = await source.read(ctx, position);
          } catch (error) {
            logEvent('sitemap_stream_failed', { sitemap: file, at: position, error: error instanceof UpstreamError ? error.failure : String(error) });
            controller.error(error);
            return;
          }
          // A list that shrank since the first page ends the file early rather than looping.
          if (page.entries.length > 0) {
            controller.enqueue(chunk(page.entries));
            return;
          }
        }
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return c.body(body, 200, XML_HEADERS);
}
