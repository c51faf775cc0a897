import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { grade } from '../security/observatory';
import { coldCache, fault } from '../support/upstream';
import { CSP_REPORT_PATH, TRUSTED_TYPES_POLICIES } from '../../shared/trusted-types';
import { site } from '../support/site';

/**
 * Every kind of answer the worker gives carries the security headers: pages fresh, cached,
 * streamed, unavailable or not found, HEAD, preview pages, API JSON, redirects and refusals.
 * HTML pages carry a CSP whose nonce is the one on the page's scripts, with nothing allowed by
 * default, Trusted Types required and its reports sent to the site, and score 130 (A+) on the
 * Observatory's rules.
 */

const BACH_SLUG = 'the-well-tempered-clavier-book-1-ed-000001';

/** What every answer carries (client/public/_headers gives static files the same). */
const EVERY_RESPONSE_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** What documents carry besides the CSP. */
const HTML_HEADERS = {
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
};

beforeEach(coldCache);
afterEach(() => fault('off'));

/** The Observatory score of each page graded here, printed once at the end. */
const scores = new Map<string, number>();
afterAll(() => console.info(`Observatory score of the served pages: ${[...scores].map(([what, score]) => `${what} ${score}`).join(', ')}`));

function expectEveryResponseHeaders(response: Response, what: string) {
  for (const [name, value] of Object.entries(EVERY_RESPONSE_HEADERS)) expect(response.headers.get(name), `${what}: ${name}`).toBe(value);
}

/** The nonce of the response's CSP, after checking the policy's strict parts are all there. */
function expectStrictCsp(response: Response, what: string): string {
  const csp = response.headers.get('content-security-policy') ?? '';
  const directives = csp.split('; ');
  for (const part of [
    "default-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "require-trusted-types-for 'script'",
    `trusted-types ${Object.values(TRUSTED_TYPES_POLICIES).join(' ')}`,
    `report-uri ${CSP_REPORT_PATH}`,
    'report-to csp',
  ]) {
    expect(directives, `${what}: ${part}`).toContain(part);
  }
  expect(csp, what).toContain("'strict-dynamic'");
  // No `default` policy: a string at a sink that no named policy made is refused.
  expect(csp, what).not.toMatch(/trusted-types[^;]*\b(default|'allow-duplicates'|\*)/);
  expect(response.headers.get('reporting-endpoints'), `${what}: the report-to group's address`).toBe(`csp="${CSP_REPORT_PATH}"`);
  expect(csp, what).not.toMatch(/unsafe-inline|unsafe-eval/);
  const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
  expect(nonce, `${what}: nonce`).toBeTruthy();
  for (const [name, value] of Object.entries(HTML_HEADERS)) expect(response.headers.get(name), `${what}: ${name}`).toBe(value);
  return nonce!;
}

/** Checks an HTML answer in full; returns its body. */
async function expectSecureHtml(response: Response, what: string, status: number): Promise<string> {
  expect(response.status, what).toBe(status);
  expect(response.headers.get('content-type'), what).toMatch(/^text\/html/);
  expectEveryResponseHeaders(response, what);
  const nonce = expectStrictCsp(response, what);
  const html = await response.text();
  const scriptNonces = [...html.matchAll(/<script\b[^>]*\bnonce="([^"]+)"/g)].map((m) => m[1]);
  if (status === 200 || status === 404) expect(scriptNonces.length, `${what}: scripts`).toBeGreaterThan(0);
  expect(new Set(scriptNonces), `${what}: every script has this response's nonce`).toEqual(new Set(scriptNonces.length ? [nonce] : []));
  // Scored as the address it was served at: the local run's image storage is plain HTTP, which
  // only an HTTPS page would be marked down for (the shipped [vars] are graded in
  // tests/unit/observatory.test.ts).
  const scored = grade({ url: 'http://site.test/', headers: response.headers, html });
  expect(
    scored.results.filter((r) => r.modifier < 0),
    what,
  ).toEqual([]);
  // 100, plus CSP with default-src 'none' 10, frame-ancestors 5, Referrer-Policy 5, CORP 10.
  expect({ score: scored.score, grade: scored.grade }, what).toEqual({ score: 130, grade: 'A+' });
  scores.set(what, scored.score);
  return html;
}

describe('HTML pages', () => {
  it('the home page, rendered and then from the page cache with a new nonce', async () => {
    await expectSecureHtml(await site('/'), 'rendered', 200);
    let cached: Response | null = null;
    for (let i = 0; i < 20 && cached === null; i++) {
      const response = await site('/');
      if (response.headers.get('x-page-cache') === 'hit') cached = response;
      else await response.text();
    }
    expect(cached, 'the page came from the cache').not.toBeNull();
    await expectSecureHtml(cached!, 'cached', 200);
  });

  it('a streamed page, the not-found page, and a page upstream could not serve (503)', async () => {
    await fault('slow', '/v4/promotion/edition/', 300);
    await expectSecureHtml(await site(`/work/${BACH_SLUG}`), 'streamed', 200);
    await fault('off');
    await expectSecureHtml(await site('/404'), 'not found', 404);
    await fault('error', '/cms');
    await expectSecureHtml(await site('/faq'), 'unavailable', 503);
  });

  it('HEAD, with the same headers and no body', async () => {
    const response = await site('/', { method: 'HEAD' });
    expectEveryResponseHeaders(response, 'HEAD');
    expectStrictCsp(response, 'HEAD');
    expect(await response.text()).toBe('');
  });

  it('a preview session’s page', async () => {
    const opened = await site(`/faq?strapi=${encodeURIComponent(inject('previewKey'))}`);
    expectEveryResponseHeaders(opened, 'preview redirect');
    const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0]!;
    await expectSecureHtml(await site('/faq', { headers: { cookie } }), 'preview', 200);
  });
});

describe('answers that are not pages', () => {
  it.each([
    ['API JSON', '/api/cms/faq-pages', undefined],
    ['API not found', '/api/no-such-thing', undefined],
    ['API refusal (415)', '/api/v4/promotion/newslettersubscribers', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } }],
    ['legacy redirect', '/help', undefined],
    ['store redirect', '/app-review', undefined],
    ['not-found redirect', '/no/such/page', undefined],
    ['bad address (400)', '/%E0%A4%A', undefined],
    ['overlong address (414)', `/${'a'.repeat(8200)}`, undefined],
    ['method refused (405)', '/', { method: 'PUT' }],
  ] as const)('%s carries nosniff, HSTS, Referrer-Policy and CORP, and no CSP it does not need', async (what, path, init) => {
    const response = await site(path, init as RequestInit | undefined);
    expectEveryResponseHeaders(response, what);
    if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) {
      expect(response.headers.get('content-security-policy'), what).toBeNull();
      expect(response.headers.get('reporting-endpoints'), what).toBeNull();
    }
    if (path.startsWith('/api/')) expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
    await response.arrayBuffer();
  });
});
