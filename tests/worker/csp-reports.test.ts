import { exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CSP_REPORT_PATH } from '../../shared/trusted-types';
import { MAX_LINES, MAX_REPORT_BYTES } from '../../worker/reports/csp-reports';
import { inOneRateWindow } from '../support/upstream';

/**
 * The CSP report endpoint (worker/reports/csp-reports.ts): both report formats browsers send are
 * taken (204) and logged as csp_violation without anything about the visitor; anything else gets
 * a JSON refusal, never a 5xx; a client that floods it is stopped.
 */

const SITE = 'http://site.test';
let spy: MockInstance<typeof console.log>;
beforeEach(() => {
  spy = vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => spy.mockRestore());

/** The csp_violation lines written so far, without their time. */
function violations(): Array<Record<string, unknown>> {
  return spy.mock.calls
    .map(([line]) => JSON.parse(String(line)) as Record<string, unknown>)
    .filter((line) => line.event === 'csp_violation')
    .map(({ at: _at, ...line }) => line);
}

/** Each test its own client, so the rate limit of one does not reach another. */
let client = 0;
function post(body: string, type: string, headers: Record<string, string> = {}) {
  client += 1;
  return exports.default.fetch(`${SITE}${CSP_REPORT_PATH}`, {
    method: 'POST',
    body,
    headers: { 'content-type': type, 'cf-connecting-ip': `192.0.2.${client}`, ...headers },
  });
}

const SECRET_QUERY = '?q=my+private+search&session_id=cs_live_abc';
/** A Reporting API batch as Chromium sends it: a Trusted Types refusal and a blocked image. */
const REPORTS = [
  {
    type: 'csp-violation',
    age: 12,
    url: `${SITE}/search${SECRET_QUERY}`,
    user_agent: 'Mozilla/5.0 (Visitor) Chrome/156',
    body: {
      documentURL: `${SITE}/search${SECRET_QUERY}`,
      referrer: `${SITE}/account?email=visitor@example.com`,
      blockedURL: 'trusted-types-sink',
      effectiveDirective: 'require-trusted-types-for',
      originalPolicy: "default-src 'none'",
      sourceFile: `${SITE}/assets/entry.client-abc.js?v=1`,
      sample: 'Element innerHTML|<p>Dear visitor@example.com</p>',
      disposition: 'enforce',
      statusCode: 200,
      lineNumber: 9,
      columnNumber: 1234,
    },
  },
  {
    type: 'csp-violation',
    age: 12,
    url: `${SITE}/work/x`,
    user_agent: 'Mozilla/5.0 (Visitor) Chrome/156',
    body: {
      documentURL: `${SITE}/work/x?shareRef=AN-SECRET`,
      blockedURL: 'https://tracker.example/pixel.gif?visitor=123',
      effectiveDirective: 'img-src',
      originalPolicy: "default-src 'none'",
      disposition: 'enforce',
      statusCode: 200,
    },
  },
  // Other report types share the endpoint in the Reporting API: ignored.
  { type: 'deprecation', age: 1, url: `${SITE}/`, user_agent: 'x', body: { id: 'x', message: 'y' } },
];

describe('reports a browser sends', () => {
  it('a Reporting API batch: 204, one line per violation with no query, sample, referrer, address or user agent', async () => {
    const response = await post(JSON.stringify(REPORTS), 'application/reports+json', { origin: SITE });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(violations()).toEqual([
      {
        event: 'csp_violation',
        directive: 'require-trusted-types-for',
        blocked: 'trusted-types-sink',
        path: '/search',
        source: `${SITE}/assets/entry.client-abc.js`,
        line: 9,
        column: 1234,
        sink: 'Element innerHTML',
        disposition: 'enforce',
        count: 1,
      },
      { event: 'csp_violation', directive: 'img-src', blocked: 'https://tracker.example', path: '/work/x', disposition: 'enforce', count: 1 },
    ]);
    const written = JSON.stringify(spy.mock.calls);
    for (const secret of ['private', 'cs_live', 'visitor@example.com', 'AN-SECRET', 'Visitor', 'pixel', '192.0.2', 'Dear'])
      expect(written).not.toContain(secret);
  });

  it('a legacy report-uri report (no Origin, as some browsers send it): 204 and the same line', async () => {
    const legacy = {
      'csp-report': {
        'document-uri': `${SITE}/blog/x${SECRET_QUERY}`,
        referrer: '',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'original-policy': "default-src 'none'",
        disposition: 'enforce',
        'blocked-uri': 'https://evil.example/x.js?token=1',
        'status-code': 200,
        'script-sample': '',
      },
    };
    const response = await post(JSON.stringify(legacy), 'application/csp-report');
    expect(response.status).toBe(204);
    expect(violations()).toEqual([
      { event: 'csp_violation', directive: 'script-src-elem', blocked: 'https://evil.example', path: '/blog/x', disposition: 'enforce', count: 1 },
    ]);
  });

  it('a batch of one violation repeated is one line with its count; a batch of many distinct ones at most MAX_LINES lines', async () => {
    const same = Array.from({ length: 30 }, () => REPORTS[1]);
    expect((await post(JSON.stringify(same), 'application/reports+json')).status).toBe(204);
    expect(violations()).toEqual([expect.objectContaining({ directive: 'img-src', count: 30 })]);
    spy.mockClear();
    const distinct = Array.from({ length: 40 }, (_, i) => ({ ...REPORTS[1], body: { ...REPORTS[1]!.body, documentURL: `${SITE}/page-${i}` } }));
    expect((await post(JSON.stringify(distinct), 'application/reports+json')).status).toBe(204);
    expect(violations()).toHaveLength(MAX_LINES);
  });
});

describe('what is refused', () => {
  it.each([
    ['not JSON', '{"csp-report":', 'application/csp-report', 400, 'invalid'],
    ['a legacy report without its document', '{"csp-report":{"blocked-uri":"inline"}}', 'application/csp-report', 400, 'invalid'],
    ['an array where a legacy report belongs', '[]', 'application/csp-report', 400, 'invalid'],
    ['a batch that is not an array', '{"type":"csp-violation"}', 'application/reports+json', 400, 'invalid'],
    [
      'a violation without its directive',
      JSON.stringify([{ type: 'csp-violation', body: { documentURL: `${SITE}/` } }]),
      'application/reports+json',
      400,
      'invalid',
    ],
    ['a batch of too many reports', JSON.stringify(Array.from({ length: 51 }, () => REPORTS[2])), 'application/reports+json', 400, 'invalid'],
    ['7,000 nested arrays', `${'['.repeat(7000)}${']'.repeat(7000)}`, 'application/reports+json', 400, 'invalid'],
    ['a body past the bound', JSON.stringify([{ ...REPORTS[1], pad: 'x'.repeat(MAX_REPORT_BYTES) }]), 'application/reports+json', 413, 'too_large'],
    ['another media type', 'x', 'text/plain', 415, 'unsupported_media_type'],
  ])('%s: refused with its JSON error, nothing logged as a violation', async (_what, body, type, status, error) => {
    const response = await post(body, type);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ error });
    expect(violations()).toEqual([]);
  });

  it("a post naming another site's Origin: 403", async () => {
    const response = await post(JSON.stringify(REPORTS), 'application/reports+json', { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'forbidden' });
    expect(violations()).toEqual([]);
  });

  it('GET is not an endpoint', async () => {
    const response = await exports.default.fetch(`${SITE}${CSP_REPORT_PATH}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found' });
  });

  it('a client that floods it gets 429 with Retry-After, and nothing more is logged; another client is still heard', async () => {
    const flood = (ip: string) =>
      exports.default.fetch(`${SITE}${CSP_REPORT_PATH}`, {
        method: 'POST',
        body: JSON.stringify([REPORTS[1]]),
        headers: { 'content-type': 'application/reports+json', 'cf-connecting-ip': ip },
      });
    let clients = 0;
    // The flood and its refusal in one rate-limit window (a turn of the minute empties the bucket).
    const { statuses, refused, logged } = await inOneRateWindow(
      () => `198.51.100.${(clients += 1)}`,
      async (ip) => {
        spy.mockClear();
        const seen: number[] = [];
        for (let i = 0; i < 35; i++) seen.push((await flood(ip)).status);
        const last = await flood(ip);
        return { statuses: seen, refused: { retryAfter: last.headers.get('retry-after'), body: await last.text() }, logged: violations().length };
      },
    );
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(204));
    expect(statuses.slice(30)).toEqual(Array(5).fill(429));
    expect(refused.retryAfter).toBe('60');
    expect(JSON.parse(refused.body)).toEqual({ error: 'rate_limited' });
    expect(logged).toBe(30);
    expect((await flood('198.51.100.200')).status).toBe(204);
  });
});
