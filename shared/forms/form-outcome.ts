/**
 * A form sent natively (a plain HTML post, before or without the page's code) and what became of
 * it, as the page rendered next shows it. The BFF answers a native post in one of two ways:
 * - sent (and, for the newsletter, failed): 303 See Other back to the page the form was on, with
 *   a short-lived cookie naming the outcome; that page is rendered for that visitor alone, shows
 *   the outcome and clears the cookie;
 * - invalid, refused or unavailable (a help or promotion form): the page again, rendered in answer
 *   to the post, with the messages and what was typed.
 * Either way the outcome reaches the render as the app state's `form` (shared/framework/protocol/transfer-state.ts),
 * so the browser hydrates the same page. What the visitor typed is never in an address, a log, a
 * cookie or a cache: only the answer to their own post carries it.
 */

/**
 * The hidden field every natively posted form carries: the page it is on, as the browser's
 * address has it (path with any language prefix, and query). The BFF answers on that page.
 */
export const PAGE_FIELD = '_page';

/**
 * The hidden field naming the form for analytics ('Form sent' { form }, one of ANALYTICS_FORMS'
 * values): the help area's three forms share one BFF route. The newsletter needs none.
 */
export const FORM_NAME_FIELD = '_form';

/** The forms a visitor can post, by the BFF route that takes them. */
export const NATIVE_FORMS = ['contactinfos', 'newslettersubscribers', 'learningspace', 'madenotborn', 'fund'] as const;
export type NativeForm = (typeof NATIVE_FORMS)[number];

/** What a native post came to, for the page that tells the visitor. */
export type FormOutcome =
  | { form: NativeForm; state: 'sent' }
  /** The newsletter's one failure answer (docs/requirements.md §8: 'Error' / 'Please try again'). */
  | { form: NativeForm; state: 'failed' }
  /** The submit-time messages (docs/requirements.md §5.1) by field, and the values typed (never the honeypot's). */
  | { form: NativeForm; state: 'invalid'; fields: Record<string, string>; values: Record<string, string>; page?: AnsweredPage }
  /** The service refused the form, or it could not be reached nor queued: values kept. */
  | { form: NativeForm; state: 'refused' | 'unavailable'; values: Record<string, string>; page?: AnsweredPage };

/**
 * The address (path and query, same origin) of the page rendered in answer to a post. The
 * browser's address is then the BFF's (the form's action), which no route matches: the page's
 * code puts this one in its place (history.replaceState) before its router starts. The BFF
 * always sets it on the outcomes it renders in answer to a post.
 */
export type AnsweredPage = string;

/** The cookie that carries a sent (or failed) outcome across the 303: the outcome's name only. */
export const FORM_OUTCOME_COOKIE = 'form-outcome';
/** Seconds the cookie lives: long enough for the redirect, not for a later visit. */
export const FORM_OUTCOME_COOKIE_MAX_AGE = 60;
