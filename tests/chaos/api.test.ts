import { beforeAll, describe, expect, it } from 'vitest';
import { FAILURE_STATUS } from '../../worker/api/read-proxy';
import { APPLINK_REGISTER_PATH } from '../../shared/schemas/applink';
import { FORM_PATHS } from '../../shared/forms/promotion-forms';
import { SITE } from '../support/site';
import { firstOfEachGroup } from './page-families';
import { ANSWER_WITHIN_MS, FAULTS, faultEverything, settledColdCache, SHORT, timed, type Fault } from './chaos-helpers';

/**
 * Every BFF family under every fault, nothing cached: a JSON answer in time, never HTML and
 * never a raw 500. Reads and checkout calls say `{"error":"upstream"}` with 502/503/504; a
 * form is accepted onto the queue (202) instead (tests/chaos/forms.test.ts follows it there).
 */

interface Call {
  family: string;
  /** The short run (CHAOS_SHORT=1) makes the first call of each group. */
  group: string;
  path: string;
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  /** What this call answers when upstream fails, if not `{"error":"upstream"}`. */
  whenDown?: { status: number; body: unknown };
  /** What it answers when upstream sends a body that is not what it expects, if different again. */
  whenGarbage?: { status: number; body: unknown };
}

const queued = { status: 202, body: { queued: true } };

const CALLS: Call[] = [
  { family: 'promotion read', group: 'promotion', path: '/api/v4/promotion/publishers/featured' },
  { family: 'promotion paged read (POST)', group: 'promotion', path: '/api/v4/promotion/artist/letter?letter=B', method: 'POST', body: { skip: 0, top: 5 } },
  { family: 'search (POST)', group: 'search', path: '/api/v4/search/all', method: 'POST', body: { query: 'bach', skip: 0, top: 8 } },
  { family: 'search lookup', group: 'search', path: '/api/v4/search/lookupartist?artist=ba&top=5' },
  { family: 'subscription plans', group: 'subscription', path: '/api/v4/stripeSubscription/plans' },
  {
    family: 'subscription checkout',
    group: 'subscription',
    path: '/api/v4/stripeSubscription/session',
    method: 'POST',
    body: { productId: 'prod_standard', planId: 'plan_standard_monthly' },
  },
  // No subscription cancel: the BFF has no such route (decision 028), so it has no fault to survive.
  { family: 'cms', group: 'cms', path: '/api/cms/blog-articles' },
  { family: 'cms legacy', group: 'cms', path: '/api/cms-legacy/faq' },
  {
    family: 'applink',
    group: 'applink',
    path: APPLINK_REGISTER_PATH,
    method: 'POST',
    body: {
      clientToken: '3f0c2a5e-9b1d-4c7e-8a2f-6d5b4e3c2a10',
      url: 'https://app.nkoda.com/work?ref=ED-000001&dl=1',
      extra: { screenWidth: 1280, screenHeight: 800, screenPixelRatio: 2, timezoneOffset: -60 },
    },
  },
  {
    family: 'forms',
    group: 'forms',
    path: FORM_PATHS.newsletter,
    method: 'POST',
    body: { email: 'api-chaos@example.com' },
    whenDown: queued,
    whenGarbage: queued,
  },
];

const calls = SHORT ? firstOfEachGroup(CALLS) : CALLS;

const failureOf: Record<Exclude<Fault, 'slow'>, keyof typeof FAILURE_STATUS> = { error: 'status', timeout: 'timeout', garbage: 'invalid' };

function call({ path, method = 'GET', body }: Call) {
  const headers: Record<string, string> = { origin: SITE, 'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return timed(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

beforeAll(async () => {
  await faultEverything('off');
  // The first request of a file waits for the worker's modules: not a fault's doing.
  await timed('/api/v4/promotion/publishers/featured');
}, 60_000);

describe.each(FAULTS)('BFF, upstream %s', (mode) => {
  beforeAll(async () => {
    await settledColdCache();
    await faultEverything(mode);
  });

  // A few calls at a time, each to a different upstream path: nothing one caches serves another.
  it.concurrent.each(calls)('$family ($path)', async (entry) => {
    const answer = await call(entry);
    const label = `${mode} ${entry.method ?? 'GET'} ${entry.path}`;
    expect(answer.ms, `${label}: answered in ${Math.round(answer.ms)} ms`).toBeLessThanOrEqual(ANSWER_WITHIN_MS);
    expect(answer.response.headers.get('content-type'), `${label}: JSON`).toContain('application/json');
    const body = JSON.parse(answer.body) as unknown;
    if (mode === 'slow') {
      expect(answer.response.status, label).toBeLessThan(500);
      expect(body, label).not.toEqual({ error: 'upstream' });
      return;
    }
    const expected = (mode === 'garbage' ? (entry.whenGarbage ?? entry.whenDown) : entry.whenDown) ?? {
      status: FAILURE_STATUS[failureOf[mode]],
      body: { error: 'upstream' },
    };
    expect({ status: answer.response.status, body }, label).toEqual(expected);
  });
});
