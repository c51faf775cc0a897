import type { Locator, Page } from '@playwright/test';
import { FORM_TYPES } from '../../shared/forms/contact-forms';
import { HELP_PATHS } from '../../shared/paths';
import { NEWSLETTER_TOASTS } from '#messages/shared/help';
import { HELP_FORM_TEXT as H } from '#messages/client/components/site-forms/help-form';
import { PROMOTION_FORM_TEXT as P } from '#messages/client/components/site-forms/promotion-form';
import { NEWSLETTER_TEXT } from '#messages/client/components/layout/newsletter';
import { SEARCH_BOX_TEXT } from '#messages/client/components/search/search';
import { requestContentHref } from '../../client/routes/search/search-links';
import { chunkOf, expect, sameDocument, test, upstreamHook } from './fixtures';
import { chooseOption, loadWithCodeHeld, send, typeText, WAYS } from './wake-kit';

/**
 * Issue 45: the site's forms, the footer's newsletter and the header's search box used before
 * their code comes (shared/framework/page/hydrate-on-use.tsx). Each case loads the page with the
 * island's code held, fills every field the island has (text, email, text area, select) and sends it
 * with its button, all one way (pointer, keyboard, or with no pointer or focus first), then lets
 * the code come: the page shows what the visitor sent, at the address it was sent from, and the
 * service received it once, with what was typed.
 */

interface Received {
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
}

/** Posts of `email`'s at `path` the demo upstream received (its list is shared by every spec file: never cleared). */
async function received(path: string, email: string): Promise<Received[]> {
  return ((await upstreamHook('GET', '/__received')) as Received[]).filter(
    (row) => row.path === path && (row.body?.email === email || row.query.email === email),
  );
}

/** Every test's own name and address, so tests running alongside never count each other's posts. */
function visitor() {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { name: `Clara Wieck ${tag}`, email: `before-wake-${tag}@example.com` };
}

interface Field {
  label: string;
  /** What is typed, or the value of the option chosen. */
  value: (who: ReturnType<typeof visitor>) => string;
  select?: boolean;
}

interface SiteForm {
  name: string;
  path: string;
  chunk: string;
  scope: (page: Page) => Locator;
  fields: Field[];
  submit: string;
  /** Where the BFF hands the form on, at the demo upstream, and what it must carry beyond the fields. */
  upstream: string;
  body: Record<string, unknown>;
  thanksTitle: string;
  /** Also run four times slower: a select or text area, whose value React puts back as it hydrates and the island restores. */
  slowCpu?: boolean;
}

const main = (page: Page) => page.locator('main');
const person: Field[] = [
  { label: H.nameLabel, value: (who) => who.name },
  { label: H.emailLabel, value: (who) => who.email },
];
const promotionPerson: Field[] = [
  { label: P.name, value: (who) => who.name },
  { label: P.email, value: (who) => who.email },
];
const MESSAGE = 'Written before the form had its code.';
const CONTACT_CHUNK = chunkOf('client/components/site-forms/contact-form.tsx');
const UPCOMING_EVENT = 'score-reading-for-conductors';

/** The three forms the contact form's code serves, which differ only in where they are and what they send as. */
const contactForm = (name: string, path: string, formType: number): SiteForm => ({
  name,
  path,
  chunk: CONTACT_CHUNK,
  scope: main,
  fields: [...person, { label: H.messageLabel, value: () => MESSAGE }],
  submit: H.sendMessage,
  upstream: '/v4/promotion/contactinfos',
  body: { formType, message: MESSAGE },
  thanksTitle: H.thanksTitle,
});

const FORMS: SiteForm[] = [
  contactForm('the help contact form', HELP_PATHS.contact, FORM_TYPES.contact),
  contactForm('the site’s contact form', HELP_PATHS.siteContact, FORM_TYPES.contact),
  contactForm('the report form', HELP_PATHS.report, FORM_TYPES.report),
  {
    name: 'the request-content form (its prefilled message rewritten)',
    path: requestContentHref('hildegard von bingen'),
    chunk: chunkOf('client/components/site-forms/request-content-form.tsx'),
    scope: main,
    fields: [...person, { label: H.requestContent.messageLabel, value: () => MESSAGE }],
    submit: H.requestContent.submit,
    upstream: '/v4/promotion/contactinfos',
    body: { formType: FORM_TYPES.request, message: MESSAGE },
    thanksTitle: H.requestContent.thanksTitle,
  },
  {
    name: 'the made-not-born application',
    path: '/made-not-born',
    chunk: chunkOf('client/components/site-forms/made-not-born-form.tsx'),
    scope: (page) => page.locator('#apply'),
    fields: [
      ...promotionPerson,
      { label: P.madeNotBorn.discipline, value: () => 'Composer', select: true },
      { label: P.madeNotBorn.message, value: () => MESSAGE },
    ],
    submit: P.madeNotBorn.submit,
    upstream: '/v4/promotion/madenotborn',
    body: { discipline: 'Composer', message: MESSAGE },
    thanksTitle: P.madeNotBorn.thanksTitle,
    slowCpu: true,
  },
  {
    name: 'the learning-space registration',
    path: `/learning-spaces/${UPCOMING_EVENT}`,
    chunk: chunkOf('client/components/site-forms/learning-space-form.tsx'),
    scope: (page) => page.locator('#register'),
    fields: [
      ...promotionPerson,
      { label: P.learningSpace.role, value: () => 'Teacher', select: true },
      { label: P.learningSpace.organisation, value: () => 'Riverside Music Hub' },
      { label: P.learningSpace.message, value: () => MESSAGE },
    ],
    submit: P.learningSpace.submit,
    upstream: '/v4/promotion/learningspace',
    body: { role: 'Teacher', organisation: 'Riverside Music Hub', event: UPCOMING_EVENT },
    thanksTitle: P.learningSpace.thanksTitle,
  },
  {
    name: 'the fund application',
    path: '/nkoda-22-fund',
    chunk: chunkOf('client/components/site-forms/fund-form.tsx'),
    scope: (page) => page.locator('#apply'),
    fields: [
      ...promotionPerson,
      { label: P.fund.organisation, value: () => 'Riverside Music Hub' },
      { label: P.fund.projectTitle, value: () => 'Strings for all' },
      { label: P.fund.message, value: () => MESSAGE },
    ],
    submit: P.fund.submit,
    upstream: '/v4/promotion/fund/nkoda-22-fund',
    body: { organisation: 'Riverside Music Hub', projectTitle: 'Strings for all' },
    thanksTitle: P.fund.thanksTitle,
  },
];

test.use({ viewport: { width: 1280, height: 800 } });

/** Runs the CPU `cpu` times slower for the test, and gives it the time that takes. */
async function slowDown(page: Page, cpu: number) {
  if (cpu === 1) return;
  test.slow();
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

for (const form of FORMS) {
  for (const cpu of form.slowCpu ? [1, 4] : [1]) {
    // Four times slower on two shared cores, a step can take a while: the same checks, a longer bound.
    const expectAt = expect.configure({ timeout: cpu === 1 ? 5_000 : 15_000 });
    for (const way of WAYS) {
      test(`${form.name}, filled and sent by ${way} before its code, is sent once and thanked${cpu === 1 ? '' : `, CPU ${cpu}x`}`, async ({
        page,
        consoleLog,
      }) => {
        await slowDown(page, cpu);
        const who = visitor();
        const held = await loadWithCodeHeld(page, form.path, { part: form.chunk, host: (p) => p.locator('.site-form-host') }, expectAt);
        const scope = form.scope(page);
        for (const field of form.fields) {
          const control = scope.getByLabel(field.label, { exact: false });
          if (field.select) await chooseOption(control, field.value(who), way);
          else await typeText(control, field.value(who), way);
        }
        await send(scope.getByRole('button', { name: form.submit }), way);
        // Held until the code handles it: nothing sent, no page left.
        for (const field of form.fields) await expect(scope.getByLabel(field.label, { exact: false })).toHaveValue(field.value(who));

        await held.release();
        await expectAt(scope.getByRole('heading', { name: form.thanksTitle })).toBeVisible();
        await expect(scope.locator('form')).toHaveCount(0);
        expect(await sameDocument(page)).toBe(true);
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(form.path);
        await expect.poll(async () => (await received(form.upstream, who.email)).length).toBe(1);
        expect((await received(form.upstream, who.email))[0]!.body).toMatchObject({ name: who.name, email: who.email, ...form.body });
        expect(consoleLog.problems).toEqual([]);
      });
    }
  }
}

const footer = (page: Page) => page.getByRole('contentinfo');

for (const way of WAYS) {
  test(`the footer’s newsletter filled and sent by ${way} before its code goes at once, once, and is thanked on the page`, async ({ page, consoleLog }) => {
    const who = visitor();
    const held = await loadWithCodeHeld(page, '/features', { part: chunkOf('client/components/layout/footer.tsx'), host: (p) => p.locator('.footer-host') });
    const field = footer(page).getByLabel(NEWSLETTER_TEXT.label, { exact: true });
    await typeText(field, who.email, way);
    await send(footer(page).getByRole('button', { name: NEWSLETTER_TEXT.submit }), way, field);
    // Not held for the code (a post is sent the native way at once, decision 025): the page came back with the answer.
    const status = footer(page).getByRole('status');
    await expect(status).toContainText(NEWSLETTER_TOASTS.success.title);
    expect(await sameDocument(page)).toBe(false);
    await expect(page).toHaveURL('/features');

    // The code coming now (the answer's page asks for it again) sends nothing more.
    await held.release();
    await expect(status).toContainText(NEWSLETTER_TOASTS.success.title);
    await expect.poll(async () => (await received('/v4/promotion/newslettersubscribers', who.email)).length).toBe(1);
    expect(consoleLog.problems).toEqual([]);
  });
}

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: SEARCH_BOX_TEXT.label });

for (const way of WAYS) {
  test(`the header’s search box, typed in and sent by ${way} before its code, searches in place`, async ({ page, consoleLog }) => {
    const held = await loadWithCodeHeld(page, '/features', {
      part: chunkOf('client/components/search/search-box.tsx'),
      host: (p) => p.locator('.search-box-host'),
    });
    await typeText(searchBox(page), 'bach', way);
    await send(page.getByRole('banner').getByRole('button', { name: SEARCH_BOX_TEXT.submit }), way, searchBox(page));
    // Held until the code handles it: no page left.
    await expect(searchBox(page)).toHaveValue('bach');
    expect(new URL(page.url()).pathname).toBe('/features');

    await held.release();
    await expect(page).toHaveURL('/search?q=bach');
    await expect(searchBox(page)).toHaveValue('bach');
    expect(await sameDocument(page)).toBe(true);
    expect(consoleLog.problems).toEqual([]);
  });
}

test('a prefilled message selected before the form’s code came is replaced by what is typed after it came', async ({ page, consoleLog }) => {
  const held = await loadWithCodeHeld(page, requestContentHref('hildegard von bingen'), {
    part: chunkOf('client/components/site-forms/request-content-form.tsx'),
    host: (p) => p.locator('.site-form-host'),
  });
  const message = page.locator('main').getByLabel(H.requestContent.messageLabel, { exact: false });
  await expect(message).toHaveValue(/hildegard von bingen/);
  // Selected to be replaced, as a visitor does; the form hydrates while it is.
  await message.focus();
  await message.press('ControlOrMeta+a');
  await held.release();
  await page.keyboard.type('The complete Symphonia, please.');
  await expect(message).toHaveValue('The complete Symphonia, please.');
  expect(consoleLog.problems).toEqual([]);
});
