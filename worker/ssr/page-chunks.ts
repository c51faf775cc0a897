import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { splitLanguage } from '../../shared/languages';
import { PAGE_CHUNKS_PATH, pageChunkLists } from './assets';

/**
 * Every page's code lists in one small JSON (route id → chunk files), which the browser fetches
 * once the page has hydrated and the visitor is idle, or at their first press: a first click then
 * asks for all of its page's code in one round, beside its data (docs/decisions/040). Its address
 * carries the entry's hash, which names every chunk, so a browser may keep it as long as the
 * build's files.
 */
export function pageChunks(): MiddlewareHandler<AppEnv> {
  return async function pageChunks(c, next) {
    const { language, path } = splitLanguage(new URL(c.req.url).pathname);
    if (path !== PAGE_CHUNKS_PATH) return next();
    return c.json(pageChunkLists(language), 200, { 'cache-control': 'public, max-age=31536000, immutable' });
  };
}
