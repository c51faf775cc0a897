import { LANGUAGES } from './languages';

/**
 * Search-engine discovery: the addresses and limits of /robots.txt and the sitemaps, defined
 * once for the worker that serves them and the tests and scripts that read them.
 */

/** sitemaps.org protocol 0.9, the namespace of both the index and its children. */
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The namespace of the `xhtml:link` alternates (every language version of a page) in the children. */
export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** Children live at /sitemaps/{source}-{n}.xml, n counting from 1. */
export const SITEMAP_CHILD_PREFIX = '/sitemaps/';

export function sitemapChildPath(source: string, n: number): string {
  return `${SITEMAP_CHILD_PREFIX}${source}-${n}.xml`;
}

/** The protocol's limit per file. */
export const SITEMAP_PROTOCOL_MAX_URLS = 50_000;

/**
 * URLs per child: below the protocol's limit so that one child costs a worker invocation at
 * most 100 upstream reads (pages of 100) and 200 KV operations, well inside the per-invocation
 * limits, and answers in about a second. See docs/decisions/013-discovery.md.
 */
export const SITEMAP_MAX_URLS = 10_000;

/** The protocol's other limit per file, uncompressed. */
export const SITEMAP_PROTOCOL_MAX_BYTES = 50 * 1024 * 1024;

/** What one upstream list read gives (the main API's `top` limit, the CMS's page size). */
export const SITEMAP_READ_SIZE = 100;

/**
 * Pages per child: every page is listed once per language, each with its alternates (issue 20),
 * so a child of SITEMAP_MAX_URLS URLs covers a seventh as many pages, rounded down to whole
 * upstream reads so a child's first read starts exactly where the child does: 1,400 pages,
 * 9,800 URLs. One upstream read gives all seven languages' entries.
 */
export const SITEMAP_PAGES_PER_CHILD = Math.floor(SITEMAP_MAX_URLS / LANGUAGES.length / SITEMAP_READ_SIZE) * SITEMAP_READ_SIZE;

export const ROBOTS_PATH = '/robots.txt';

/**
 * What crawlers are asked to leave alone: the backend-for-frontend (JSON for the pages, not
 * documents), the device redirect to the app stores, and any address opening preview mode.
 */
export const ROBOTS_DISALLOW = ['/api/', '/app-review', '/*?strapi=', '/*&strapi='] as const;
