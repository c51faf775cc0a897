import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FORM_PATHS } from '../../shared/forms/promotion-forms';
import { arrivals, forgetArrivals, inOneRateWindow, ownClientEachTest } from '../support/upstream';
import { SITE } from '../support/site';

/**
 * The forms' rate limit (FORM_RATE_LIMIT, 20 a minute) is counted per client and per route that
 * answers, not per spelling of the address: Hono decodes the path to route it, so a client past
 * its limit must not get a fresh bucket by writing a letter of the path as %XX. An IPv6 client
 * is its /64.
 */

const LIMIT = 20;
const client = ownClientEachTest('203.0.113');
const CONTACT = FORM_PATHS.contactInfos;
let clients = 0;
/** A new IPv4-like client each time (the test's own prefix), so bursts never share a bucket. */
const newClient = () => `${client.address}-${(clients += 1)}`;
/** A new IPv6 /64 each time. */
const newLine = () => `2001:db8:${(Date.now() % 0xffff).toString(16)}:${((clients += 1) % 0xffff).toString(16)}`;

const postJson = (path: string, address: string) =>
  exports.default.fetch(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, 'cf-connecting-ip': address },
    // Not a valid submission: refused (400) after the rate limit, never delivered.
    body: '{}',
  });
const postForm = (path: string, address: string) =>
  exports.default.fetch(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, 'cf-connecting-ip': address },
    body: 'name=&email=&message=&formType=4',
    redirect: 'manual',
  });

interface Seen {
  status: number;
  retryAfter: string | null;
  body: string;
}
const seen = async (response: Response): Promise<Seen> => ({
  status: response.status,
  retryAfter: response.headers.get('retry-after'),
  body: await response.text(),
});

/** `LIMIT` refused-but-counted posts to `path` from `address`, then `after`'s requests: what each answered. */
async function pastTheLimit(path: string, address: string, after: Array<() => Promise<Response>>): Promise<{ within: number[]; after: Seen[] }> {
  const within: number[] = [];
  for (let i = 0; i < LIMIT; i += 1) within.push((await seen(await postJson(path, address))).status);
  const rest: Seen[] = [];
  for (const request of after) rest.push(await seen(await request()));
  return { within, after: rest };
}

describe('the forms’ rate limit', () => {
  it('is one bucket per route, however the path is spelt', async () => {
    const spellings = [
      CONTACT.replace('contactinfos', '%63ontactinfos'),
      CONTACT.replace('contactinfos', 'c%6Fntactinfos'),
      CONTACT.replace('/promotion/', '/%70romotion/'),
    ];
    const { within, after } = await inOneRateWindow(newClient, (address) =>
      pastTheLimit(CONTACT, address, [...spellings.map((path) => () => postJson(path, address)), () => postJson(FORM_PATHS.newsletter, address)]),
    );
    expect(within.every((status) => status === 400)).toBe(true);
    for (const answer of after.slice(0, spellings.length)) {
      expect(answer.status).toBe(429);
      expect(answer.retryAfter).toBe('60');
      expect(JSON.parse(answer.body)).toEqual({ error: 'rate_limited' });
    }
    // Another form is another route, with a bucket of its own.
    expect(after.at(-1)!.status).toBe(400);
  });

  it('counts a plain HTML form’s post in the same bucket as the page’s JSON, at any spelling', async () => {
    const { after } = await inOneRateWindow(newClient, (address) =>
      pastTheLimit(CONTACT, address, [() => postForm(CONTACT, address), () => postForm(CONTACT.replace('contactinfos', '%63ontactinfos'), address)]),
    );
    for (const answer of after) {
      expect(answer.status).toBe(429);
      expect(answer.body).toMatch(/Too many forms/);
    }
  });

  it('counts every address of an IPv6 /64 as one client', async () => {
    const statuses = await inOneRateWindow(newLine, async (prefix) => {
      const seenStatuses: number[] = [];
      for (let i = 0; i < LIMIT; i += 1) seenStatuses.push((await seen(await postJson(CONTACT, `${prefix}:${i.toString(16)}::1`))).status);
      seenStatuses.push((await seen(await postJson(CONTACT, `${prefix}:ffff:ffff:ffff:ffff`))).status);
      // The next /64 is another line.
      seenStatuses.push((await seen(await postJson(CONTACT, `2001:db8:ffff:${Math.floor(Math.random() * 0xffff).toString(16)}::1`))).status);
      return seenStatuses;
    });
    expect(statuses.slice(0, LIMIT).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 400]);
  });

  it('limits deep-link registrations per client too, and a limited one never reaches the provider', async () => {
    await forgetArrivals();
    const statuses = await inOneRateWindow(newClient, async (address) => {
      const seenStatuses: number[] = [];
      for (let i = 0; i < LIMIT + 2; i += 1) {
        seenStatuses.push((await seen(await postJson(i % 2 === 0 ? '/api/applink/register' : '/api/applink/%72egister', address))).status);
      }
      return seenStatuses;
    });
    expect(statuses.slice(0, LIMIT).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    expect((await arrivals()).filter((row) => row.path.includes('applink'))).toEqual([]);
  });
});
