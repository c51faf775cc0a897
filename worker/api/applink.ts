import { Hono } from 'hono';
import { applinkRegisterResponseSchema, applinkRegisterSchema } from '../../shared/schemas/applink';
import type { AppEnv } from '../app-env';
import { rateLimited } from '../middleware/rate-limited';
import { sameOrigin } from '../middleware/same-origin';
import { fetchUpstream, upstreamFailure, UpstreamError } from '../upstream/fetch-upstream';
import { jsonBody } from './json-body';
import { FAILURE_STATUS } from './read-proxy';

/**
 * /api/applink/register: the deep-link provider's registration (SPEC section 7), from the site's
 * own pages only and rate limited like the forms, since each one is a write upstream. Not
 * queued or retried: a registration is only useful in the minute the visitor installs the app.
 */
export const applink = new Hono<AppEnv>().post('/register', sameOrigin(), rateLimited(), jsonBody(applinkRegisterSchema), async (c) => {
  const { DEEP_LINK_ROOT, UPSTREAM_TIMEOUT_MS } = c.get('config');
  const url = `${DEEP_LINK_ROOT}/v1/applink/register`;
  try {
    const answer = await fetchUpstream(url, {
      family: 'applink',
      method: 'POST',
      body: JSON.stringify(c.req.valid('json')),
      timeoutMs: UPSTREAM_TIMEOUT_MS,
    });
    const parsed = applinkRegisterResponseSchema.safeParse(answer.body);
    if (answer.status < 300 && parsed.success) return c.json(parsed.data);
    // A refusal here means the provider and this schema disagree: an operator's problem.
    upstreamFailure({ family: 'applink' }, url, 'invalid', answer.startedAt, answer.status);
    return c.json({ error: 'upstream' }, 502);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // The failed call has logged itself (upstream_failed).
    return c.json({ error: 'upstream' }, FAILURE_STATUS[error.failure]);
  }
});
