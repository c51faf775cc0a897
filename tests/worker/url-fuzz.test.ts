import { exports } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { isAllowedRedirect } from '../../shared/redirect-targets';
import { config } from '../../worker/config';
import { toPublicConfig } from '../../worker/env';

const publicConfig = toPublicConfig(config);

/**
 * Hostile addresses against the real worker: broken and overlong percent-encodings, traversal,
 * CRLF in the path and query (after legacy-redirect prefixes too), Unicode, doubled slashes and
 * backslashes, "//evil.example", and the preview parameter on all of them. No answer is a 5xx,
 * no header carries CR/LF or a cookie the site did not mean to set, every redirect stays on the
 * site or goes to an allowlisted host, and nothing under /api/ answers HTML.
 */

const SEED = 20260814;
/** Generated addresses on top of the fixed ones; each is one request to the worker. */
const GENERATED = 300;

const LEGACY_PREFIXES = ['/help', '/sheet-music/johann-sebastian-bach', '/instruments/piano', '/publishing-partners'];

const FIXED = [
  '/%zz',
  '/%E0%A4%A',
  '/%C0%AF',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/%00',
  '/work/%00',
  '/artists/%2F%2Fevil.example',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/../../etc/passwd',
  '/api/../../etc/passwd',
  '/api/v4/promotion/%2e%2e/%2e%2e/admin',
  '/api/v4/search/..%2F..%2Fadmin',
  '//evil.example',
  '//evil.example/%2e%2e',
  '///evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  '/%2F%2Fevil.example',
  '/https://evil.example',
  '/work//the-well-tempered-clavier-book-1-ed-000001',
  '/%0d%0aSet-Cookie:%20injected=1',
  '/?%0d%0aSet-Cookie:%20injected=1',
  '/search?q=%0d%0aSet-Cookie:%20injected=1',
  '/app-review?%0d%0aLocation:%20https://evil.example',
  '/artists?letter=%0d%0aX-Injected:%201',
  '/artists?letter=b%0d%0aSet-Cookie:%20injected=1',
  '/pricing?discount=%0d%0aSet-Cookie:%20injected=1',
  '/app/help?%0d%0aSet-Cookie:%20injected=1',
  '/download/mac?%0d%0a',
  '/%E2%80%A8%E2%80%A9',
  '/work/%F0%9F%8E%B5',
  '/blog/%ED%A0%80',
  `/${'a/'.repeat(2000)}`,
  `/search?q=${'%41'.repeat(2600)}`,
  `/${'%'.repeat(3000)}`,
  ...LEGACY_PREFIXES.flatMap((prefix) => [
    `${prefix}%0d%0aSet-Cookie:%20injected=1`,
    `${prefix}?%0d%0aSet-Cookie:%20injected=1`,
    `${prefix}/?utm=%0d%0aLocation:%20//evil.example`,
    `${prefix}//`,
    `${prefix}?next=//evil.example`,
  ]),
];

/** Every fixed address, also with the preview parameter (whose answer is a redirect). */
const withPreview = (path: string) => [path, `${path}${path.includes('?') ? '&' : '?'}strapi=x%0d%0aSet-Cookie:%20injected=1`];

const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '..',
  '%2e',
  '%2E%2e',
  '%2f',
  '%2F',
  '%5c',
  '%0d',
  '%0a',
  '%0d%0a',
  '%00',
  '%zz',
  '%',
  '%e9',
  '%C3%A9',
  'é',
  '😀',
  '\u2028',
  '?',
  '&',
  '=',
  '#',
  ';',
  '@',
  ':',
  'evil.example',
  'strapi=',
  'api',
  'work',
  'help',
  'Set-Cookie:',
  ' ',
  '\t',
);
const generated = fc.sample(
  fc
    .tuple(
      fc.constantFrom('/', '//', '/api/', ...LEGACY_PREFIXES.map((p) => `${p}`)),
      fc.array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 12 }),
    )
    .map(([start, parts]) => `${start}${parts.join('')}`),
  { seed: SEED, numRuns: GENERATED },
);

const ADDRESSES = [...FIXED.flatMap(withPreview), ...generated];

function expectSafe(path: string, url: string, response: Response) {
  expect(response.status, path).toBeLessThan(500);
  response.headers.forEach((value, name) => {
    expect(`${name}: ${value}`, path).not.toMatch(/[\r\n]/);
    expect(name, path).not.toMatch(/^x-injected$/i);
  });
  // The only cookie the site sets from an address is the preview cookie, and only for the key.
  expect(response.headers.get('set-cookie'), path).toBeNull();
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400) {
    expect(location, path).not.toBeNull();
    expect(isAllowedRedirect(location!, publicConfig), `${path} -> ${location}`).toBe(true);
  }
  if (new URL(url).pathname.startsWith('/api/')) {
    expect(response.headers.get('content-type') ?? '', path).not.toMatch(/html/);
  }
}

describe('URL fuzz', () => {
  it(`answers ${ADDRESSES.length} hostile addresses without a 5xx, header injection or open redirect`, { timeout: 180_000 }, async () => {
    const statuses = new Map<number | 'refused by Request', number>();
    for (const path of ADDRESSES) {
      const url = `http://site.test${path}`;
      let response: Response;
      try {
        response = await exports.default.fetch(url, { redirect: 'manual' });
      } catch (error) {
        // The Request constructor refusing an address means no request reaches the site.
        expect(String(error), path).toMatch(/Invalid URL|TypeError/);
        statuses.set('refused by Request', (statuses.get('refused by Request') ?? 0) + 1);
        continue;
      }
      expectSafe(path, url, response);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      await response.arrayBuffer();
    }
    console.log(JSON.stringify({ event: 'url_fuzz', addresses: ADDRESSES.length, statuses: Object.fromEntries(statuses) }));
  });

  it('opening preview with the key at "//evil.example" keeps the visitor on the site', async () => {
    const key = encodeURIComponent(inject('previewKey'));
    for (const path of ['//evil.example', '///evil.example/x', '/\\evil.example', '//evil.example/%2e%2e/']) {
      const response = await exports.default.fetch(`http://site.test${path}?strapi=${key}`, { redirect: 'manual' });
      expect(response.status, path).toBe(302);
      const location = response.headers.get('location')!;
      expect(location, path).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://site.test').host, path).toBe('site.test');
    }
  });
});
