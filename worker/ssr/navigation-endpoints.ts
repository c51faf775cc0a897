import type { MiddlewareHandler } from 'hono';
import { chunkListsEndpoint, pageDataEndpoint } from '../../shared/framework/server';
import type { AppEnv } from '../app-env';
import { logError, logEvent, logPath, logRejected } from '../log';
import { clientBuildOf } from './client-build';
import { pageLoaderRun } from './render';

/**
 * A client navigation's data (`/…/__data`): the framework's endpoint on the site's loaders, with
 * its rejections and failures in the site's log (docs/decisions/040).
 */
export function pageData(): MiddlewareHandler<AppEnv> {
  return async function pageData(c, next) {
    const answer = await pageDataEndpoint(c.req.raw, pageLoaderRun(c), {
      rejected: (request, field) => logRejected(request.url, 400, 'invalid', [field]),
      deferredFailed: (request, error) => logEvent('page_data_deferred_failed', { path: logPath(request.url), error: logError(error) }),
    });
    return answer ?? next();
  };
}

/** The pages' chunk lists (`/__chunks`), for the language's build. */
export function chunkLists(): MiddlewareHandler<AppEnv> {
  return async function chunkLists(c, next) {
    return chunkListsEndpoint(c.req.raw, clientBuildOf(c.get('language'))) ?? next();
  };
}
