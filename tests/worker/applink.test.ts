import { exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APPLINK_REGISTER_PATH } from '../../shared/schemas/applink';
import { fault, forgetReceived, received } from '../support/upstream';
import { postJson, SITE } from '../support/site';

const post = (body: unknown, headers: Record<string, string> = {}) => postJson(APPLINK_REGISTER_PATH, body, headers);
const registrations = () => received('/v1/applink/register');

const registration = {
  clientToken: '3f0c2a5e-9b1d-4c7e-8a2f-6d5b4e3c2a10',
  url: 'https://app.nkoda.com/work?ref=ED-000001&dl=1',
  extra: { screenWidth: 1280, screenHeight: 800, screenPixelRatio: 2, timezoneOffset: -60 },
};

beforeEach(async () => {
  await forgetReceived();
});
afterEach(async () => {
  await fault('off');
});

describe('deep-link registration: POST /api/applink/register', () => {
  it('forwards a valid registration to the provider, as validated, and answers with its short link', async () => {
    const response = await post({ ...registration, admin: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ registered: true, shortUrl: expect.stringContaining('/l/') });
    const rows = await registrations();
    expect(rows).toHaveLength(1);
    // Unknown keys stay behind.
    expect(rows[0]!.body).toEqual(registration);
  });

  it('takes the apps’ own link scheme (annotation links)', async () => {
    const response = await post({ ...registration, url: 'nkoda://annotation?ref=SH-1&dl=1' });
    expect(response.status).toBe(200);
    expect((await registrations())[0]!.body).toMatchObject({ url: 'nkoda://annotation?ref=SH-1&dl=1' });
  });

  it('registers addresses of the site and the web app only: another site’s address is a 400 on url, and nothing is sent on', async () => {
    // The provider redirects whoever follows the short link to the address: any other site
    // would make the first-party link domain an open redirect.
    const elsewhere = [
      'https://evil.example/login',
      'http://app.nkoda.com/work?ref=ED-000001',
      'https://app.nkoda.com.evil.example/work',
      'https://app.nkoda.com@evil.example/work',
      'https://evil.example@app.nkoda.com/work',
      'https://www.nkoda.com:8443/work',
      'https://nkoda.com/work',
      'intent://evil.example#Intent;scheme=https;end',
    ];
    for (const url of elsewhere) {
      const response = await post({ ...registration, url });
      expect(response.status, url).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid', fields: { url: expect.stringMatching(/\w/) } });
    }
    expect(await registrations()).toEqual([]);
    for (const url of ['https://www.nkoda.com/work/the-well-tempered-clavier-book-1-ed-000001', 'https://app.nkoda.com/artist?ref=AR-0001&dl=1']) {
      const response = await post({ ...registration, url });
      expect(response.status, url).toBe(200);
      await response.text();
    }
    expect((await registrations()).map((row) => (row.body as { url: string }).url)).toHaveLength(2);
  });

  it('answers 400 with the fields that are wrong, and sends nothing on', async () => {
    const cases: Array<[unknown, string[]]> = [
      [{ ...registration, clientToken: 'not-a-uuid' }, ['clientToken']],
      [{ ...registration, url: 'javascript:alert(1)' }, ['url']],
      [{ ...registration, url: 'x'.repeat(3000) }, ['url']],
      [{ clientToken: registration.clientToken, url: registration.url }, ['extra']],
      [{ ...registration, extra: { ...registration.extra, screenWidth: '1280', timezoneOffset: 9999 } }, ['extra.screenWidth', 'extra.timezoneOffset']],
      [[], ['body']],
    ];
    for (const [body, fields] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const answer = (await response.json()) as { error: string; fields: Record<string, string> };
      expect(answer.error).toBe('invalid');
      expect(Object.keys(answer.fields).sort()).toEqual(fields);
      for (const message of Object.values(answer.fields)) expect(message).toMatch(/\w/);
    }
    const broken = await post('{"clientToken":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ error: 'invalid' });
    expect(await registrations()).toEqual([]);
  });

  it('is refused from another site (403) and for bodies that are not JSON (415)', async () => {
    const crossSite = await post(registration, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: 'forbidden' });
    const form = await exports.default.fetch(`${SITE}${APPLINK_REGISTER_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE },
      body: 'clientToken=x',
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({ error: 'unsupported_media_type' });
    expect(await registrations()).toEqual([]);
  });

  it('answers JSON 502 when the provider fails, never an HTML page', async () => {
    await fault('error', '/v1/applink');
    const response = await post(registration);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'upstream' });
  });
});
