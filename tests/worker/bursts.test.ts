import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNAVAILABLE_TEXT } from '#messages/client/components/layout/layout';
import { coldCache, fault, upstream, upstreamReads } from '../support/upstream';
import { site } from '../support/site';

/**
 * Many visitors at once on pages this isolate has not read yet (worker/cache/shared-flights.ts):
 * one render per page, one upstream read per answer, and no visitor bound to another's fate.
 */

async function visit(path: string, init: RequestInit = {}) {
  const response = await site(path, init);
  return { response, html: await response.text(), outcome: response.headers.get('x-page-cache') };
}

const cspNonce = (response: Response) => response.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
const scriptNonces = (html: string) => [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]);
const count = <T>(values: T[], value: T) => values.filter((v) => v === value).length;
/** The worker suite's upstream timeout (tests/config/worker.config.ts). */
const UPSTREAM_TIMEOUT_MS = 1500;
const together = (n: number, path: string) => Promise.all(Array.from({ length: n }, () => visit(path)));

beforeEach(async () => {
  await coldCache();
  await fetch(`${upstream}/__reads`, { method: 'DELETE' });
});
afterEach(() => fault('off'));

describe('a burst of visitors on an unread page', () => {
  it('is rendered once: the others get that page, each with its own nonce, and upstream is asked once per answer', async () => {
    // Slow enough that every visitor arrives while the first render waits on upstream.
    await fault('slow', '/', 150);
    const visits = await together(10, '/faq');
    expect(visits.map((v) => v.response.status)).toEqual(Array(10).fill(200));
    const outcomes = visits.map((v) => v.outcome);
    expect(count(outcomes, 'miss')).toBe(1);
    expect(count(outcomes, 'shared')).toBe(9);

    const nonces = visits.map((v) => cspNonce(v.response)!);
    expect(new Set(nonces).size).toBe(10);
    for (const [i, v] of visits.entries()) expect(new Set(scriptNonces(v.html))).toEqual(new Set([nonces[i]]));
    const page = (i: number) => visits[i]!.html.replaceAll(nonces[i]!, 'N');
    for (let i = 1; i < visits.length; i += 1) expect(page(i)).toBe(page(0));

    const reads = await upstreamReads();
    expect(Object.keys(reads).length).toBeGreaterThan(0);
    expect(Object.entries(reads).filter(([, n]) => n > 1)).toEqual([]);
  });

  it('whose first render is not kept (a deferred value streamed late) is rendered by each visitor, sharing the upstream reads', async () => {
    // Only the related editions (they need the edition's ref) are slow: they stream after the shell.
    await fault('slow', '/v4/promotion/edition/', 300);
    const visits = await together(6, '/work?editionRef=ED-000211');
    expect(visits.map((v) => v.response.status)).toEqual(Array(6).fill(200));
    expect(visits.map((v) => v.outcome)).toEqual(Array(6).fill('miss'));
    expect(Object.entries(await upstreamReads()).filter(([, n]) => n > 1)).toEqual([]);
  });

  it('while upstream fails: every visitor gets the unavailable page in time, none bound to another’s failure', async () => {
    await fault('error', '/cms');
    const started = performance.now();
    const visits = await together(8, '/faq');
    expect(performance.now() - started).toBeLessThan(UPSTREAM_TIMEOUT_MS + 1000);
    for (const v of visits) {
      expect(v.response.status).toBe(503);
      expect(v.html).toContain(UNAVAILABLE_TEXT.title);
    }
    // Failures are not kept: each visitor may call, and once more after a 503, never more.
    const cms = Object.entries(await upstreamReads()).filter(([path]) => path.startsWith('/cms/'));
    expect(cms.length).toBeGreaterThan(0);
    expect(Math.max(...cms.map(([, n]) => n))).toBeLessThanOrEqual(2 * visits.length);
  });

  it('does not lose its page when the visitor whose request rendered it leaves', async () => {
    await fault('slow', '/', 300);
    const leaving = new AbortController();
    const first = visit('/institutions', { signal: leaving.signal }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const others = together(5, '/institutions');
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaving.abort();
    await first;
    const visits = await others;
    expect(visits.map((v) => v.response.status)).toEqual(Array(5).fill(200));
    for (const v of visits) expect(v.html).not.toContain(UNAVAILABLE_TEXT.title);
  });
});
