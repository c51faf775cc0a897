import { queryString } from '../../shared/data-access';
import {
  checkoutCompleteSchema,
  checkoutSessionSchema,
  type CheckoutComplete,
  type CheckoutRequest,
  type CheckoutSession,
} from '../../shared/schemas/subscription';
import type { Config } from '../env';
import { fetchUpstream, upstreamFailure, type FetchedAnswer } from './fetch-upstream';

/**
 * The main API's checkout calls (docs/requirements.md §7.6); cancelling is left to the web app
 * (decision 028). These change state, so unlike plan reads they never go through the KV cache.
 * A 4xx is an answer (returned as it is, for the BFF to mirror); 5xx, timeouts, network errors
 * and malformed bodies throw UpstreamError.
 */

const base = (config: Config) => `${config.API_ROOT}/v4/stripeSubscription`;

export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; body: unknown };

const family = 'subscription';

function parsed<T>(url: string, answer: FetchedAnswer, parse: (body: unknown) => T | undefined): Answer<T> {
  const { status, body } = answer;
  if (status >= 300) return { ok: false, status, body };
  const value = parse(body);
  if (value === undefined) throw upstreamFailure({ family }, url, 'invalid', answer.startedAt, status);
  return { ok: true, value };
}

/** The session body upstream takes: the plan plus where the provider sends the visitor back. */
export interface SessionRequest extends CheckoutRequest {
  successUrl: string;
  cancelUrl: string;
}

export async function createCheckoutSession(config: Config, request: SessionRequest, discount?: string): Promise<Answer<CheckoutSession>> {
  const url = `${base(config)}/session${queryString({ discount })}`;
  const answer = await fetchUpstream(url, { family, method: 'POST', body: JSON.stringify(request), timeoutMs: config.UPSTREAM_TIMEOUT_MS });
  return parsed(url, answer, (body) => checkoutSessionSchema.safeParse(body).data);
}

export async function completeCheckoutSession(config: Config, checkoutSessionId: string): Promise<Answer<CheckoutComplete>> {
  const url = `${base(config)}/session/${encodeURIComponent(checkoutSessionId)}/complete`;
  const answer = await fetchUpstream(url, { family, method: 'POST', timeoutMs: config.UPSTREAM_TIMEOUT_MS });
  return parsed(url, answer, (body) => checkoutCompleteSchema.safeParse(body).data);
}
