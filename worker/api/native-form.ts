import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { ANALYTICS_EVENTS, type AnalyticsFormName } from '../../shared/analytics-events';
import { fieldErrors } from '../../shared/forms/field-rules';
import { formMessageIn } from '../../shared/forms/form-message';
import { FORM_NAME_FIELD, PAGE_FIELD, type FormOutcome, type NativeForm } from '../../shared/forms/form-outcome';
import { HONEYPOT_FIELD } from '../../shared/forms/honeypot';
import { analyticsRequest, sendAnalytics, type WorkerEvent } from '../analytics/plausible-event';
import type { AppEnv } from '../app-env';
import { answerPage, type AnswerPage } from '../forms/answer-page';
import { clientKey } from '../forms/client-key';
import { derivedIdempotencyKey } from '../forms/derived-key';
import { isFormPost } from '../forms/form-post';
import { formOutcomeCookie } from '../forms/outcome-cookie';
import { logEvent, logPath, logRejected } from '../log';

/** What became of a valid submission (./forms.ts): sent on, queued, refused, not sent, or a closed form. */
export type Sent = 'delivered' | 'queued' | 'refused' | 'unavailable' | 'closed';

/** How one form is read from a plain HTML post (docs/decisions/041). */
export interface NativeFormSpec<T extends z.ZodType> {
  form: NativeForm;
  schema: T;
  /** The fields the visitor fills in (and hidden ones the page sets): what an answer gives back. */
  fields: readonly string[];
  /** The schema's input from the posted fields and the page the form is on. */
  input: (fields: URLSearchParams, page: URL) => Record<string, unknown>;
  /** The analytics event of a sent post, or null when none can be named. */
  event: (fields: URLSearchParams) => Omit<WorkerEvent, 'path'> | null;
  /** The newsletter's failure is told like its success, after a 303 ('failed'); the other forms keep the values in a page. */
  failureRedirects?: boolean;
}

/** The posted values of `names` (the first of each), as typed: nothing else, never the honeypot's. */
export function typed(fields: URLSearchParams, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = fields.get(name);
    if (value !== null && name !== HONEYPOT_FIELD) values[name] = value;
  }
  return values;
}

/** 'Form sent' with the page's analytics name for the form, when it is one of `allowed`. */
export function formSent(fields: URLSearchParams, allowed: readonly AnalyticsFormName[], fallback: AnalyticsFormName | null) {
  const named = fields.get(FORM_NAME_FIELD);
  const form = allowed.find((name) => name === named) ?? fallback;
  return form ? { name: ANALYTICS_EVENTS.formSent, props: { form } } : null;
}

/**
 * A form's post from a page without its code (or before it): the same checks as a JSON post
 * (same origin and rate limit ran before this), answered as a browser expects a form's answer.
 * A JSON post passes through untouched. The answer is in the language of the page the form is on:
 * * the errors are written, and the page is rendered, in it.
 * - sent (delivered or queued), a bot's filled honeypot, and the newsletter's failure: 303 to the
 *   page, with a short cookie naming the outcome only; a reload of the page does not post again;
 * - invalid (400), refused (422), not sent (503) or closed (404): the page rendered in answer,
 *   with the messages and what was typed, for this visitor alone.
 */
export function nativeForm<T extends z.ZodType>(
  spec: NativeFormSpec<T>,
  submit: (c: Context<AppEnv>, body: z.output<T>, idempotencyKey: string) => Promise<Sent>,
): MiddlewareHandler<AppEnv> {
  return async function nativeForm(c, next) {
    if (!isFormPost(c)) return next();
    // Bounded by jsonOnly (../middleware/json-only.ts), which answers a longer one 413. Decoded by
    // hand: workerd warns on every .text() of a body whose type is not text/*.
    const fields = new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer()));
    const page = answerPage(c, fields.get(PAGE_FIELD));
    c.set('language', page.language);
    return answer(c, spec, submit, fields, page);
  };
}

async function answer<T extends z.ZodType>(
  c: Context<AppEnv>,
  spec: NativeFormSpec<T>,
  submit: (c: Context<AppEnv>, body: z.output<T>, idempotencyKey: string) => Promise<Sent>,
  fields: URLSearchParams,
  page: AnswerPage,
): Promise<Response> {
  const { form } = spec;
  const pageUrl = new URL(page.path, c.req.url);
  const trap = fields.get(HONEYPOT_FIELD);
  if (trap !== null && trap.trim() !== '') {
    // A bot learns nothing: the answer a person gets, with nothing sent and nothing counted.
    logEvent('form_trapped', { path: logPath(c.req.url) });
    return seeOther(c, page, { form, state: 'sent' });
  }
  const values = typed(fields, spec.fields);
  const result = spec.schema.safeParse(spec.input(fields, pageUrl));
  if (!result.success) {
    const messages = fieldErrors(result.error, formMessageIn(page.language));
    logRejected(c.req.url, 400, 'invalid', Object.keys(messages));
    return c.get('renderPageFor')(c, pageUrl.href, { form, state: 'invalid', fields: messages, values, page: page.path }, 400);
  }
  const body = result.data as z.output<T>;
  const sent = await submit(c, body, await derivedIdempotencyKey(form, body, clientKey(c)));
  if (sent === 'delivered' || sent === 'queued') {
    const event = spec.event(fields);
    const request = event && analyticsRequest(c.req.raw, c.get('config'), { ...event, path: pageUrl.pathname });
    if (request) c.executionCtx.waitUntil(sendAnalytics(request, c.get('config').UPSTREAM_TIMEOUT_MS));
    return seeOther(c, page, { form, state: 'sent' });
  }
  if (spec.failureRedirects) return seeOther(c, page, { form, state: 'failed' });
  const status = sent === 'refused' ? 422 : sent === 'closed' ? 404 : 503;
  return c.get('renderPageFor')(c, pageUrl.href, { form, state: sent === 'refused' ? 'refused' : 'unavailable', values, page: page.path }, status);
}

/** Back to the page, which shows the outcome once (its cookie): a reload is a GET, not a second post. */
function seeOther(c: Context<AppEnv>, page: AnswerPage, outcome: Extract<FormOutcome, { state: 'sent' | 'failed' }>): Response {
  return c.body(null, 303, { location: page.path, 'cache-control': 'no-store', 'set-cookie': formOutcomeCookie(c, outcome) });
}
