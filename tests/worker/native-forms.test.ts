import { env, exports } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { ANALYTICS_EVENTS, ANALYTICS_FORMS } from '../../shared/analytics-events';
import { FORM_TYPES } from '../../shared/forms/contact-forms';
import { CONTACT_MESSAGES, FIELD_MESSAGES, NEWSLETTER_MESSAGES } from '#messages/shared/forms/form-messages';
import { CONTACT_MESSAGES as CONTACT_MESSAGES_DE } from '#messages/shared/forms/form-messages.de';
import { FORM_NAME_FIELD, FORM_OUTCOME_COOKIE, FORM_OUTCOME_COOKIE_MAX_AGE, PAGE_FIELD, type FormOutcome } from '../../shared/forms/form-outcome';
import { HONEYPOT_FIELD } from '../../shared/forms/honeypot';
import { FORM_PATHS } from '../../shared/forms/promotion-forms';
import { HELP_TEXT } from '#messages/shared/help';
import { HELP_PATHS, LAYOUT_PATHS } from '../../shared/paths';
import type { AppEnv } from '../../worker/app-env';
import { api } from '../../worker/api/index';
import { config } from '../../worker/config';
import { loadConfig } from '../../worker/middleware/load-config';
import { pageLanguage } from '../../worker/middleware/language';
import { forgetCachedPages } from '../../worker/ssr/page-response';
import { REFUSED_EMAIL_DOMAIN } from '../../demo-upstream/src/forms';
import { h1, transferState } from '../support/page-html';
import { fetchSettled, SITE } from '../support/site';
import { unescapeHtml } from '../support/escape';
import { deliveries, fault, inOneRateWindowAs, ownClientEachTest, received, upstream } from '../support/upstream';

/**
 * Issue 31: the forms posted as plain HTML forms (no page code, or before it ran), answered as a
 * browser expects: 303 back to the page with a cookie naming the outcome, or the page rendered
 * again with the messages and values (docs/decisions/041).
 */

const contactPage = `${HELP_PATHS.contact}?ref=help`;
const contact = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'The annotations do not sync.' };
const contactPost = {
  ...contact,
  formType: String(FORM_TYPES.contact),
  [PAGE_FIELD]: contactPage,
  [FORM_NAME_FIELD]: ANALYTICS_FORMS.contact,
  [HONEYPOT_FIELD]: '',
};
const application = { name: 'Ada Lovelace', email: 'ada@example.com', discipline: 'Composer', link: '', message: 'I write for strings.' };
const interest = { name: 'Ada Lovelace', email: 'ada@example.com', role: 'Teacher', instrument: '', organisation: '', message: '', event: 'spring-open-day' };
const fundApplication = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  organisation: 'Analytical Society',
  projectTitle: 'Engines',
  message: 'Music by machine.',
};

/** Each test posts as its own client, so the per-client rate limit never mixes tests up. */
const client = ownClientEachTest('198.51.100');

/** A plain HTML form's post from the site's own page, as a browser sends it (redirects not followed). */
function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return exports.default.fetch(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, 'cf-connecting-ip': client.address, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** The cookie a 303 sets, exactly. */
const outcomeCookie = (value: string) => `${FORM_OUTCOME_COOKIE}=${value}; Max-Age=${FORM_OUTCOME_COOKIE_MAX_AGE}; Path=/; HttpOnly; SameSite=Lax`;

/** A 303 back to `page` with the cookie naming the outcome, and nothing any cache may keep. */
function expectSeeOther(response: Response, page: string, outcome: string) {
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(page);
  expect(response.headers.get('set-cookie')).toBe(outcomeCookie(outcome));
  expect(response.headers.get('cache-control')).toBe('no-store');
}

const loggedEvents = (log: MockInstance<typeof console.log>) =>
  log.mock.calls
    .map(([first]) => String(first))
    .filter((text) => text.startsWith('{"event":'))
    .map((text) => (JSON.parse(text) as { event: string }).event);

describe('each form takes a plain HTML post: 303 back to its page, with the outcome in a cookie', () => {
  it("contact: formType as a number, extraProperties from the page's query, nothing else forwarded", async () => {
    const response = await postForm(FORM_PATHS.contactInfos, { ...contactPost, name: ' Ada Lovelace ', unknown: 'dropped' });
    expectSeeOther(response, contactPage, 'contactinfos.sent');
    const rows = await received('/v4/promotion/contactinfos');
    expect(rows.map((row) => row.body)).toEqual([{ ...contact, formType: FORM_TYPES.contact, extraProperties: { ref: 'help' } }]);
    // The page's code posts JSON to the same route, answered as before: no redirect, no cookie.
    const json = await exports.default.fetch(`${SITE}${FORM_PATHS.contactInfos}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE, 'cf-connecting-ip': client.address },
      body: JSON.stringify({ ...contact, message: 'Sent by the page.', formType: FORM_TYPES.contact }),
    });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ ok: true });
    expect(json.headers.get('set-cookie')).toBeNull();
  });

  it('newsletter: the address both ways, as the JSON post sends it', async () => {
    const response = await postForm(FORM_PATHS.newsletter, { email: 'reader@example.com', [PAGE_FIELD]: LAYOUT_PATHS.pricing, [HONEYPOT_FIELD]: '' });
    expectSeeOther(response, LAYOUT_PATHS.pricing, 'newslettersubscribers.sent');
    const rows = await received('/v4/promotion/newslettersubscribers');
    expect(rows.map(({ query, body }) => ({ query, body }))).toEqual([{ query: { email: 'reader@example.com' }, body: { email: 'reader@example.com' } }]);
  });

  it("learning space, made not born and the fund: their schema's fields", async () => {
    const pages = { learning: LAYOUT_PATHS.learningSpaces, made: LAYOUT_PATHS.madeNotBorn, fund: '/nkoda-22-fund' };
    expectSeeOther(
      await postForm(FORM_PATHS.learningSpace, { ...interest, [PAGE_FIELD]: pages.learning, [FORM_NAME_FIELD]: ANALYTICS_FORMS.learningSpace }),
      pages.learning,
      'learningspace.sent',
    );
    expectSeeOther(
      await postForm(FORM_PATHS.madeNotBorn, {
        ...application,
        [PAGE_FIELD]: pages.made,
        [FORM_NAME_FIELD]: ANALYTICS_FORMS.madeNotBorn,
        [HONEYPOT_FIELD]: '',
      }),
      pages.made,
      'madenotborn.sent',
    );
    expectSeeOther(
      await postForm(FORM_PATHS.fund, { ...fundApplication, [PAGE_FIELD]: pages.fund, [FORM_NAME_FIELD]: ANALYTICS_FORMS.fund }),
      pages.fund,
      'fund.sent',
    );
    expect((await received()).map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/v4/promotion/learningspace', body: interest },
      { path: '/v4/promotion/madenotborn', body: application },
      { path: '/v4/promotion/fund/nkoda-22-fund', body: fundApplication },
    ]);
  });

  it('a double click (the same values twice from one client) reaches the service once; other values go on', async () => {
    const first = await postForm(FORM_PATHS.contactInfos, contactPost);
    const again = await postForm(FORM_PATHS.contactInfos, contactPost);
    expect([first.status, again.status]).toEqual([303, 303]);
    expect(await received('/v4/promotion/contactinfos')).toHaveLength(1);
    expect((await postForm(FORM_PATHS.contactInfos, { ...contactPost, message: 'And another thing.' })).status).toBe(303);
    expect(await received('/v4/promotion/contactinfos')).toHaveLength(2);
    // Another client sending the same words is another submission.
    client.address = `${client.address}-other`;
    expect((await postForm(FORM_PATHS.contactInfos, contactPost)).status).toBe(303);
    expect(await received('/v4/promotion/contactinfos')).toHaveLength(3);
  });
});

describe('a post the page must answer itself is the page again, rendered in answer, for this visitor alone', () => {
  it("invalid: 400, the page a GET renders, with the submit-time messages and the values typed (never the honeypot's)", async () => {
    const response = await postForm(FORM_PATHS.contactInfos, { ...contactPost, name: '', email: 'ada@', message: '', unknown: 'not echoed' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-page-cache')).toBe('personal');
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    expect(h1(html)).toBe(HELP_TEXT.contact.title);
    const outcome: FormOutcome = {
      form: 'contactinfos',
      state: 'invalid',
      fields: { name: CONTACT_MESSAGES.nameRequired, email: CONTACT_MESSAGES.email, message: CONTACT_MESSAGES.messageRequired },
      values: { name: '', email: 'ada@', message: '', formType: '4' },
      page: contactPage,
    };
    expect(transferState(html).app.form).toEqual(outcome);
    expect(await received('/v4/promotion/contactinfos')).toEqual([]);
  });

  it("the other forms' messages too, by field", async () => {
    const response = await postForm(FORM_PATHS.madeNotBorn, { ...application, discipline: '', message: ' ', [PAGE_FIELD]: LAYOUT_PATHS.madeNotBorn });
    expect(response.status).toBe(400);
    expect(transferState(await response.text()).app.form).toEqual({
      form: 'madenotborn',
      state: 'invalid',
      fields: { discipline: FIELD_MESSAGES.choiceDiscipline, message: FIELD_MESSAGES.messageRequired },
      values: { ...application, discipline: '', message: ' ' },
      page: LAYOUT_PATHS.madeNotBorn,
    });
    const newsletter = await postForm(FORM_PATHS.newsletter, { email: '', [PAGE_FIELD]: '/' });
    expect(newsletter.status).toBe(400);
    expect(transferState(await newsletter.text()).app.form).toMatchObject({
      state: 'invalid',
      fields: { email: NEWSLETTER_MESSAGES.required },
      values: { email: '' },
    });
  });

  it('refused by the service: 422, the page with the values', async () => {
    const refused = { ...application, email: `ada@${REFUSED_EMAIL_DOMAIN}` };
    const response = await postForm(FORM_PATHS.madeNotBorn, { ...refused, [PAGE_FIELD]: LAYOUT_PATHS.madeNotBorn });
    expect(response.status).toBe(422);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(transferState(await response.text()).app.form).toEqual({ form: 'madenotborn', state: 'refused', values: refused, page: LAYOUT_PATHS.madeNotBorn });
  });

  it("the newsletter's refusal is its one failure message, after a 303 like its success", async () => {
    // The site's address rule takes a quote; the service's does not, and answers 400.
    const response = await postForm(FORM_PATHS.newsletter, { email: 'a"b@example.com', [PAGE_FIELD]: '/' });
    expectSeeOther(response, '/', 'newslettersubscribers.failed');
  });

  it('the messages are in the language of the page the form is on', async () => {
    const page = `/de${HELP_PATHS.contact}`;
    const response = await postForm(FORM_PATHS.contactInfos, { ...contactPost, name: '', [PAGE_FIELD]: page });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-language')).toBe('de');
    const html = await response.text();
    expect(html).toMatch(/<html lang="de"/);
    expect(transferState(html).app.form).toMatchObject({ fields: { name: CONTACT_MESSAGES_DE.nameRequired }, page });
    expect(CONTACT_MESSAGES_DE.nameRequired).not.toBe(CONTACT_MESSAGES.nameRequired);
  });
});

describe('a value past its bound (issue 33)', () => {
  /** The message the page shows beside the field `id` (its name), as the server rendered it. */
  const messageBeside = (html: string, id: string) => html.match(new RegExp(`<p class="field__error" id="[^"]*-${id}-error">([^<]*)</p>`))?.[1];

  it('comes back as the page with "at most" beside the field, in the page\'s language, and what was typed kept', async () => {
    const name = 'Clara Josephine Wieck '.repeat(10);
    for (const [page, message] of [
      [contactPage, 'Name must be at most 200 characters long.'],
      [`/de${HELP_PATHS.contact}`, 'Der Name darf höchstens 200 Zeichen lang sein.'],
    ] as const) {
      const response = await postForm(FORM_PATHS.contactInfos, { ...contactPost, name, [PAGE_FIELD]: page });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(transferState(html).app.form).toMatchObject({ state: 'invalid', fields: { name: message }, values: { name }, page });
      expect(Object.keys((transferState(html).app.form as { fields: object }).fields)).toEqual(['name']);
      expect(unescapeHtml(messageBeside(html, 'name') ?? '')).toBe(message);
    }
    expect(await received('/v4/promotion/contactinfos')).toEqual([]);
  });
});

describe('what a plain post is refused, and how', () => {
  it('from another site (or with no sign of where it comes from): 403, nothing sent', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { origin: '' }]) {
      const response = await postForm(FORM_PATHS.contactInfos, contactPost, headers);
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toContain('text/plain');
    }
    const bare = await exports.default.fetch(`${SITE}${FORM_PATHS.newsletter}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': client.address },
      body: 'email=reader%40example.com',
    });
    expect(bare.status).toBe(403);
    const foreignReferer = await exports.default.fetch(`${SITE}${FORM_PATHS.newsletter}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': client.address, referer: 'https://evil.example/page' },
      body: 'email=reader%40example.com',
    });
    expect(foreignReferer.status).toBe(403);
    expect(await received()).toEqual([]);
    // A browser that sends no Origin on a form post still sends the page as Referer.
    const oldBrowser = await exports.default.fetch(`${SITE}${FORM_PATHS.newsletter}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': client.address, referer: `${SITE}/pricing` },
      body: 'email=reader%40example.com',
      redirect: 'manual',
    });
    expect(oldBrowser.status).toBe(303);
  });

  it('a filled honeypot gets the 303 a person gets, and nothing is sent', async () => {
    const response = await postForm(FORM_PATHS.contactInfos, { ...contactPost, [HONEYPOT_FIELD]: 'https://spam.example' });
    expectSeeOther(response, contactPage, 'contactinfos.sent');
    expect(await received()).toEqual([]);
  });

  it('past 20 posts a minute from one client: 429 with Retry-After, as a line of text', async () => {
    // The burst and its refusal in one rate-limit window (a turn of the minute empties the bucket).
    const { statuses, limited } = await inOneRateWindowAs(client, async () => {
      const seen: number[] = [];
      for (let i = 0; i < 21; i++) seen.push((await postForm(FORM_PATHS.newsletter, { email: `reader${i}@example.com`, [PAGE_FIELD]: '/' })).status);
      const late = await postForm(FORM_PATHS.newsletter, { email: 'late@example.com', [PAGE_FIELD]: '/' });
      return { statuses: seen, limited: { status: late.status, retryAfter: late.headers.get('retry-after'), type: late.headers.get('content-type') } };
    });
    expect(statuses.slice(0, 20).every((s) => s === 303)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(limited.status).toBe(429);
    expect(limited.retryAfter).toBe('60');
    expect(limited.type).toContain('text/plain');
  });

  it('a body past 64 KB: 413 with a sentence, nothing sent; a long message in Japanese still fits', async () => {
    const large = await postForm(FORM_PATHS.contactInfos, { ...contactPost, message: 'x'.repeat(65 * 1024) });
    expect(large.status).toBe(413);
    expect(large.headers.get('content-type')).toContain('text/plain');
    expect(await large.text()).toMatch(/too long/);
    expect(await received()).toEqual([]);
    // 5,000 characters (the contact form's most) of three UTF-8 bytes each, percent-encoded: 45 KB.
    const japanese = await postForm(FORM_PATHS.contactInfos, { ...contactPost, message: '楽'.repeat(5000), [PAGE_FIELD]: `/ja${HELP_PATHS.contact}` });
    expectSeeOther(japanese, `/ja${HELP_PATHS.contact}`, 'contactinfos.sent');
  });

  it('a _page that is not a page of this site falls back to a same-site Referer, else the home page', async () => {
    const foreign = [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      '/.//evil.example',
      '/a/%2e%2e//evil.example',
      'javascript:alert(1)',
    ];
    for (const page of [...foreign, `/${'a'.repeat(3000)}`, FORM_PATHS.newsletter]) {
      const bare = await postForm(FORM_PATHS.newsletter, { email: `reader${page.length}@example.com`, [PAGE_FIELD]: page });
      expect(bare.headers.get('location'), page).toBe('/');
      const withReferer = await postForm(
        FORM_PATHS.newsletter,
        { email: `other${page.length}@example.com`, [PAGE_FIELD]: page },
        { referer: `${SITE}/de/pricing?plan=a` },
      );
      expect(withReferer.headers.get('location'), page).toBe('/de/pricing?plan=a');
    }
    const foreignReferer = await postForm(
      FORM_PATHS.newsletter,
      { email: 'last@example.com', [PAGE_FIELD]: '//evil.example' },
      { referer: 'https://evil.example/x' },
    );
    expect(foreignReferer.headers.get('location')).toBe('/');
  });
});

describe('nothing is lost', () => {
  it('posted while the service is down: 303 sent, queued, and a double click still arrives once', { timeout: 60_000 }, async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await fault('error', '/v4/promotion/contactinfos');
      expectSeeOther(await postForm(FORM_PATHS.contactInfos, contactPost), contactPage, 'contactinfos.sent');
      expectSeeOther(await postForm(FORM_PATHS.contactInfos, contactPost), contactPage, 'contactinfos.sent');
      expect(loggedEvents(log).filter((event) => event === 'form_queued')).toHaveLength(2);
      await fault('off');
      const rows = await deliveries('/v4/promotion/contactinfos', 1, 45_000);
      expect(rows.map((row) => row.body)).toEqual([{ ...contact, formType: FORM_TYPES.contact, extraProperties: { ref: 'help' } }]);
      // Both queued copies settled: the second was the same key, so the service took it once.
      await vi.waitFor(() => expect(loggedEvents(log).filter((event) => event === 'form_delivered_from_queue')).toHaveLength(2), {
        timeout: 30_000,
        interval: 100,
      });
      expect(await received('/v4/promotion/contactinfos')).toHaveLength(1);
    } finally {
      log.mockRestore();
    }
  });

  it('nothing the visitor typed is in a log line', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const secret = { name: 'Secretname Person', email: 'secret.person@example.com', message: 'A secret message.' };
      await postForm(FORM_PATHS.contactInfos, { ...contactPost, ...secret });
      await postForm(FORM_PATHS.contactInfos, { ...contactPost, ...secret, name: 'Sec' });
      await postForm(FORM_PATHS.contactInfos, { ...contactPost, ...secret, [HONEYPOT_FIELD]: 'secret-trap' });
      const lines = log.mock.calls.map(([first]) => String(first)).join('\n');
      // The invalid post and the bot's are logged, by field name and path only.
      expect(lines).toMatch(/"event":"request_rejected","path":"\/api\/v4\/promotion\/contactinfos","status":400,"reason":"invalid","fields":\["name"\]/);
      expect(loggedEvents(log)).toContain('form_trapped');
      for (const value of [...Object.values(secret), 'Sec"', 'secret-trap', 'ref=help']) expect(lines).not.toContain(value);
    } finally {
      log.mockRestore();
    }
  });
});

describe('the page after the 303', () => {
  const page = HELP_PATHS.contact;
  const withCookie = (value: string) => ({ headers: { cookie: `${FORM_OUTCOME_COOKIE}=${value}` } });

  it('shows the outcome to that visitor alone, spends the cookie, and is never cached', async () => {
    forgetCachedPages();
    const first = await fetchSettled(page, withCookie('contactinfos.sent'));
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('cache-control')).toBe('private, no-store');
    expect(first.response.headers.get('x-page-cache')).toBe('personal');
    expect(first.response.headers.get('set-cookie')).toBe(`${FORM_OUTCOME_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
    expect(h1(first.body)).toBe(HELP_TEXT.contact.title);
    expect(transferState(first.body).app.form).toEqual({ form: 'contactinfos', state: 'sent' });
    // Nothing of it was kept: the next visitor's page is rendered afresh, without the outcome.
    const next = await fetchSettled(page);
    expect(next.response.headers.get('x-page-cache')).toBe('miss');
    expect(transferState(next.body).app.form).toBeUndefined();
    expect(next.response.headers.get('set-cookie')).toBeNull();
    // Now cached: a visitor with the cookie still gets their own render, and the cached page stays as it was.
    expect((await fetchSettled(page)).response.headers.get('x-page-cache')).toBe('hit');
    const again = await fetchSettled(page, withCookie('newslettersubscribers.failed'));
    expect(again.response.headers.get('x-page-cache')).toBe('personal');
    expect(transferState(again.body).app.form).toEqual({ form: 'newslettersubscribers', state: 'failed' });
    const after = await fetchSettled(page);
    expect(after.response.headers.get('x-page-cache')).toBe('hit');
    expect(transferState(after.body).app.form).toBeUndefined();
  });

  it("a HEAD with the cookie is answered for that visitor too; the page's data request (a client navigation) is not touched", async () => {
    const { response } = await fetchSettled(page, { method: 'HEAD', ...withCookie('fund.sent') });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-page-cache')).toBe('personal');
    expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
    const data = await fetchSettled(`${page}/__data`, withCookie('contactinfos.sent'));
    expect(data.response.status).toBe(200);
    expect(data.response.headers.get('set-cookie')).toBeNull();
  });

  it('a cookie that names no known form and outcome is ignored, and cleared', async () => {
    for (const value of ['evil.sent', 'contactinfos.invalid', 'contactinfos', 'contactinfos.sent.x', '<script>']) {
      const { response, body } = await fetchSettled(page, withCookie(encodeURIComponent(value)));
      expect(response.status).toBe(200);
      expect(response.headers.get('x-page-cache')).not.toBe('personal');
      expect(transferState(body).app.form).toBeUndefined();
      expect(response.headers.get('set-cookie')).toContain('Max-Age=0');
    }
  });
});

interface SeenEvent {
  event: { name: string; url: string; domain: string; props?: Record<string, string> };
  userAgent: string;
  forwardedFor: string | null;
}
const seenEvents = async (): Promise<SeenEvent[]> => (await fetch(`${upstream}/analytics/api/events`)).json();
const receivedEvents = () => received('/analytics/api/event');

describe('analytics of a native post', () => {
  const userAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

  /**
   * The site's config is fixed for the isolate (no ANALYTICS_KEY in these tests), so the BFF runs
   * in a small app whose config has the key, posting to the demo upstream's events API, with
   * waitUntil honoured by a real execution context (as tests/worker/app-review.test.ts does).
   */
  async function postWithAnalytics(path: string, body: string, contentType = 'application/x-www-form-urlencoded') {
    const app = new Hono<AppEnv>();
    app.use(loadConfig({ ...config, ANALYTICS_KEY: 'www.nkoda.com', ANALYTICS_API_URL: `${upstream}/analytics/api/event` }));
    app.use(pageLanguage());
    app.route('/api', api);
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request(`${SITE}${path}`, {
        method: 'POST',
        headers: { 'content-type': contentType, origin: SITE, 'cf-connecting-ip': client.address, 'user-agent': userAgent },
        body,
      }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("a sent help form sends 'Form sent' once, named as the page names it, with the visitor's agent and address", async () => {
    const response = await postWithAnalytics(
      FORM_PATHS.contactInfos,
      new URLSearchParams({ ...contactPost, formType: '5', [FORM_NAME_FIELD]: ANALYTICS_FORMS.requestContent }).toString(),
    );
    expect(response.status).toBe(303);
    const events = await receivedEvents();
    expect(events.map((row) => row.body)).toEqual([
      {
        name: ANALYTICS_EVENTS.formSent,
        url: `https://www.nkoda.com${HELP_PATHS.contact}`,
        domain: 'www.nkoda.com',
        props: { form: ANALYTICS_FORMS.requestContent },
      },
    ]);
    const last = (await seenEvents()).at(-1)!;
    expect(last.userAgent).toBe(userAgent);
    expect(last.forwardedFor).toBe(client.address);
  });

  it("the newsletter sends 'Newsletter signup'; a name the page cannot give falls back to the form's own", async () => {
    await postWithAnalytics(FORM_PATHS.newsletter, new URLSearchParams({ email: 'reader@example.com', [PAGE_FIELD]: LAYOUT_PATHS.pricing }).toString());
    await postWithAnalytics(
      FORM_PATHS.madeNotBorn,
      new URLSearchParams({ ...application, [PAGE_FIELD]: LAYOUT_PATHS.madeNotBorn, [FORM_NAME_FIELD]: 'Anything else' }).toString(),
    );
    expect((await receivedEvents()).map((row) => row.body)).toEqual([
      { name: ANALYTICS_EVENTS.newsletterSignup, url: `https://www.nkoda.com${LAYOUT_PATHS.pricing}`, domain: 'www.nkoda.com' },
      {
        name: ANALYTICS_EVENTS.formSent,
        url: `https://www.nkoda.com${LAYOUT_PATHS.madeNotBorn}`,
        domain: 'www.nkoda.com',
        props: { form: ANALYTICS_FORMS.madeNotBorn },
      },
    ]);
  });

  it("nothing for a bot, or for a JSON post (the page's code counts those)", async () => {
    expect((await postWithAnalytics(FORM_PATHS.contactInfos, new URLSearchParams({ ...contactPost, [HONEYPOT_FIELD]: 'spam' }).toString())).status).toBe(303);
    expect((await postWithAnalytics(FORM_PATHS.newsletter, JSON.stringify({ email: 'json@example.com' }), 'application/json')).status).toBe(200);
    expect(await received('/v4/promotion/newslettersubscribers')).toHaveLength(1);
    expect(await receivedEvents()).toEqual([]);
  });
});
