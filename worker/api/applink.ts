import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { APP_SCHEME } from '../../client/lib/deep-link';
import { applinkRegisterResponseSchema, applinkRegisterSchema, type ApplinkRegistration } from '../../shared/schemas/applink';
import type { AppEnv } from '../app-env';
import { logRejected } from '../log';
import { rateLimited } from '../middleware/rate-limited';
import { sameOrigin } from '../middleware/same-origin';
import { fetchUpstream, upstreamFailure, UpstreamError } from '../upstream/fetch-upstream';
import { jsonBody } from './json-body';
import { FAILURE_STATUS } from './read-proxy';

/**
 * Whether a deep link may be registered: an address of this site (PUBLIC_ORIGIN) or the web app
 * (WEB_APP_URL), or the apps' own scheme (client/lib/deep-link.ts). The provider redirects anyone
 * who follows the short link to it, so any other address would make the first-party link
 * domain an open redirect.
 */
export function isOwnTarget(url: string, config: { PUBLIC_ORIGIN: string; WEB_APP_URL: string }): boolean {
  if (!URL.canParse(url)) return false;
  const target = new URL(url);
  if (target.protocol === `${APP_SCHEME}:`) return true;
  if (target.username !== '' || target.password !== '') return false;
  return [config.PUBLIC_ORIGIN, config.WEB_APP_URL].some((own) => URL.canParse(own) && new URL(own).origin === target.origin);
}

type Validated = Context<AppEnv, string, { in: { json: ApplinkRegistration }; out: { json: ApplinkRegistration } }>;

/** A registration for another site's address: 400 on `url`, and nothing sent on. */
function ownTarget(): MiddlewareHandler<AppEnv, string, { in: { json: ApplinkRegistration }; out: { json: ApplinkRegistration } }> {
  return async function ownTarget(c: Validated, next) {
    if (isOwnTarget(c.req.valid('json').url, c.get('config'))) return next();
    logRejected(c.req.url, 400, 'invalid', ['url']);
    return c.json({ error: 'invalid', fields: { url: 'url must be an address of this site, the web app or the apps' } }, 400);
  };
}

/**
 * /api/applink/register: the deep-link provider's registration (docs/requirements.md §7.8), from
 * the site's own pages only and rate limited like the forms, since each one is a write upstream.
 * Not queued or retried: a registration is only useful in the minute the visitor installs the app.
 */
export const applink = new Hono<AppEnv>().post(
  '/register',
  sameOrigin(),
  rateLimited('applink-register'),
  jsonBody(applinkRegisterSchema),
  ownTarget(),
  async (c) => {
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
  },
);
