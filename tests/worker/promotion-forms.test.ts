import { exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '#messages/shared/forms/form-messages';
import { FORM_PATHS } from '../../shared/forms/promotion-forms';
import { REFUSED_EMAIL_DOMAIN } from '../../demo-upstream/src/forms';
import { fault, forgetReceived, received } from '../support/upstream';
import { postJson, SITE } from '../support/site';

const post = postJson;

const application = { name: 'Ada Lovelace', email: 'ada@example.com', discipline: 'Composer', message: 'A new string quartet.' };
const interest = { name: 'Daniel Osei', email: 'daniel@example.com', role: 'Teacher', event: 'sight-reading-masterclass' };
const fundApplication = {
  name: 'Ruth Aldous',
  email: 'ruth@example.com',
  organisation: 'Riverside Music Hub',
  projectTitle: 'Strings for all',
  message: 'Loan instruments and weekly group lessons.',
};

beforeEach(async () => {
  await forgetReceived();
});
afterEach(async () => {
  await fault('off');
});

describe('form posts are validated and forwarded', () => {
  it('made-not-born: a valid application reaches upstream once, as validated', async () => {
    const response = await post(FORM_PATHS.madeNotBorn, { ...application, name: '  Ada Lovelace ', admin: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const rows = await received();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: '/v4/promotion/madenotborn', body: { ...application, link: '' } });
  });

  it('learning space: the event registration reaches upstream', async () => {
    const response = await post(FORM_PATHS.learningSpace, interest);
    expect(response.status).toBe(200);
    expect((await received())[0]).toMatchObject({ path: '/v4/promotion/learningspace', body: { ...interest, instrument: '', organisation: '', message: '' } });
  });

  it('fund: goes to the configured campaign endpoint', async () => {
    const response = await post(FORM_PATHS.fund, fundApplication);
    expect(response.status).toBe(200);
    expect((await received())[0]).toMatchObject({ path: '/v4/promotion/fund/nkoda-22-fund', body: fundApplication });
  });

  it('an invalid form gets 400 with the same messages the page shows, and nothing is sent', async () => {
    const response = await post(FORM_PATHS.madeNotBorn, { name: 'Ada', email: 'ada@', discipline: 'Juggler', message: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid',
      fields: {
        name: FIELD_MESSAGES.nameTooShort,
        email: FIELD_MESSAGES.email,
        discipline: FIELD_MESSAGES.choiceDiscipline,
        message: FIELD_MESSAGES.messageRequired,
      },
    });
    expect(await received()).toEqual([]);
  });

  it("JSON (or a plain form's post, tests/worker/native-forms.test.ts) only, from the site itself", async () => {
    const multipart = new FormData();
    multipart.set('name', 'Ada Lovelace');
    const form = await exports.default.fetch(`${SITE}${FORM_PATHS.madeNotBorn}`, { method: 'POST', headers: { origin: SITE }, body: multipart });
    expect(form.status).toBe(415);
    const text = await exports.default.fetch(`${SITE}${FORM_PATHS.madeNotBorn}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: SITE },
      body: 'name=Ada Lovelace',
    });
    expect(text.status).toBe(415);
    const crossSite = await post(FORM_PATHS.madeNotBorn, application, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: 'forbidden' });
    const broken = await post(FORM_PATHS.madeNotBorn, '{"name": ');
    expect(broken.status).toBe(400);
    expect(await received()).toEqual([]);
  });
});

describe('upstream answers', () => {
  it('a refusal (false) is 422, so the page can say so', async () => {
    const response = await post(FORM_PATHS.madeNotBorn, { ...application, email: `ada@${REFUSED_EMAIL_DOMAIN}` });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'refused' });
  });

  it('an unavailable upstream does not lose the application: it is queued (202)', async () => {
    await fault('error', '/v4/promotion/madenotborn');
    const down = await post(FORM_PATHS.madeNotBorn, application);
    expect(down.status).toBe(202);
    expect(await down.json()).toEqual({ queued: true });
  });
});
