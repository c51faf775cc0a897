import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { proxyRead } from './read-proxy';

/** CMS collections the browser may read through the BFF; anything else is 404. */
const CMS_COLLECTIONS = [
  '/blog',
  '/blog-categories',
  '/blog-articles',
  '/legal-pages',
  '/faq-pages',
  '/learning-spaces-events',
  '/instrument-families',
  '/instrument-family-types',
];
const CMS_ITEMS = ['/blog-articles/:id', '/legal-pages/:id', '/faq-pages/:id', '/instrument-families/:id'];

export const cms = new Hono<AppEnv>();
for (const path of CMS_COLLECTIONS) cms.get(path, (c) => proxyRead(c, 'cms', path));
for (const path of CMS_ITEMS) {
  cms.get(path, (c) => proxyRead(c, 'cms', path.replace(':id', c.req.param('id') ?? '')));
}

/** The older content service: help-area FAQ and legal categories. */
export const cmsLegacy = new Hono<AppEnv>()
  .get('/faq', (c) => proxyRead(c, 'cmsLegacy', '/faq'))
  .get('/legal', (c) => proxyRead(c, 'cmsLegacy', '/legal'));
