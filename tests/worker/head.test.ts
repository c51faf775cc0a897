import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { coldCache, fault, forgetReads, upstreamReads } from '../support/upstream';
import { site } from '../support/site';

/**
 * HEAD answers with the status and headers a GET would, without rendering the page: from the
 * page cache when it holds the page, else from the page's own loader (its item decides 404),
 * and without any upstream read where the address alone decides.
 */

const BACH_SLUG = 'the-well-tempered-clavier-book-1-ed-000001';
const MISSING_SLUG = 'no-such-edition-ed-999999';

/** The headers a visitor or a cache acts on, the nonce and the page-cache outcome aside. */
function comparable(response: Response): Record<string, string> {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'x-page-cache' && name !== 'date'));
  if (headers['content-security-policy']) headers['content-security-policy'] = headers['content-security-policy'].replace(/'nonce-[^']+'/, "'nonce-N'");
  return headers;
}

/** A HEAD and then a GET of `path`: both statuses and headers, the HEAD's body and outcome. */
async function headThenGet(path: string) {
  const head = await site(path, { method: 'HEAD' });
  const headBody = await head.text();
  const get = await site(path);
  await get.arrayBuffer();
  return { head, headBody, get };
}

const readsOf = (reads: Record<string, number>, prefix: string) => Object.keys(reads).filter((key) => key.startsWith(prefix));

beforeEach(async () => {
  await coldCache();
  await forgetReads();
});
afterEach(() => fault('off'));

describe('HEAD of a page', () => {
  it('neither reads nor fills the page cache: a kept page and one nobody asked for answer alike', async () => {
    // Nobody asked for /faq: a HEAD answers from the page's status, and keeps nothing.
    const unasked = await site('/faq', { method: 'HEAD' });
    expect(unasked.status).toBe(200);
    expect(unasked.headers.get('x-page-cache')).toBe('head');
    expect(await unasked.text()).toBe('');
    const after = await site('/faq');
    await after.text();
    expect(after.headers.get('x-page-cache')).toBe('miss');
    // Now kept (once its stream has ended): a HEAD still answers the same way.
    let kept = false;
    for (let i = 0; i < 20 && !kept; i++) {
      const again = await site('/faq');
      await again.text();
      kept = again.headers.get('x-page-cache') === 'hit';
    }
    expect(kept).toBe(true);
    const asked = await site('/faq', { method: 'HEAD' });
    expect(asked.status).toBe(200);
    expect(asked.headers.get('x-page-cache')).toBe('head');
    expect(comparable(asked)).toEqual(comparable(unasked));
    expect(comparable(asked)).toEqual(comparable(after));
  });

  it('of an address no page has: the same redirect to /404, and /404 itself, with no upstream read', async () => {
    const head = await site('/no/such/page', { method: 'HEAD' });
    expect(head.status).toBe(302);
    expect(head.headers.get('location')).toBe('/404');
    expect(await head.text()).toBe('');
    expect(await upstreamReads()).toEqual({});
    const get = await site('/no/such/page');
    await get.arrayBuffer();
    expect([get.status, comparable(get)]).toEqual([head.status, comparable(head)]);

    await coldCache();
    await forgetReads();
    const notFound = await site('/404', { method: 'HEAD' });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await notFound.text()).toBe('');
    expect(await upstreamReads()).toEqual({});
  });

  it('of a missing edition: 404 from the edition read alone, nothing rendered, the headers a GET gets', async () => {
    const head = await site(`/work/${MISSING_SLUG}`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(head.headers.get('x-page-cache')).toBe('head');
    expect(await head.text()).toBe('');
    const reads = await upstreamReads();
    expect(Object.keys(reads).length).toBeGreaterThan(0);
    // The layout's footer list (CMS legal pages) never decides a status, so a HEAD does not read it.
    expect(readsOf(reads, '/cms/')).toEqual([]);
    const get = await site(`/work/${MISSING_SLUG}`);
    await get.text();
    expect([get.status, comparable(get)]).toEqual([404, comparable(head)]);
  });

  it('of an edition not yet rendered: 200 with the headers a GET gets, security headers included', async () => {
    const { head, headBody, get } = await headThenGet(`/work/${BACH_SLUG}`);
    expect(head.status).toBe(200);
    expect(head.headers.get('x-page-cache')).toBe('head');
    expect(headBody).toBe('');
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(head.headers.get('cache-control')).toBe('private, no-cache');
    expect(head.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect([get.status, comparable(get)]).toEqual([200, comparable(head)]);
  });

  it('when upstream fails: 503, like the GET', async () => {
    await fault('error', '/cms');
    const { head, get } = await headThenGet('/faq');
    expect(get.status).toBe(503);
    expect(head.status).toBe(503);
    expect(comparable(head)).toEqual(comparable(get));
  });
});
