import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { FORM_PATHS } from '../../shared/forms/promotion-forms';
import { arrivals, forgetArrivals, ownClientEachTest } from './upstream-hooks';
import { SITE } from './page-html';

/**
 * The forms' rate limit (FORM_RATE_LIMIT, 20 a minute) is counted per client and per route that
 * answers, not per spelling of the address: Hono decodes the path to route it, so a client past
 * its limit must not get a fresh bucket by writing a letter of the path as %XX. An IPv6 client
 * is its /64.
 */

const LIMIT = 20;
const client = ownClientEachTest('203.0.113');
const CONTACT = FORM_PATHS.contactInfos;

const postJson = (path: string, address = client.address) =>
  exports.default.fetch(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, 'cf-connecting-ip': address },
    // Not a valid submission: refused (400) after the rate limit, never delivered.
    body: '{}',
  });
const postForm = (path: string, address = client.address) =>
  exports.default.fetch(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, 'cf-connecting-ip': address },
    body: 'name=&email=&message=&formType=4',
    redirect: 'manual',
  });

async function exhaust(path: string, address = client.address) {
  for (let i = 0; i < LIMIT; i += 1) {
    const response = await postJson(path, address);
    expect(response.status).toBe(400);
    await response.text();
  }
}

describe('the forms’ rate limit', () => {
  it('is one bucket per route, however the path is spelt', async () => {
    await exhaust(CONTACT);
    const spellings = [CONTACT.replace('contactinfos', '%63ontactinfos'), CONTACT.replace('contactinfos', 'c%6Fntactinfos'), CONTACT.replace('/promotion/', '/%70romotion/')];
    for (const path of spellings) {
      const response = await postJson(path);
      expect(response.status, path).toBe(429);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await response.json()).toEqual({ error: 'rate_limited' });
    }
    // Another form is another route, with a bucket of its own.
    const other = await postJson(FORM_PATHS.newsletter);
    expect(other.status).toBe(400);
    await other.text();
  });

  it('counts a plain HTML form’s post in the same bucket as the page’s JSON, at any spelling', async () => {
    await exhaust(CONTACT);
    for (const path of [CONTACT, CONTACT.replace('contactinfos', '%63ontactinfos')]) {
      const response = await postForm(path);
      expect(response.status, path).toBe(429);
      expect(await response.text()).toMatch(/Too many forms/);
    }
  });

  it('counts every address of an IPv6 /64 as one client', async () => {
    const prefix = `2001:db8:${(Date.now() % 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    for (let i = 0; i < LIMIT; i += 1) {
      const response = await postJson(CONTACT, `${prefix}:${i.toString(16)}::1`);
      expect(response.status).toBe(400);
      await response.text();
    }
    const sameLine = await postJson(CONTACT, `${prefix}:ffff:ffff:ffff:ffff`);
    expect(sameLine.status).toBe(429);
    await sameLine.text();
    const nextLine = await postJson(CONTACT, `2001:db8:ffff:${Math.floor(Math.random() * 0xffff).toString(16)}::1`);
    expect(nextLine.status).toBe(400);
    await nextLine.text();
  });

  it('limits deep-link registrations per client too, and a limited one never reaches the provider', async () => {
    await forgetArrivals();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i += 1) {
      const response = await postJson(i % 2 === 0 ? '/api/applink/register' : '/api/applink/%72egister');
      statuses.push(response.status);
      await response.text();
    }
    expect(statuses.slice(0, LIMIT).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    expect((await arrivals()).filter((row) => row.path.includes('applink'))).toEqual([]);
  });
});
