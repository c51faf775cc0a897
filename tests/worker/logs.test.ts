import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { FORM_TYPES } from '../../shared/forms/contact-forms';
import { FORM_PATHS } from '../../shared/forms/promotion-forms';
import { HIT_SAMPLE, LOG_EVENTS } from '../../worker/log';
import { loggedBy } from '../support/logged';
import { coldCache, fault } from '../support/upstream';
import { postJson, site } from '../support/site';

/**
 * The worker's structured logs as an operator reads them: one JSON line per upstream failure,
 * cache outcome and refused input, and nothing a visitor typed or sent.
 */

type Line = Record<string, unknown> & { event: string };

let spy: MockInstance<typeof console.log>;
/** The worker runs in this isolate: its console.log is this one. */
const lines = (): Line[] =>
  spy.mock.calls
    .map(([first]) => String(first))
    .filter((text) => text.startsWith('{"event":'))
    .map((text) => JSON.parse(text) as Line);
const raw = () => spy.mock.calls.map(([first]) => String(first)).join('\n');

beforeEach(async () => {
  await coldCache();
  spy = vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(async () => {
  spy.mockRestore();
  await fault('off');
});

describe('structured logs', () => {
  it('one line per failed upstream call: family, path without query, kind, status, duration', async () => {
    await fault('error', '/v4/search/all');
    const page = await site('/search?q=private-search-words');
    expect(page.status).toBe(503);
    await page.text();
    // A 503 is a gateway's answer: the read calls once more (worker/upstream/retry.ts), and
    // each failed call has its line.
    const failures = lines().filter((line) => line.event === 'upstream_failed');
    expect(failures).toHaveLength(2);
    for (const failure of failures) {
      expect(failure).toEqual({
        event: 'upstream_failed',
        family: 'search',
        path: '/v4/search/all',
        kind: 'status',
        status: 503,
        ms: expect.any(Number),
        at: expect.any(String),
      });
    }
    expect(raw()).not.toContain('private-search-words');
  });

  it('a line per cache read, hits sampled: the KV outcome of each upstream read and the page outcome', async () => {
    const first = await site('/institutions');
    expect(first.status).toBe(200);
    await first.text();
    const reads = lines().filter((line) => line.event === 'upstream_cache');
    expect(reads.filter((line) => line.path === '/v4/promotion/institutions/featured')).toEqual([
      { event: 'upstream_cache', family: 'promotion', path: '/v4/promotion/institutions/featured', outcome: 'miss', at: expect.any(String) },
    ]);
    // One line per read, never the answer itself.
    for (const line of reads)
      expect(Object.keys(line).sort()).toEqual(['at', 'event', 'family', 'outcome', 'path', ...(line.outcome === 'hit' ? ['sampled'] : [])]);
    expect(lines().filter((line) => line.event === 'page_cache')).toEqual([
      { event: 'page_cache', path: '/institutions', outcome: 'miss', status: 200, at: expect.any(String) },
    ]);

    // The page is kept once its render has been stored (waitUntil): wait for the first hit.
    let outcome: string | null = null;
    for (let attempt = 0; attempt < 40 && outcome !== 'hit'; attempt += 1) {
      const again = await site('/institutions');
      outcome = again.headers.get('x-page-cache');
      await again.text();
    }
    expect(outcome).toBe('hit');

    // Hits are the normal case: one in HIT_SAMPLE is written, saying so.
    spy.mockClear();
    for (let n = 0; n < HIT_SAMPLE; n += 1) {
      const hit = await site('/institutions');
      expect(hit.headers.get('x-page-cache')).toBe('hit');
      await hit.text();
    }
    expect(lines().filter((line) => line.event === 'page_cache')).toEqual([
      { event: 'page_cache', path: '/institutions', outcome: 'hit', status: 200, sampled: HIT_SAMPLE, at: expect.any(String) },
    ]);
    // A page from the page cache reads nothing upstream.
    expect(lines().filter((line) => line.event === 'upstream_cache')).toEqual([]);
  });

  it('a refused form: field names only, never what was typed', async () => {
    const response = await postJson(
      FORM_PATHS.contactInfos,
      { name: 'Ada', email: 'ada.lovelace@', message: 'My very private message', formType: FORM_TYPES.contact },
      { 'cf-connecting-ip': '203.0.113.77' },
    );
    expect(response.status).toBe(400);
    expect(lines()).toEqual([
      { event: 'request_rejected', path: FORM_PATHS.contactInfos, status: 400, reason: 'invalid', fields: ['name', 'email'], at: expect.any(String) },
    ]);
    for (const secret of ['Ada', 'ada.lovelace', 'private message', '203.0.113.77']) expect(raw()).not.toContain(secret);
  });

  it('a form queued during an outage: no email, name or message in any line', async () => {
    await fault('error', '/v4/promotion/newslettersubscribers');
    const response = await postJson(FORM_PATHS.newsletter, { email: 'grace.hopper@example.com' }, { 'cf-connecting-ip': '203.0.113.78' });
    expect(response.status).toBe(202);
    expect(lines().map((line) => line.event)).toEqual(['upstream_failed', 'form_queued']);
    expect(lines()[0]).toMatchObject({ family: 'forms', form: 'newslettersubscribers', kind: 'status', status: 503 });
    // Once the service is back the queue delivers it; waiting for that keeps its line inside this
    // test (a line logged after the file has ended fails the run: Vitest's teardown race).
    await fault('off');
    await loggedBy(spy, 'form_delivered_from_queue');
    expect(raw()).not.toContain('grace');
  });

  it('uses only the fixed vocabulary', async () => {
    await site('/faq');
    await site('/%E0%A4%A');
    expect(lines().length).toBeGreaterThan(0);
    for (const line of lines()) expect(LOG_EVENTS).toContain(line.event);
    expect(lines().find((line) => line.event === 'request_rejected')).toMatchObject({ status: 400, reason: 'bad_url' });
  });
});
