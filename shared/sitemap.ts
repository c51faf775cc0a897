/**
 * Search-engine discovery: the addresses and limits of /robots.txt and the sitemaps, defined
 * once for the worker that serves them and the tests and scripts that read them.
 */

/** sitemaps.org protocol 0.9, the namespace of both the index and its children. */
export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

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

export const ROBOTS_PATH = '/robots.txt';

/**
 * What crawlers are asked to leave alone: the backend-for-frontend (JSON for the pages, not
 * documents), the device redirect to the app stores, and any address opening preview mode.
 */
export const ROBOTS_DISALLOW = ['/api/', '/app-review', '/*?strapi=', '/*&strapi='] as const;
