import { Hono } from 'hono';
import { ROBOTS_PATH, SITEMAP_CHILD_PREFIX, SITEMAP_INDEX_PATH } from '../../shared/sitemap';
import type { AppEnv } from '../app-env';
import { robots } from './robots';
import { childSitemap, sitemapIndex } from './sitemap-response';

/** Search-engine discovery: /robots.txt, the sitemap index and its children. */
export const discovery = new Hono<AppEnv>()
  .get(ROBOTS_PATH, robots)
  .get(SITEMAP_INDEX_PATH, sitemapIndex)
  .get(`${SITEMAP_CHILD_PREFIX}:file`, (c) => childSitemap(c, c.req.param('file')));
