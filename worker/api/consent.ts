import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { consentCookie } from '../../client/lib/consent-cookie';
import { PAGE_FIELD } from '../../shared/forms/form-outcome';
import type { AppEnv } from '../app-env';
import { answerPage } from '../forms/answer-page';
import { logRejected } from '../log';
import { sameOrigin } from '../middleware/same-origin';
import { MAX_BODY_BYTES } from './json-body';

const limit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => {
    logRejected(c.req.url, 413, 'too_large');
    return c.json({ error: 'too_large' }, 413);
  },
});

/**
 * /api/consent: the cookie bar's Accept as a plain HTML form (docs/requirements.md §4.1: Accept
 * sets CookieConsent to true and hides the bar), for a visitor whose page's code has not started
 * (it starts after `load`) or never will. Same origin only. Sets the session cookie the page's
 * code would have written (client/lib/consent-cookie.ts: same text, so the same attributes) and
 * answers 303 See Other back to the page the form was on (../forms/answer-page.ts: its `_page`
 * field, else the Referer, else the home page). That page is rendered and cached per consent (worker/cache/page-cache.ts),
 * so it comes without the bar. With the page's code, the bar takes the click itself and this
 * is never asked.
 */
export const consent = new Hono<AppEnv>().post('/', sameOrigin(), limit, async (c) => {
  // A body that is not a form (or not readable) is no page: the Referer or home then.
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const page = body[PAGE_FIELD];
  const target = answerPage(c, typeof page === 'string' ? page : null).path;
  c.header('set-cookie', consentCookie(new URL(c.req.url).protocol === 'https:'), { append: true });
  c.header('cache-control', 'no-store');
  return c.redirect(target, 303);
});
