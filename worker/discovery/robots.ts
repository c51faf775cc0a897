import type { Context } from 'hono';
import { ROBOTS_DISALLOW, SITEMAP_INDEX_PATH } from '../../shared/sitemap';
import type { AppEnv } from '../app-env';

/** robots.txt names the sitemap by its absolute address, which depends on PUBLIC_ORIGIN. */
export function robotsTxt(publicOrigin: string): string {
  const rules = ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\n${rules}\n\nSitemap: ${publicOrigin}${SITEMAP_INDEX_PATH}\n`;
}

export function robots(c: Context<AppEnv>): Response {
  return c.text(robotsTxt(c.get('config').PUBLIC_ORIGIN), 200, { 'cache-control': 'public, max-age=3600' });
}
