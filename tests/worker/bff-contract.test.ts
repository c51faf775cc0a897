import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BFF_MOUNT, checkRead, paramNames, READ_CONTRACT, type ReadRoute } from '../../worker/api/read-contract';
import { arrivals, coldCache, forgetArrivals, readOf } from '../support/upstream';
import { site } from '../support/site';

/**
 * The BFF's read contract (worker/api/read-contract.ts, docs/decisions/043) in place: what a
 * page legitimately reads is accepted, and under a property-based fuzz over every read route's
 * path parameters, query parameters and bodies the worker never answers 5xx, always answers
 * JSON, and nothing reaches the upstream that the contract would not accept.
 */

/** Every read the upstream received, checked against the contract: those it would refuse, with why. */
async function uncheckedArrivals(): Promise<{ checked: number; refused: string[] }> {
  const refused: string[] = [];
  let checked = 0;
  for (const arrival of await arrivals()) {
    const read = readOf(arrival);
    if (!read) continue;
    checked += 1;
    const answer = checkRead(read.family, arrival.method, read.path, new URLSearchParams(arrival.search), arrival.body);
    if (!answer.ok) refused.push(`${arrival.method} ${arrival.path}${arrival.search} ${arrival.body.slice(0, 120)} -> ${JSON.stringify(answer.fields)}`);
  }
  return { checked, refused };
}

/** The page's own links (not the language switcher's), as crawl.test.ts reads them. */
function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b(?![^>]*\bdata-language=)[^>]*\bhref="([^"]+)"/g)) {
    const decoded = href!.replaceAll('&amp;', '&');
    if (decoded.startsWith('/') && !decoded.startsWith('//') && !decoded.startsWith('/api/')) links.add(decoded.split('#')[0]!);
  }
  return [...links];
}
const kindOf = (link: string) => {
  const [, first, second, third] = link.replace(/[?#].*$/, '').split('/');
  return [first, second && (second.length === 2 ? second : '*'), third && '*'].filter(Boolean).join('/') + (link.includes('?') ? '?' : '');
};

describe('the read contract and the pages', () => {
  it('accepts every read the pages make: a crawl of every page family, in English and German, reads nothing the contract refuses', async () => {
    await coldCache();
    await forgetArrivals();
    const start = [
      '/',
      '/artists',
      '/publishers',
      '/blog',
      '/legal',
      '/faq',
      '/learning-spaces',
      '/app/help/faq',
      '/pricing?discount=WELCOME10',
      '/institutions',
      '/search?q=bach&period=baroque&sort=title',
      '/de/',
      '/de/blog',
      '/de/legal',
      '/de/app/help/faq',
      '/de/faq',
      '/ja/learning-spaces',
    ];
    const queue = [...start];
    const seen = new Set(queue);
    const perKind = new Map<string, number>();
    let pages = 0;
    while (queue.length > 0 && pages < 90) {
      const path = queue.shift()!;
      const response = await site(path);
      const html = await response.text();
      pages += 1;
      expect(response.status, path).toBeLessThan(500);
      for (const link of internalLinks(html)) {
        const kind = kindOf(link);
        if (seen.has(link) || (perKind.get(kind) ?? 0) >= 4) continue;
        seen.add(link);
        perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
        queue.push(link);
      }
    }
    const { checked, refused } = await uncheckedArrivals();
    console.info(`pages crawled: ${pages}; upstream reads checked: ${checked}`);
    expect(checked).toBeGreaterThan(100);
    expect(refused).toEqual([]);
  }, 180_000);
});

// The fuzz ---------------------------------------------------------------------------------

/** Values a visitor (or a script) might put anywhere: plausible ones, and hostile ones. */
const PLAUSIBLE = [
  'ED-000001',
  'AR-0001',
  'PL-0001',
  'IN-0001',
  '1',
  '12',
  'bach',
  'B',
  'prod_standard',
  'plan_standard_monthly',
  'WELCOME10',
  'de',
  'title:asc',
  'true',
  '24',
  '0',
  '100',
];
const HOSTILE = [
  '',
  ' ',
  '..',
  '.',
  '/',
  '%2F',
  'a/b',
  '<script>alert(1)</script>',
  '\u0000',
  '\ud800',
  'x'.repeat(300),
  '-1',
  '1e9',
  '999999999999',
  '1000000000',
  '{}',
  '[]',
  'null',
  'preview',
  '*',
  '$eq',
  'ȁ\u202e',
];
const value = fc.oneof(
  fc.constantFrom(...PLAUSIBLE),
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
);

const name = (route: ReadRoute) =>
  fc.oneof(
    { weight: 4, arbitrary: Object.keys(route.query).length > 0 ? fc.constantFrom(...Object.keys(route.query)) : fc.constant('locale') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'zz',
        'publicationState',
        'populate',
        'populate[*]',
        'filters[$or][0][slug][$eq]',
        'top',
        'skip',
        'utm_source',
        '__proto__',
        'constructor',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  );

const query = (route: ReadRoute) =>
  fc.oneof(fc.constant([] as Array<[string, string]>), fc.array(fc.tuple(name(route), value), { maxLength: 6 })).map((pairs) => {
    const params = new URLSearchParams();
    for (const [key, val] of pairs) params.append(key, val);
    const text = params.toString();
    return text ? `?${text}` : '';
  });

const pagingFields = {
  skip: fc.oneof(fc.constantFrom(0, 24, 48, 8), fc.integer({ min: -5, max: 2_000_000 }), fc.constant(1.5)),
  top: fc.oneof(fc.constantFrom(1, 5, 8, 24, 100), fc.integer({ min: -5, max: 1_000_000_000 })),
};
const searchFields = {
  query: fc.oneof(fc.constantFrom('piano', 'bach', ''), fc.string({ maxLength: 250 })),
  filters: fc.oneof(
    fc.record(
      {
        period: fc.constantFrom('baroque', 'romantic', 'Baroque'),
        publisherId: fc.integer({ min: -2, max: 50 }),
        openIn: fc.constantFrom('DE', 'de', 'XXX'),
        zz: fc.integer(),
      },
      { requiredKeys: [] },
    ),
    fc.jsonValue({ maxDepth: 3 }),
  ),
  sort: fc.constantFrom('relevance', 'title', 'nope'),
  facets: fc.oneof(fc.boolean(), fc.constant('yes')),
  instrumentRefs: fc.array(fc.oneof(fc.constantFrom('IN-0001'), fc.string({ maxLength: 5 })), { maxLength: 12 }),
  zz: fc.integer(),
};

/** Bodies: plausible ones with one thing wrong, any JSON, text that is not JSON, deep nesting. */
const body = fc.oneof(
  { weight: 3, arbitrary: fc.record({ skip: fc.constantFrom(0, 24), top: fc.constantFrom(24) }, { requiredKeys: [] }).map((record) => JSON.stringify(record)) },
  { weight: 4, arbitrary: fc.record({ ...pagingFields, ...searchFields }, { requiredKeys: [] }).map((record) => JSON.stringify(record)) },
  { weight: 2, arbitrary: fc.record(pagingFields, { requiredKeys: [] }).map((record) => JSON.stringify(record)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 6 }).map((json) => JSON.stringify(json)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 3, max: 7000 }), fc.boolean())
      .map(([depth, arrays]) =>
        arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"filters":'.repeat(Math.min(depth, 1400))}1${'}'.repeat(Math.min(depth, 1400))}`,
      ),
  },
);

const pathParam = fc.oneof(fc.constantFrom(...PLAUSIBLE.filter(Boolean)), fc.constantFrom(...HOSTILE), fc.string({ minLength: 1, maxLength: 30 }));

/** One request at a route of the contract: its path with fuzzed parameters, a fuzzed query, a fuzzed body for POST. */
const routeRequest = fc.constantFrom(...READ_CONTRACT).chain((route) =>
  fc.record({
    route: fc.constant(route),
    params: fc.tuple(...paramNames(route).map(() => pathParam), fc.constant('')),
    query: query(route),
    body: route.method === 'POST' ? body : fc.constant(undefined),
    method: fc.oneof({ weight: 9, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE') }),
  }),
);

/** Requests beside the contract: other paths under the read families' prefixes. */
const strayRequest = fc.record({
  path: fc
    .tuple(
      fc.constantFrom('/api/v4/promotion/', '/api/v4/search/', '/api/v4/stripeSubscription/', '/api/cms/', '/api/cms-legacy/'),
      fc.oneof(
        fc.constantFrom('users', 'findallartists', 'filtergroups', 'edition/ED-000001', 'admin', '../v4/promotion/publishers', '%2e%2e/x', 'lookupartist/x'),
        fc.string({ maxLength: 30 }).map((text) => encode(text)),
      ),
    )
    .map(([prefix, rest]) => `${prefix}${rest}`),
  method: fc.constantFrom('GET', 'POST'),
  body: body,
});

/** Requests per property (the stray paths get a fifth); a fixed seed, so a failure can be replayed. */
const FUZZ_RUNS = 400;
const FUZZ_SEED = 20260432;

const statuses = new Map<number, number>();
let sent = 0;

async function send(path: string, method: string, text: string | undefined): Promise<void> {
  const withBody = method !== 'GET' && method !== 'HEAD';
  const response = await site(path, {
    method,
    headers: { 'content-type': 'application/json', origin: 'http://site.test', 'cf-connecting-ip': `198.51.100.${(sent % 250) + 1}` },
    body: withBody ? (text ?? '') : undefined,
  });
  sent += 1;
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  const answer = await response.text();
  expect(response.status, `${method} ${path} ${text?.slice(0, 100) ?? ''}`).toBeLessThan(500);
  expect(response.headers.get('content-type'), `${method} ${path}`).toContain('application/json');
  expect(() => JSON.parse(answer) as unknown).not.toThrow();
}

/** encodeURIComponent of any string: a lone surrogate (which it cannot encode) becomes U+FFFD. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

const bffPath = (route: ReadRoute, params: string[]) => {
  let i = 0;
  return `/api${BFF_MOUNT[route.family]}${route.path.replace(/:(\w+)/g, () => encode(params[i++] ?? ''))}`;
};

describe('fuzz: every read route, its parameters and its bodies', () => {
  it('never answers 5xx or anything but JSON, and lets nothing unchecked reach the upstream', async () => {
    await coldCache();
    await forgetArrivals();
    await fc.assert(
      fc.asyncProperty(routeRequest, async ({ route, params, query: search, body: text, method }) => {
        await send(`${bffPath(route, params)}${search}`, method, text);
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
    );
    await fc.assert(
      fc.asyncProperty(strayRequest, async ({ path, method, body: text }) => {
        await send(path, method, text);
      }),
      { numRuns: Math.ceil(FUZZ_RUNS / 5), seed: FUZZ_SEED, endOnFailure: true },
    );
    const { checked, refused } = await uncheckedArrivals();
    const seen = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    console.info(
      `BFF fuzz: ${sent} requests sent; statuses ${JSON.stringify(seen)}; ${checked} upstream requests checked, ${refused.length} outside the contract`,
    );
    expect(refused).toEqual([]);
    // The fuzz reached the upstream with the reads it let through, and refused plenty.
    expect(checked).toBeGreaterThan(30);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(200);
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
  }, 600_000);
});
