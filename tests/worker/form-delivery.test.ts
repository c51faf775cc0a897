import { exports } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { EXTRA_PROPERTIES_MAX_KEYS, FORM_TYPES } from '../../shared/forms/contact-forms';
import { CONTACT_MESSAGES, NEWSLETTER_MESSAGES } from '#messages/shared/forms/form-messages';
import { HONEYPOT_FIELD } from '../../shared/forms/honeypot';
import { PAGE_LANGUAGE_HEADER } from '../../shared/i18n/page-language-header';
import { FORM_PATHS } from '../../shared/forms/promotion-forms';
import { deliveries, fault, inOneRateWindowAs, ownClientEachTest, received } from '../support/upstream';
import { loggedBy } from '../support/logged';
import { postJson, SITE } from '../support/site';

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'The annotations do not sync.',
  formType: FORM_TYPES.contact,
  extraProperties: { ref: 'help' },
};

/** Each test posts as its own client, so the per-client rate limit never mixes tests up. */
const client = ownClientEachTest('203.0.113');

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => postJson(path, body, { 'cf-connecting-ip': client.address, ...headers });

describe('contact and newsletter posts', () => {
  it('a contact form is delivered once, as validated', async () => {
    const response = await post(FORM_PATHS.contactInfos, { ...contact, name: ' Ada Lovelace ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const rows = await received('/v4/promotion/contactinfos');
    expect(rows.map((r) => r.body)).toEqual([contact]);
  });

  it('the newsletter sends the address both ways the requirements read the call: the JSON body {email} and ?email=', async () => {
    // A `+` (a space in a query unless encoded) and letters beyond ASCII must arrive unchanged.
    const email = 'zoë+news@exämple.com';
    const response = await post(FORM_PATHS.newsletter, { email: ` ${email} ` });
    expect(response.status).toBe(200);
    expect((await received('/v4/promotion/newslettersubscribers')).map(({ query, body }) => ({ query, body }))).toEqual([
      { query: { email }, body: { email } },
    ]);
  });

  it("invalid input is a 400 naming each field with the page's own messages", async () => {
    const bad = await post(FORM_PATHS.contactInfos, { name: '', email: 'ada@', message: '', formType: 4 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: 'invalid',
      fields: { name: CONTACT_MESSAGES.nameRequired, email: CONTACT_MESSAGES.email, message: CONTACT_MESSAGES.messageRequired },
    });
    const short = await post(FORM_PATHS.contactInfos, { ...contact, name: 'Ada' });
    expect(((await short.json()) as { fields: Record<string, string> }).fields).toEqual({ name: CONTACT_MESSAGES.nameTooShort });
    const formType = await post(FORM_PATHS.contactInfos, { ...contact, formType: 9 });
    expect(formType.status).toBe(400);
    const newsletter = await post(FORM_PATHS.newsletter, { email: '' });
    expect(((await newsletter.json()) as { fields: Record<string, string> }).fields).toEqual({ email: NEWSLETTER_MESSAGES.required });
    expect(await received('/v4/promotion/contactinfos')).toEqual([]);
  });

  it('a value past its bound is a 400 saying it is too long, in the language of the page that posts it', async () => {
    // What a visitor who pasted too much reads beside the field, word for word (issue 33).
    const long = await post(FORM_PATHS.contactInfos, { ...contact, name: 'C'.repeat(201), message: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      error: 'invalid',
      fields: { name: 'Name must be at most 200 characters long.', message: 'Message must be at most 5,000 characters long.' },
    });
    const german = await post(FORM_PATHS.contactInfos, { ...contact, name: 'C'.repeat(201), message: 'x'.repeat(5001) }, { [PAGE_LANGUAGE_HEADER]: 'de' });
    expect(await german.json()).toEqual({
      error: 'invalid',
      fields: { name: 'Der Name darf höchstens 200 Zeichen lang sein.', message: 'Die Nachricht darf höchstens 5.000 Zeichen lang sein.' },
    });
    const address = `${'a'.repeat(243)}@example.com`;
    const newsletter = await post(FORM_PATHS.newsletter, { email: address });
    expect(await newsletter.json()).toEqual({ error: 'invalid', fields: { email: 'Email must be at most 254 characters long.' } });
    const fund = await post(
      FORM_PATHS.fund,
      { name: 'Clara Wieck', email: address, organisation: 'Riverside Music Hub', projectTitle: 'P'.repeat(121), message: 'Lessons.' },
      { [PAGE_LANGUAGE_HEADER]: 'de' },
    );
    expect(await fund.json()).toEqual({
      error: 'invalid',
      fields: { email: 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.', projectTitle: 'Projekttitel darf höchstens 120 Zeichen lang sein.' },
    });
    // At the bound it goes through.
    expect((await post(FORM_PATHS.contactInfos, { ...contact, name: 'C'.repeat(200), message: 'x'.repeat(5000) })).status).toBe(200);
    expect(await received('/v4/promotion/contactinfos')).toHaveLength(1);
  });

  it('extraProperties is bounded: 20 keys of 200 characters at most', async () => {
    const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 'v']));
    expect((await post(FORM_PATHS.contactInfos, { ...contact, extraProperties: keys(EXTRA_PROPERTIES_MAX_KEYS) })).status).toBe(200);
    expect((await post(FORM_PATHS.contactInfos, { ...contact, extraProperties: keys(EXTRA_PROPERTIES_MAX_KEYS + 1) })).status).toBe(400);
    expect((await post(FORM_PATHS.contactInfos, { ...contact, extraProperties: { q: 'x'.repeat(201) } })).status).toBe(400);
    expect((await post(FORM_PATHS.contactInfos, { ...contact, extraProperties: { q: 1 } })).status).toBe(400);
  });
});

describe('what the BFF refuses', () => {
  it('415 for anything but JSON, 413 past 16 KB, 403 from another site', async () => {
    const form = await exports.default.fetch(`${SITE}${FORM_PATHS.contactInfos}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: SITE, 'cf-connecting-ip': client.address },
      body: JSON.stringify(contact),
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ error: 'unsupported_media_type' });
    const large = await post(FORM_PATHS.contactInfos, { ...contact, message: 'x'.repeat(17 * 1024) });
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ error: 'too_large' });
    const crossSite = await post(FORM_PATHS.newsletter, { email: 'ada@example.com' }, { origin: 'https://elsewhere.example' });
    expect(crossSite.status).toBe(403);
    expect(await received('/v4/promotion/contactinfos')).toEqual([]);
  });

  it('a filled honeypot looks like success to the bot and sends nothing', async () => {
    const response = await post(FORM_PATHS.contactInfos, { ...contact, [HONEYPOT_FIELD]: 'https://spam.example' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await received('/v4/promotion/contactinfos')).toEqual([]);
  });

  it('past 20 posts a minute from one client: 429 with Retry-After', async () => {
    // The burst and its refusal in one rate-limit window (a turn of the minute empties the bucket).
    const { statuses, limited } = await inOneRateWindowAs(client, async () => {
      const seen: number[] = [];
      for (let i = 0; i < 22; i++) seen.push((await post(FORM_PATHS.newsletter, { email: `reader${i}@example.com` })).status);
      const late = await post(FORM_PATHS.newsletter, { email: 'late@example.com' });
      return { statuses: seen, limited: { retryAfter: late.headers.get('retry-after'), body: await late.json() } };
    });
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect(limited).toEqual({ retryAfter: '60', body: { error: 'rate_limited' } });
    // Another client is not affected.
    client.address = `${client.address}-other`;
    expect((await post(FORM_PATHS.newsletter, { email: 'other@example.com' })).status).toBe(200);
  });
});

describe('nothing is lost', () => {
  it('while the service is down a submission is accepted, queued, and arrives once after it recovers', { timeout: 60_000 }, async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await fault('error', '/v4/promotion/contactinfos');
      const response = await post(FORM_PATHS.contactInfos, contact);
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ queued: true });
      expect(await received('/v4/promotion/contactinfos')).toEqual([]);
      // The queue's first delivery attempt fails too (the consumer logs its retry), so a retry delivers it.
      await loggedBy(log, 'form_retry');
      expect(await received('/v4/promotion/contactinfos')).toEqual([]);
      await fault('off');
      const rows = await deliveries('/v4/promotion/contactinfos', 1, 45_000);
      expect(rows.map((r) => r.body)).toEqual([contact]);
      // And no second copy follows: checked once the consumer has settled the message.
      await loggedBy(log, 'form_delivered_from_queue');
      expect(await received('/v4/promotion/contactinfos')).toHaveLength(1);
    } finally {
      log.mockRestore();
    }
  });

  it('a service slower than the timeout: queued, then delivered once', { timeout: 60_000 }, async () => {
    await fault('timeout', '/v4/promotion/newslettersubscribers');
    const response = await post(FORM_PATHS.newsletter, { email: 'patient@example.com' });
    expect(response.status).toBe(202);
    await fault('off');
    const rows = await deliveries('/v4/promotion/newslettersubscribers', 1, 45_000);
    // The queued submission keeps both readings.
    expect(rows.map(({ query, body }) => ({ query, body }))).toEqual([{ query: { email: 'patient@example.com' }, body: { email: 'patient@example.com' } }]);
  });

  it('the same submission sent twice (same key) arrives once', async () => {
    const key = 'e2f5c1b4-0d7a-4c55-9a51-3b9f3a1f2c11';
    const first = await post(FORM_PATHS.contactInfos, contact, { 'idempotency-key': key });
    const again = await post(FORM_PATHS.contactInfos, contact, { 'idempotency-key': key });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await received('/v4/promotion/contactinfos')).toHaveLength(1);
  });
});
