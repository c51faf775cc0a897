import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_BODY_BYTES } from '../api/json-body';
import { FORM_CONTENT_TYPE, MAX_FORM_BODY_BYTES, mediaType } from '../forms/form-post';
import { logRejected } from '../log';

const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    logRejected(c.req.url, 413, 'too_large');
    return c.json({ error: 'too_large' }, 413);
  },
});

/** A plain form's post past its bound: a browser shows the answer as the page. */
const formLimit = bodyLimit({
  maxSize: MAX_FORM_BODY_BYTES,
  onError: (c) => {
    logRejected(c.req.url, 413, 'too_large');
    return c.text(`The form is too long to send (at most ${MAX_FORM_BODY_BYTES / 1024} KB). Please go back and shorten it.`, 413, {
      'cache-control': 'no-store',
    });
  },
});

/**
 * POST bodies under /api/ must be JSON (415 otherwise) and at most 16 KB (413). The forms'
 * routes (`formPaths`) also take a plain HTML form's post, of at most 64 KB (413 in words a
 * browser shows), which their own pipeline reads (worker/api/native-form.ts, docs/decisions/041).
 */
export function jsonOnly({ formPaths = [] }: { formPaths?: readonly string[] } = {}): MiddlewareHandler {
  const forms = new Set(formPaths);
  return async function jsonOnly(c, next) {
    if (c.req.method !== 'POST') return next();
    const type = mediaType(c);
    // The path as the router reads it (decoded): `/%63ontactinfos` is the contact form's route too.
    if (type === FORM_CONTENT_TYPE && forms.has(c.req.path)) return formLimit(c, next);
    if (type !== 'application/json') {
      logRejected(c.req.url, 415, 'unsupported_media_type');
      return c.json({ error: 'unsupported_media_type' }, 415);
    }
    return limit(c, next);
  };
}
