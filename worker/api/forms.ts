import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { NewsletterSubscription } from '../../shared/forms/contact-forms';
import { HONEYPOT_FIELD } from '../../shared/forms/honeypot';
import type { AppEnv } from '../app-env';
import type { Config } from '../env';
import { deliver, IDEMPOTENCY_HEADER, type Submission } from '../forms/deliver';
import { logError, logEvent, logPath } from '../log';
import { rateLimited } from '../middleware/rate-limited';
import { sameOrigin } from '../middleware/same-origin';
import { jsonBody } from './json-body';
import { nativeForm, type NativeFormSpec, type Sent } from './native-form';
import { contactInfosNative, fundNative, learningSpaceNative, madeNotBornNative, newsletterNative } from './native-form-specs';

/** What the browser may send as its submission's key: a UUID or similar token. */
const KEY_PATTERN = /^[A-Za-z0-9-]{8,100}$/;
/**
 * The honeypot: a filled one is a bot. It gets the answer a person would get, so it learns
 * nothing, and nothing is sent on. Checked before validation: bots rarely fill forms validly.
 */
function honeypot(): MiddlewareHandler<AppEnv> {
  return async function honeypot(c, next) {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    const trap = body && typeof body === 'object' ? body[HONEYPOT_FIELD] : undefined;
    if (typeof trap === 'string' && trap.trim() !== '') {
      logEvent('form_trapped', { path: logPath(c.req.url) });
      return c.json({ ok: true });
    }
    return next();
  };
}

/**
 * Hands a valid submission to the service: delivered; refused (false or 4xx), and the page keeps
 * what was typed; or, the service unreachable, put on the queue (the visitor hears it was
 * received); only a queue that also fails leaves it unsent.
 */
async function send(c: Context<AppEnv>, form: string, url: string, body: unknown, idempotencyKey: string): Promise<Exclude<Sent, 'closed'>> {
  const submission: Submission = { form, url, body, idempotencyKey, acceptedAt: new Date().toISOString() };
  const result = await deliver(submission, c.get('config').UPSTREAM_TIMEOUT_MS);
  if (result.outcome === 'delivered') return 'delivered';
  if (result.outcome === 'refused') {
    logEvent('form_refused', { form, status: result.status });
    return 'refused';
  }
  try {
    await c.env.FORM_QUEUE.send(submission);
  } catch (error) {
    logEvent('form_queue_failed', { form, error: logError(error) });
    return 'unavailable';
  }
  logEvent('form_queued', { form, failure: result.failure, status: result.status });
  return 'queued';
}

/** The JSON answers: 200 delivered, 202 queued ("received"), 422 refused, 503 not sent, 404 closed. */
function jsonAnswer(c: Context<AppEnv>, sent: Sent): Response {
  if (sent === 'delivered') return c.json({ ok: true });
  if (sent === 'queued') return c.json({ queued: true }, 202);
  if (sent === 'refused') return c.json({ error: 'refused' }, 422);
  if (sent === 'closed') return c.json({ error: 'closed' }, 404);
  return c.json({ error: 'upstream' }, 503);
}

/**
 * One form route: same origin, rate limit, a plain HTML form's post (./native-form.ts), else the
 * JSON pipeline: honeypot, validation, then delivery or the queue. `target` is where the
 * submission goes (it may carry the submission in its query), or null while the form is closed.
 */
function formRoute<T extends z.ZodType>(native: NativeFormSpec<T>, target: (config: Config, body: z.output<T>) => string | null) {
  const { form, schema } = native;
  const submit = (c: Context<AppEnv>, body: z.output<T>, idempotencyKey: string): Promise<Sent> => {
    const url = target(c.get('config'), body);
    return url ? send(c, form, url, body, idempotencyKey) : Promise.resolve('closed');
  };
  return [
    sameOrigin(),
    // One bucket per form, whichever body type (JSON or a plain form) and spelling of its path.
    rateLimited(form),
    nativeForm(native, submit),
    honeypot(),
    jsonBody(schema),
    async (c: Context<AppEnv, string, { in: { json: z.input<T> }; out: { json: z.output<T> } }>) => {
      const sentKey = c.req.header(IDEMPOTENCY_HEADER);
      return jsonAnswer(c, await submit(c, c.req.valid('json'), sentKey && KEY_PATTERN.test(sentKey) ? sentKey : crypto.randomUUID()));
    },
  ] as const;
}

const promotionPath = (name: string) => (config: Config) => `${config.API_ROOT}/v4/promotion/${name}`;

/**
 * docs/requirements.md §7.3 gives two readings of the newsletter call: the footer's JSON
 * `{ email }`, and the promotion service's form with no body and `?email=`. The address goes both
 * ways in one request (the JSON body and the query), so the service finds it whichever it reads.
 */
const newsletterTarget = (config: Config, { email }: NewsletterSubscription) =>
  `${promotionPath('newslettersubscribers')(config)}?email=${encodeURIComponent(email)}`;

/** /api/v4/promotion/{form}: the promotion service's forms, mirroring its paths. */
export const promotionForms = new Hono<AppEnv>()
  .post('/contactinfos', ...formRoute(contactInfosNative, promotionPath('contactinfos')))
  .post('/newslettersubscribers', ...formRoute(newsletterNative, newsletterTarget))
  .post('/learningspace', ...formRoute(learningSpaceNative, promotionPath('learningspace')))
  .post('/madenotborn', ...formRoute(madeNotBornNative, promotionPath('madenotborn')));

/** /api/forms/fund: the fund campaign's form goes to the endpoint configured for it. */
export const siteForms = new Hono<AppEnv>().post('/fund', ...formRoute(fundNative, (config) => config.FUND_FORM_URL || null));
