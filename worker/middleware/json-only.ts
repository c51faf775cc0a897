import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_BODY_BYTES } from '../api/json-body';
import { logRejected } from '../log';

const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    logRejected(c.req.url, 413, 'too_large');
    return c.json({ error: 'too_large' }, 413);
  },
});

/** POST bodies under /api/ must be JSON (415 otherwise) and at most 16 KB (413). */
export function jsonOnly(): MiddlewareHandler {
  return async function jsonOnly(c, next) {
    if (c.req.method !== 'POST') return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type !== 'application/json') {
      logRejected(c.req.url, 415, 'unsupported_media_type');
      return c.json({ error: 'unsupported_media_type' }, 415);
    }
    return limit(c, next);
  };
}
