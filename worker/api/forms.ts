import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { contactInfoSchema, newsletterSchema, type NewsletterSubscription } from '../../shared/forms/contact-forms';
import { HONEYPOT_FIELD } from '../../shared/forms/honeypot';
import { fundFormSchema, learningSpaceFormSchema, madeNotBornFormSchema } from '../../shared/forms/promotion-forms';
import type { AppEnv } from '../app-env';
import type { Config } from '../env';
import { deliver, IDEMPOTENCY_HEADER, type Submission } from '../forms/deliver';
import { logError, logEvent, logPath } from '../log';
import { rateLimited } from '../middleware/rate-limited';
import { sameOrigin } from '../middleware/same-origin';
import { jsonBody } from './json-body';

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
 * Hands a valid submission to the service. Delivered: 200. Refused (false or 4xx): 422, and the
 * page keeps what was typed. Service unreachable: the submission goes onto the queue and the
 * visitor hears it was received (202); only a queue that also fails is an error (503).
 */
async function submit(c: Context<AppEnv>, form: string, url: string, body: unknown): Promise<Response> {
  const sent = c.req.header(IDEMPOTENCY_HEADER);
  const submission: Submission = {
    form,
    url,
    body,
    idempotencyKey: sent && KEY_PATTERN.test(sent) ? sent : crypto.randomUUID(),
    acceptedAt: new Date().toISOString(),
  };
  const result = await deliver(submission, c.get('config').UPSTREAM_TIMEOUT_MS);
  if (result.outcome === 'delivered') return c.json({ ok: true });
  if (result.outcome === 'refused') {
    logEvent('form_refused', { form, status: result.status });
    return c.json({ error: 'refused' }, 422);
  }
  try {
    await c.env.FORM_QUEUE.send(submission);
  } catch (error) {
    logEvent('form_queue_failed', { form, error: logError(error) });
    return c.json({ error: 'upstream' }, 503);
  }
  logEvent('form_queued', { form, failure: result.failure, status: result.status });
  return c.json({ queued: true }, 202);
}

/**
 * One form route: same origin, rate limit, honeypot, validation, then delivery or the queue.
 * `target` is where the submission goes (it may carry the submission in its query), or null
 * while the form is closed.
 */
function formRoute<T extends z.ZodType>(form: string, schema: T, target: (config: Config, body: z.output<T>) => string | null) {
  return [
    sameOrigin(),
    rateLimited(),
    honeypot(),
    jsonBody(schema),
    (c: Context<AppEnv, string, { in: { json: z.input<T> }; out: { json: z.output<T> } }>) => {
      const body = c.req.valid('json');
      const url = target(c.get('config'), body);
      if (!url) return c.json({ error: 'closed' }, 404);
      return submit(c, form, url, body);
    },
  ] as const;
}

const promotionPath = (name: string) => (config: Config) => `${config.API_ROOT}/v4/promotion/${name}`;

/**
 * SPEC gives two readings of the newsletter call: the footer's JSON `{ email }`, and the
 * promotion service's form with no body and `?email=`. The address goes both ways in one
 * request (the JSON body and the query), so the service finds it whichever it reads.
 */
const newsletterTarget = (config: Config, { email }: NewsletterSubscription) =>
  `${promotionPath('newslettersubscribers')(config)}?email=${encodeURIComponent(email)}`;

/** /api/v4/promotion/{form}: the promotion service's forms, mirroring its paths. */
export const promotionForms = new Hono<AppEnv>()
  .post('/contactinfos', ...formRoute('contactinfos', contactInfoSchema, promotionPath('contactinfos')))
  .post('/newslettersubscribers', ...formRoute('newslettersubscribers', newsletterSchema, newsletterTarget))
  .post('/learningspace', ...formRoute('learningspace', learningSpaceFormSchema, promotionPath('learningspace')))
  .post('/madenotborn', ...formRoute('madenotborn', madeNotBornFormSchema, promotionPath('madenotborn')));

/** /api/forms/fund: the fund campaign's form goes to the endpoint configured for it. */
export const siteForms = new Hono<AppEnv>().post('/fund', ...formRoute('fund', fundFormSchema, (config) => config.FUND_FORM_URL || null));
