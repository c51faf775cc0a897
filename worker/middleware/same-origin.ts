import type { MiddlewareHandler } from 'hono';
import { logRejected } from '../log';

/**
 * Form posts must come from the site's own pages. Browsers send Origin on every cross-site
 * POST; one naming another site is refused (403) before the body is read. Requests without
 * Origin (curl, server-to-server) are let through: they carry no visitor's cookies to abuse.
 */
export function sameOrigin(): MiddlewareHandler {
  return async function sameOrigin(c, next) {
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin) {
      logRejected(c.req.url, 403, 'forbidden');
      return c.json({ error: 'forbidden' }, 403);
    }
    return next();
  };
}
