import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { FORM_OUTCOME_COOKIE, FORM_OUTCOME_COOKIE_MAX_AGE, NATIVE_FORMS, type FormOutcome, type NativeForm } from '../../shared/forms/form-outcome';
import type { AppEnv } from '../app-env';

/**
 * The cookie that carries a native post's outcome across its 303 (docs/decisions/041): the form
 * and what became of it, `contactinfos.sent`, nothing the visitor typed. It is not signed: a
 * forged one shows only its forger a thank-you.
 */

/** The outcomes the cookie may name: those a 303 answers. The others are rendered in the answer itself. */
type RedirectedOutcome = Extract<FormOutcome, { state: 'sent' | 'failed' }>;
const REDIRECTED_STATES: ReadonlySet<string> = new Set<RedirectedOutcome['state']>(['sent', 'failed']);
const FORMS: ReadonlySet<string> = new Set(NATIVE_FORMS);

/**
 * HttpOnly: no script needs it (the page learns the outcome from its app state). Lax: the 303 is
 * a top-level navigation of the site's own. Secure on the production site and on any HTTPS
 * request; only a local HTTP run goes without, or the browser would drop it.
 */
function cookieOptions(c: Context<AppEnv>, maxAge: number): CookieOptions {
  const secure = c.get('config').PRODUCTION || new URL(c.req.url).protocol === 'https:';
  return { path: '/', httpOnly: true, sameSite: 'Lax', secure, maxAge };
}

/** The Set-Cookie value naming a redirected outcome, for the 303. */
export function formOutcomeCookie(c: Context<AppEnv>, { form, state }: RedirectedOutcome): string {
  return generateCookie(FORM_OUTCOME_COOKIE, `${form}.${state}`, cookieOptions(c, FORM_OUTCOME_COOKIE_MAX_AGE));
}

/**
 * The outcome this request's cookie names: undefined when it has none, null when it has one that
 * names no known form and state (ignored, and cleared all the same).
 */
export function formOutcomeOf(c: Context<AppEnv>): RedirectedOutcome | null | undefined {
  const value = getCookie(c, FORM_OUTCOME_COOKIE);
  if (value === undefined) return undefined;
  const [form, state, ...rest] = value.split('.');
  if (rest.length > 0 || !form || !state || !FORMS.has(form) || !REDIRECTED_STATES.has(state)) return null;
  return { form: form as NativeForm, state: state as RedirectedOutcome['state'] };
}

/**
 * The page's answer with the cookie spent (Max-Age=0): a reload, or the next page, shows no
 * outcome. A redirect (the page moved) keeps it, so the page it leads to still shows the outcome.
 */
export function withFormOutcomeCleared(c: Context<AppEnv>, response: Response): Response {
  if (response.status >= 300 && response.status < 400) return response;
  const cleared = new Response(response.body, response);
  cleared.headers.append('set-cookie', generateCookie(FORM_OUTCOME_COOKIE, '', cookieOptions(c, 0)));
  return cleared;
}
