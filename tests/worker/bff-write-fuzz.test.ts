import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { contactInfoSchema, newsletterSchema } from '../../shared/forms/contact-forms';
import { FORM_NAME_FIELD, PAGE_FIELD } from '../../shared/forms/form-outcome';
import { FORM_PATHS } from '../../shared/forms/form-paths';
import { HONEYPOT_FIELD } from '../../shared/forms/honeypot';
import {
  fundFormSchema,
  LEARNING_SPACE_ROLES,
  learningSpaceFormSchema,
  MADE_NOT_BORN_DISCIPLINES,
  madeNotBornFormSchema,
} from '../../shared/forms/promotion-forms';
import { applinkRegisterSchema } from '../../shared/schemas/applink';
import { CHECKOUT_SESSION_ID, checkoutRequestSchema, SUBSCRIPTION_TOKEN } from '../../shared/schemas/subscription';
import { isOwnTarget } from '../../worker/api/applink';
import { checkRead } from '../../worker/api/read-contract';
import { arrivals, coldCache, forgetArrivals, readOf, type Arrival } from '../support/upstream';
import { site, SITE } from '../support/site';

/**
 * The BFF's writes under a property-based fuzz, beside the reads' (bff-contract.test.ts): every
 * route that posts (the forms, JSON and plain HTML; the deep-link registration; the checkout's
 * two calls; the cookie bar's Accept; the CSP reports; leaving preview) gets plausible bodies
 * with one thing wrong, unknown keys, any JSON, text, deep nesting, in every content type. The
 * worker never answers 5xx, and every request the upstream received is one the route's own
 * contract accepts: a form's body exactly its schema's fields, a registration on the site's own
 * addresses, a checkout for a plain plan and a provider-shaped session id.
 */

/** What the upstream may receive for each kind of write, by the path it arrives at. */
const UPSTREAM_CHECKS: Array<{ path: RegExp; check: (arrival: Arrival) => boolean }> = [
  { path: /^\/v4\/promotion\/contactinfos$/, check: (a) => strictly(contactInfoSchema, a.body) },
  { path: /^\/v4\/promotion\/newslettersubscribers$/, check: (a) => strictly(newsletterSchema, a.body) },
  { path: /^\/v4\/promotion\/learningspace$/, check: (a) => strictly(learningSpaceFormSchema, a.body) },
  { path: /^\/v4\/promotion\/madenotborn$/, check: (a) => strictly(madeNotBornFormSchema, a.body) },
  { path: /^\/v4\/promotion\/fund\//, check: (a) => strictly(fundFormSchema, a.body) },
  {
    path: /^\/v1\/applink\/register$/,
    check: (a) =>
      strictly(applinkRegisterSchema, a.body) &&
      isOwnTarget((JSON.parse(a.body) as { url: string }).url, env as { PUBLIC_ORIGIN: string; WEB_APP_URL: string }),
  },
  {
    path: /^\/v4\/stripeSubscription\/session$/,
    check: (a) => {
      const body = json(a.body) as Record<string, unknown> | undefined;
      const discount = new URLSearchParams(a.search).get('discount');
      return (
        body !== undefined &&
        checkoutRequestSchema.safeParse({ productId: body.productId, planId: body.planId }).success &&
        Object.keys(body).sort().join() === 'cancelUrl,planId,productId,successUrl' &&
        [body.successUrl, body.cancelUrl].every((url) => typeof url === 'string' && url.startsWith(`${SITE}/pricing`)) &&
        (discount === null || SUBSCRIPTION_TOKEN.test(discount))
      );
    },
  },
  {
    path: /^\/v4\/stripeSubscription\/session\/[^/]+\/complete$/,
    check: (a) => CHECKOUT_SESSION_ID.test(decodeURIComponent(a.path.split('/')[4]!)) && a.body === '',
  },
];

const json = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};
/** The body is the schema's fields and nothing else, each valid. */
const strictly = (schema: z.ZodObject, text: string) => schema.strict().safeParse(json(text)).success;

/**
 * Every write the upstream received, with those no route's contract accepts. A read is left to
 * the reads' fuzz, when the read contract accepts it: a plain form's answer is its page,
 * rendered with the page's own reads.
 */
async function uncheckedWrites(): Promise<{ checked: number; refused: string[] }> {
  let checked = 0;
  const refused: string[] = [];
  for (const arrival of await arrivals()) {
    const read = readOf(arrival);
    if (read && checkRead(read.family, arrival.method, read.path, new URLSearchParams(arrival.search), arrival.body).ok) continue;
    checked += 1;
    const rule = UPSTREAM_CHECKS.find(({ path }) => path.test(arrival.path));
    if (!rule?.check(arrival)) refused.push(`${arrival.method} ${arrival.path}${arrival.search} ${arrival.body.slice(0, 160)}`);
  }
  return { checked, refused };
}

// The fuzz ---------------------------------------------------------------------------------

const HOSTILE = [
  '',
  ' ',
  '<script>alert(1)</script>',
  '\u0000',
  'x'.repeat(3000),
  '-1',
  '1e9',
  'null',
  '{}',
  '__proto__',
  'https://evil.example/login',
  'javascript:alert(1)',
  '//evil.example',
  'ȁ\u202e',
];
const text = fc.oneof(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
/** A field's value: usually the plausible one, else something hostile of any JSON type. */
const field = <T>(plausible: T) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(plausible as unknown) },
    { weight: 2, arbitrary: text },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );

const person = { name: 'Ada Lovelace', email: 'ada@example.org' };
/** Each write route: its path, and a plausible body (as fields) that the fuzz then spoils. */
const WRITE_ROUTES: Array<{ path: string; method: string; fields: Record<string, unknown>; native: boolean }> = [
  {
    path: FORM_PATHS.contactInfos,
    method: 'POST',
    fields: { ...person, message: 'A question about an edition.', formType: 4, extraProperties: { ref: 'ED-000001' } },
    native: true,
  },
  { path: FORM_PATHS.newsletter, method: 'POST', fields: { email: person.email }, native: true },
  { path: FORM_PATHS.learningSpace, method: 'POST', fields: { ...person, role: LEARNING_SPACE_ROLES[0], event: 'spring-workshop' }, native: true },
  { path: FORM_PATHS.madeNotBorn, method: 'POST', fields: { ...person, discipline: MADE_NOT_BORN_DISCIPLINES[0], message: 'My work.' }, native: true },
  {
    path: FORM_PATHS.fund,
    method: 'POST',
    fields: { ...person, organisation: 'A choir', projectTitle: 'New songs', message: 'What we will do.' },
    native: true,
  },
  {
    path: '/api/applink/register',
    method: 'POST',
    fields: {
      clientToken: '3b241101-e2bb-4255-8caf-4136c566a962',
      url: 'https://app.nkoda.com/work?ref=ED-000001&dl=1',
      extra: { screenWidth: 390, screenHeight: 844, screenPixelRatio: 3, timezoneOffset: -60 },
    },
    native: false,
  },
  { path: '/api/v4/stripeSubscription/session', method: 'POST', fields: { productId: 'prod_standard', planId: 'plan_standard_monthly' }, native: false },
  { path: '/api/v4/stripeSubscription/session/cs_test_a1b2c3/complete', method: 'POST', fields: {}, native: false },
  { path: '/api/consent', method: 'POST', fields: { [PAGE_FIELD]: '/pricing' }, native: true },
  {
    path: '/api/csp-reports',
    method: 'POST',
    fields: { 'csp-report': { 'document-uri': `${SITE}/`, 'violated-directive': 'script-src', 'blocked-uri': 'inline' } },
    native: false,
  },
  { path: '/api/preview', method: 'DELETE', fields: {}, native: false },
];

/** The spoilt path: a hostile session id, a discount, another spelling of the path. */
const pathOf = (path: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(path) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom('discount', 'zz', 'strapi'), text).map(([name, value]) => `${path}?${new URLSearchParams({ [name]: value })}`),
    },
    {
      weight: 1,
      arbitrary: fc.constant(path.replace(/\/([a-z])([a-z]+)$/, (_, first: string, rest: string) => `/%${first.charCodeAt(0).toString(16)}${rest}`)),
    },
    { weight: 1, arbitrary: text.map((id) => path.replace('cs_test_a1b2c3', encodeURIComponent(id.replace(/[\ud800-\udfff]/g, '')) || 'x')) },
  );

const body = (fields: Record<string, unknown>) =>
  fc.oneof(
    // The plausible body, a field spoilt or unknown keys added (the honeypot, _page, _form among them).
    { weight: 6, arbitrary: fc.record(Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, field(value)])), { requiredKeys: [] }) },
    {
      weight: 2,
      arbitrary: fc
        .dictionary(fc.constantFrom('zz', HONEYPOT_FIELD, PAGE_FIELD, FORM_NAME_FIELD, 'successUrl', 'status', '__proto__', 'constructor'), text, {
          maxKeys: 3,
        })
        .map((extra) => ({ ...fields, ...extra })),
    },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 5 }) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 3, max: 7000 })
        .map((depth) => JSON.parse(`${'['.repeat(Math.min(depth, 900))}${']'.repeat(Math.min(depth, 900))}`) as unknown),
    },
  );

/** How the body is sent: JSON, a plain HTML form's encoding, or something else. */
const encoding = fc.constantFrom(
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/csp-report',
  'application/reports+json',
  'multipart/form-data; boundary=x',
  '',
);

function encode(value: unknown, type: string): string {
  if (type !== 'application/x-www-form-urlencoded') return JSON.stringify(value) ?? '';
  const form = new URLSearchParams();
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, entry] of Object.entries(value)) form.append(key, typeof entry === 'string' ? entry : (JSON.stringify(entry) ?? ''));
  }
  return form.toString();
}

const writeRequest = fc.constantFrom(...WRITE_ROUTES).chain((route) =>
  fc.record({
    route: fc.constant(route),
    path: pathOf(route.path),
    body: body(route.fields),
    type: fc.oneof(
      { weight: 3, arbitrary: fc.constant(route.native ? 'application/x-www-form-urlencoded' : 'application/json') },
      { weight: 2, arbitrary: encoding },
    ),
    // Most come from the site's own pages; some from another site or from nowhere.
    origin: fc.constantFrom(SITE, SITE, SITE, SITE, 'https://evil.example', ''),
    method: fc.oneof({ weight: 9, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH') }),
  }),
);

const FUZZ_RUNS = 300;
const FUZZ_SEED = 20261127;

describe('fuzz: every write route, its paths and its bodies', () => {
  it('never answers 5xx, always answers something a visitor can read, and lets nothing unchecked reach the upstream', async () => {
    await coldCache();
    await forgetArrivals();
    const statuses = new Map<number, number>();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(writeRequest, async ({ path, body: value, type, origin, method }) => {
        const headers: Record<string, string> = { 'cf-connecting-ip': `203.0.113.${(sent % 250) + 1}` };
        if (type) headers['content-type'] = type;
        if (origin) headers.origin = origin;
        const response = await site(path, { method, headers, body: method === 'GET' ? undefined : encode(value, type) });
        sent += 1;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        const answer = await response.text();
        const where = `${method} ${path} ${type} ${answer.slice(0, 120)}`;
        expect(response.status, where).toBeLessThan(500);
        // A clear answer: a redirect to a page, nothing (204), or a body that says what happened.
        if (response.status >= 300 && response.status < 400) expect(response.headers.get('location'), where).toMatch(/^(\/(?!\/)|http:\/\/site\.test\/)/);
        else if (response.status !== 204) expect(answer.trim(), where).not.toBe('');
      }),
      { numRuns: FUZZ_RUNS, seed: FUZZ_SEED, endOnFailure: true },
    );
    // Queued forms are delivered by the queue's consumer a moment later: wait for it to settle.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { checked, refused } = await uncheckedWrites();
    const seen = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    console.info(
      `BFF write fuzz: ${sent} requests sent; statuses ${JSON.stringify(seen)}; ${checked} upstream writes checked, ${refused.length} outside the contract`,
    );
    expect(refused).toEqual([]);
    // The fuzz reached the upstream with what it let through, and refused plenty.
    expect(checked).toBeGreaterThan(20);
    expect((statuses.get(400) ?? 0) + (statuses.get(303) ?? 0)).toBeGreaterThan(100);
  }, 600_000);
});
