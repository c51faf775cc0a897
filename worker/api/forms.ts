import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { fundFormSchema, learningSpaceFormSchema, madeNotBornFormSchema } from '../../shared/forms/promotion-forms';
import type { AppEnv } from '../app-env';
import { logEvent } from '../log';
import { sameOrigin } from '../middleware/same-origin';
import { fetchUpstream, UpstreamError } from '../upstream/fetch-upstream';
import { jsonBody } from './json-body';

const FAILURE_STATUS = { timeout: 504, network: 503, status: 502, invalid: 502 } as const;

/**
 * Sends a validated form upstream. The promotion service answers the JSON literal true when
 * it took the form; false or a 4xx is a refusal the visitor must hear about (422), anything
 * else means it could not be reached (502/503/504), and the page keeps what was typed.
 */
async function forwardForm(c: Context<AppEnv>, form: string, url: string, body: unknown): Promise<Response> {
  try {
    const answer = await fetchUpstream(url, { method: 'POST', body: JSON.stringify(body), timeoutMs: c.get('config').UPSTREAM_TIMEOUT_MS });
    if (answer.status < 300 && answer.body === true) return c.json({ ok: true });
    logEvent('form_refused', { form, status: answer.status });
    return c.json({ error: 'refused' }, 422);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    logEvent('form_upstream_failed', { form, failure: error.failure, status: error.status });
    return c.json({ error: 'upstream' }, FAILURE_STATUS[error.failure]);
  }
}

const promotionForm = <T extends z.ZodType>(name: string, schema: T) =>
  [
    sameOrigin(),
    jsonBody(schema),
    (c: Context<AppEnv, string, { in: { json: z.input<T> }; out: { json: z.output<T> } }>) =>
      forwardForm(c, name, `${c.get('config').API_ROOT}/v4/promotion/${name}`, c.req.valid('json')),
  ] as const;

/** /api/v4/promotion/{form}: the promotion forms, validated with the pages' own schemas. */
export const promotionForms = new Hono<AppEnv>()
  .post('/learningspace', ...promotionForm('learningspace', learningSpaceFormSchema))
  .post('/madenotborn', ...promotionForm('madenotborn', madeNotBornFormSchema));

/** /api/forms/fund: the fund campaign's form goes to the endpoint configured for it. */
export const siteForms = new Hono<AppEnv>().post('/fund', sameOrigin(), jsonBody(fundFormSchema), (c) => {
  const url = c.get('config').FUND_FORM_URL;
  if (!url) return c.json({ error: 'closed' }, 404);
  return forwardForm(c, 'fund', url, c.req.valid('json'));
});
