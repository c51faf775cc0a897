import { z } from '../../shared/zod';
import type { QueryValue } from '../../shared/data-access';
import { isoDateTimeSchema, LIST_MAX_TOP, pagedSchema } from '../../shared/schemas/common';
import { strapiCollection } from '../../shared/schemas/cms';
import { readUpstream, type ReaderContext, type UpstreamRead } from '../upstream/reader';
import { UpstreamError } from '../upstream/fetch-upstream';
import { FIXED_PAGES } from './fixed-pages';
import { SITEMAP_READ_SIZE } from '../../shared/sitemap';
import { artistPath, blogPaths, compositionPath, eventPath, instrumentPath, legalPagePath, publisherPath, workPath } from '../../shared/paths';

/** One page of the site as a sitemap lists it; lastmod is the upstream's own date, if it has one. */
export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

/** Entries from position `skip` of a source's list (possibly fewer or more), and the list's length. */
export interface SourcePage {
  total: number;
  entries: SitemapEntry[];
}

/**
 * A list of pages read from upstream one page at a time. `read(skip)` is only ever asked for
 * multiples of the upstream page size (SITEMAP_READ_SIZE, 100), which divides
 * SITEMAP_PAGES_PER_CHILD, so a child's first read starts exactly where the child does. Paths
 * are English; the child writes each page in every language.
 */
export interface SitemapSource {
  name: string;
  read(ctx: ReaderContext, skip: number): Promise<SourcePage>;
}

/** Reads a list page for a sitemap (the caller reads no drafts): never kept in the isolate's memory layer. */
async function readList<T>(ctx: ReaderContext, read: Omit<UpstreamRead, 'validate'>, schema: z.ZodType<T>): Promise<T> {
  const result = await readUpstream(ctx, { ...read, keepInMemory: false, validate: (body) => schema.safeParse(body).success });
  // A 404 or 400 from a list call means the list is not there: as unusable as a 5xx.
  if (result.status !== 200) throw new UpstreamError('status', `${ctx.config.API_ROOT}${read.path}`, result.status);
  return schema.parse(result.body);
}

const slugged = z.object({ slug: z.string().min(1) });

/** A main-API list read with POST `{ skip, top }` (the search family's paged lists). */
function pagedList<T>(name: string, path: string, item: z.ZodType<T>, toPath: (item: T) => string): SitemapSource {
  const schema = pagedSchema(item);
  return {
    name,
    async read(ctx, skip) {
      const page = await readList(ctx, { family: 'search', path, method: 'POST', body: { query: '', skip, top: LIST_MAX_TOP } }, schema);
      return { total: page.total, entries: page.items.map((i) => ({ path: toPath(i), lastmod: null })) };
    },
  };
}

/** A main-API list answered whole by one GET. */
function wholeList<T>(name: string, read: Omit<UpstreamRead, 'validate'>, item: z.ZodType<T>, toPath: (item: T) => string): SitemapSource {
  const schema = z.array(item);
  return {
    name,
    async read(ctx, skip) {
      const items = await readList(ctx, read, schema);
      return { total: items.length, entries: items.slice(skip).map((i) => ({ path: toPath(i), lastmod: null })) };
    },
  };
}

/** The CMS's Strapi collections are paged by page number; Strapi's updatedAt is the lastmod. */
const CMS_PAGE_SIZE = SITEMAP_READ_SIZE;

function cmsList<A extends { updatedAt: string }>(name: string, path: string, attributes: z.ZodType<A>, toPath: (attributes: A) => string): SitemapSource {
  const schema = strapiCollection(attributes);
  return {
    name,
    async read(ctx, skip) {
      const query: Record<string, QueryValue> = {
        sort: 'id:asc',
        'pagination[page]': Math.floor(skip / CMS_PAGE_SIZE) + 1,
        'pagination[pageSize]': CMS_PAGE_SIZE,
      };
      const page = await readList(ctx, { family: 'cms', path, query }, schema);
      const entries = page.data.map(({ attributes }) => ({ path: toPath(attributes as A), lastmod: (attributes as A).updatedAt }));
      return { total: page.meta.pagination.total, entries };
    },
  };
}

const cmsSlugged = z.object({ slug: z.string().min(1), updatedAt: isoDateTimeSchema });

/** The date an index page last changed: that of the newest entry it lists. */
async function newestUpdate(ctx: ReaderContext, path: string): Promise<string | null> {
  const query = { sort: 'updatedAt:desc', 'pagination[pageSize]': 1 };
  const schema = strapiCollection(z.object({ updatedAt: isoDateTimeSchema }));
  const page = await readList(ctx, { family: 'cms', path, query }, schema);
  return page.data[0]?.attributes.updatedAt ?? null;
}

/** The pages every visitor reaches from the menus; the CMS dates those that list its entries. */
const fixedPages: SitemapSource = {
  name: 'pages',
  async read(ctx, skip) {
    const listed = await Promise.all(
      FIXED_PAGES.filter((page) => page.newestOf !== undefined).map(async (page) => [page.path, await newestUpdate(ctx, page.newestOf!)] as const),
    );
    const dates = new Map(listed);
    const entries = FIXED_PAGES.map((page) => ({ path: page.path, lastmod: dates.get(page.path) ?? null }));
    return { total: entries.length, entries: entries.slice(skip) };
  },
};

/**
 * Every page of the site a search engine should know, one source per child sitemap family.
 * Not listed: pages that are a visitor's own (uploads, annotation shares), the edition preview
 * (the work page is the edition's page), search results (noindex) and addresses that leave the
 * site (/app/help, /app-review).
 */
export const SITEMAP_SOURCES: readonly SitemapSource[] = [
  fixedPages,
  pagedList('editions', '/v4/search/edition', slugged, (e) => workPath(e.slug)),
  pagedList('compositions', '/v4/search/composition', slugged, (c) => compositionPath(c.slug)),
  pagedList('artists', '/v4/search/findallartists', slugged, (a) => artistPath(a.slug)),
  wholeList('publishers', { family: 'promotion', path: '/v4/promotion/publishers' }, slugged, (p) => publisherPath(p.slug)),
  wholeList('instruments', { family: 'search', path: '/v4/search/filterinstruments' }, z.object({ instrumentRef: z.string().min(1) }), (i) =>
    instrumentPath(i.instrumentRef),
  ),
  pagedList(
    'playlists',
    '/v4/search/findallplaylists',
    z.object({ playlistRef: z.string().min(1) }),
    (p) => `/playlist?playlistRef=${encodeURIComponent(p.playlistRef)}`,
  ),
  cmsList('blog-articles', '/blog-articles', cmsSlugged, (a) => blogPaths.article(a.slug)),
  cmsList('blog-categories', '/blog-categories', cmsSlugged, (c) => blogPaths.category(c.slug)),
  cmsList('legal', '/legal-pages', cmsSlugged, (l) => legalPagePath(l.slug)),
  cmsList('learning-spaces', '/learning-spaces-events', z.object({ Slug: z.string().min(1), updatedAt: isoDateTimeSchema }), (e) => eventPath(e.Slug)),
];
