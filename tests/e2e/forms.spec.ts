import { expect, type Page } from '@playwright/test';
import { FIELD_MESSAGES } from '#messages/shared/forms/form-messages';
import { FORM_TEXT } from '#messages/client/components/form-kit/form';
import { PROMOTION_FORM_TEXT as TEXT } from '#messages/client/components/site-forms/promotion-form';
import { REFUSED_EMAIL_DOMAIN } from '../../demo-upstream/src/forms';
import { loadHydrated, test, upstreamHook, axeBuilder } from './fixtures';

/** An event far enough ahead that its registration is open. */
const UPCOMING = { slug: 'score-reading-for-conductors', title: 'Score reading for conductors' };

interface Received {
  path: string;
  body: Record<string, unknown>;
}

/** The addresses the tests here send from. */
const EMAILS = new Set(['ada@example.com', 'daniel@example.com', 'ruth@example.com']);

/**
 * Posts of `path` from this file the demo upstream received since this test began. Other spec
 * files run in parallel against the same upstream, so no test clears its shared list, and they
 * post the same forms alongside, from other addresses.
 */
let since = '';
const received = async (path: string): Promise<Received[]> =>
  ((await upstreamHook('GET', '/__received')) as Array<Received & { time: string }>).filter(
    (r) => r.path === path && r.time >= since && EMAILS.has(String(r.body.email)),
  );
const setFault = (mode: string, pathPrefix?: string, delayMs?: number) => upstreamHook('POST', '/__faults', { mode, pathPrefix, delayMs });

// These tests switch the demo upstream's faults on for the form paths: one at a time.
test.describe.configure({ mode: 'serial' });
test.beforeEach(async () => {
  await setFault('off');
  since = new Date().toISOString();
});
test.afterEach(async () => {
  await setFault('off');
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false });
const messageOf = (page: Page, label: string) =>
  field(page, label).evaluate((el) => document.getElementById((el.getAttribute('aria-describedby') ?? '').split(' ').pop() ?? '')?.textContent ?? '');

async function fillMadeNotBorn(page: Page, email = 'ada@example.com') {
  await field(page, TEXT.name).fill('Ada Lovelace');
  await field(page, TEXT.email).fill(email);
  await field(page, TEXT.madeNotBorn.discipline).selectOption('Composer');
  await field(page, TEXT.madeNotBorn.message).fill('A string quartet about weaving machines.');
}

test.describe('made-not-born application', () => {
  test('an empty form shows every message, focuses the first field and sends nothing', async ({ page }) => {
    await loadHydrated(page, '/made-not-born');
    await page.getByRole('button', { name: TEXT.madeNotBorn.submit }).click();
    await expect(field(page, TEXT.name)).toBeFocused();
    expect(await messageOf(page, TEXT.name)).toBe(FIELD_MESSAGES.nameRequired);
    expect(await messageOf(page, TEXT.email)).toBe(FIELD_MESSAGES.email);
    expect(await messageOf(page, TEXT.madeNotBorn.discipline)).toBe(FIELD_MESSAGES.choiceDiscipline);
    expect(await messageOf(page, TEXT.madeNotBorn.message)).toBe(FIELD_MESSAGES.messageRequired);
    await expect(field(page, TEXT.name)).toHaveAttribute('aria-invalid', 'true');
    const axe = await axeBuilder(page).include('#apply').analyze();
    expect(axe.violations).toEqual([]);
    expect(await received('/v4/promotion/madenotborn')).toEqual([]);
  });

  test('messages follow the typing', async ({ page }) => {
    await loadHydrated(page, '/made-not-born');
    await field(page, TEXT.name).fill('Ada');
    await expect(page.getByText(FIELD_MESSAGES.nameTooShort)).toBeVisible();
    await field(page, TEXT.name).fill('Ada Lovelace');
    await expect(page.getByText(FIELD_MESSAGES.nameTooShort)).toHaveCount(0);
    await field(page, TEXT.madeNotBorn.link).fill('not a link');
    await expect(page.getByText(FIELD_MESSAGES.link)).toBeVisible();
  });

  test('a valid application is sent once and thanked', async ({ page }) => {
    await loadHydrated(page, '/made-not-born');
    await fillMadeNotBorn(page);
    // A slow upstream and an impatient double click: still one application.
    await setFault('slow', '/v4/promotion/madenotborn', 800);
    await page.getByRole('button', { name: TEXT.madeNotBorn.submit }).dblclick();
    await expect(page.getByRole('heading', { name: TEXT.madeNotBorn.thanksTitle })).toBeVisible();
    await expect(page.getByText(TEXT.madeNotBorn.thanks)).toBeVisible();
    const rows = await received('/v4/promotion/madenotborn');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', discipline: 'Composer' });
  });

  test('the rules come on first use: no message before they are in, and a submit that beats them waits, then sends once', async ({ page }) => {
    await loadHydrated(page, '/made-not-born');
    // The form's own code comes when the visitor points at it (it is hydrated on use).
    await page.locator('#apply form').hover();
    await expect(page.locator('.site-form-host')).toHaveAttribute('data-hydrated', 'true');
    // From here on, hold back every script the page asks for: the form's rules (and zod) are not
    // in its first load, so the first use of the form asks for them.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route('**/assets/*.js', async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    });
    await field(page, TEXT.name).fill('Ada');
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    expect(await messageOf(page, TEXT.name)).toBe('');
    await fillMadeNotBorn(page);
    const button = page.locator('#apply button[type="submit"]');
    await button.dblclick();
    await expect(button).toHaveText(FORM_TEXT.sending);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(await received('/v4/promotion/madenotborn')).toEqual([]);
    release();
    await expect(page.getByRole('heading', { name: TEXT.madeNotBorn.thanksTitle })).toBeVisible();
    const rows = await received('/v4/promotion/madenotborn');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', discipline: 'Composer' });
  });

  test('if the site cannot take it, the failure shows beside the button and everything typed stays', async ({ page }) => {
    await loadHydrated(page, '/made-not-born');
    await fillMadeNotBorn(page);
    // The BFF itself failing (its queue down too): the one case the visitor must try again.
    await page.route('**/api/v4/promotion/madenotborn', (route) => route.fulfill({ status: 503, json: { error: 'upstream' } }));
    await page.getByRole('button', { name: TEXT.madeNotBorn.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: FORM_TEXT.unavailable })).toBeVisible();
    await expect(field(page, TEXT.name)).toHaveValue('Ada Lovelace');
    await expect(field(page, TEXT.madeNotBorn.discipline)).toHaveValue('Composer');
    await expect(field(page, TEXT.madeNotBorn.message)).toHaveValue('A string quartet about weaving machines.');

    // Once the site answers again, the same click goes through, once.
    await page.unroute('**/api/v4/promotion/madenotborn');
    await page.getByRole('button', { name: TEXT.madeNotBorn.submit }).click();
    await expect(page.getByRole('heading', { name: TEXT.madeNotBorn.thanksTitle })).toBeVisible();
    expect(await received('/v4/promotion/madenotborn')).toHaveLength(1);
  });

  test('while the service is down the application is received, and arrives once it recovers', async ({ page }) => {
    test.setTimeout(60_000);
    await loadHydrated(page, '/made-not-born');
    await fillMadeNotBorn(page);
    await setFault('error', '/v4/promotion/madenotborn');
    await page.getByRole('button', { name: TEXT.madeNotBorn.submit }).click();
    await expect(page.getByRole('heading', { name: TEXT.madeNotBorn.thanksTitle })).toBeVisible();
    expect(await received('/v4/promotion/madenotborn')).toEqual([]);
    await setFault('off');
    await expect.poll(async () => (await received('/v4/promotion/madenotborn')).length, { timeout: 45_000 }).toBe(1);
  });
});

test.describe('learning-space registration', () => {
  test('registers interest in an upcoming event', async ({ page }) => {
    await loadHydrated(page, `/learning-spaces/${UPCOMING.slug}`);
    const register = page.locator('#register');
    await register.getByLabel(TEXT.name).fill('Daniel Osei');
    await register.getByLabel(TEXT.email).fill('daniel@example.com');
    await register.getByLabel(TEXT.learningSpace.role).selectOption('Teacher');
    // Instruments come from the CMS's families and family types, in their DisplayOrder.
    const instrument = register.getByLabel(TEXT.learningSpace.instrument);
    expect(await instrument.locator('optgroup').evaluateAll((groups) => groups.map((g) => g.getAttribute('label')))).toEqual([
      'Keyboard',
      'Voice',
      'Brass',
      'Strings',
      'Plucked strings',
      'Percussion',
      'Woodwind',
    ]);
    await instrument.selectOption('Cello');
    await register.getByRole('button', { name: TEXT.learningSpace.submit }).click();
    await expect(page.getByText(TEXT.learningSpace.thanks({ event: UPCOMING.title }))).toBeVisible();
    const rows = await received('/v4/promotion/learningspace');
    expect(rows.map((r) => r.body)).toEqual([
      { name: 'Daniel Osei', email: 'daniel@example.com', role: 'Teacher', instrument: 'Cello', organisation: '', message: '', event: UPCOMING.slug },
    ]);
  });

  test('a refusal is explained and the form kept', async ({ page }) => {
    await loadHydrated(page, `/learning-spaces/${UPCOMING.slug}`);
    const register = page.locator('#register');
    await register.getByRole('button', { name: TEXT.learningSpace.submit }).click();
    // A first submit waits for the form's rules (not in the page's first load), then shows their messages.
    await expect.poll(() => messageOf(page, TEXT.learningSpace.role)).toBe(FIELD_MESSAGES.choiceRole);
    expect((await axeBuilder(page).include('#register').analyze()).violations).toEqual([]);
    await register.getByLabel(TEXT.name).fill('Daniel Osei');
    await register.getByLabel(TEXT.email).fill(`daniel@${REFUSED_EMAIL_DOMAIN}`);
    await register.getByLabel(TEXT.learningSpace.role).selectOption('Student');
    await register.getByRole('button', { name: TEXT.learningSpace.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: FORM_TEXT.refused })).toBeVisible();
    await expect(register.getByLabel(TEXT.email)).toHaveValue(`daniel@${REFUSED_EMAIL_DOMAIN}`);
  });

  test('a failure keeps what was typed, and a retry registers once', async ({ page }) => {
    await loadHydrated(page, `/learning-spaces/${UPCOMING.slug}`);
    const register = page.locator('#register');
    await register.getByLabel(TEXT.name).fill('Daniel Osei');
    await register.getByLabel(TEXT.email).fill('daniel@example.com');
    await register.getByLabel(TEXT.learningSpace.role).selectOption('Performer');
    await register.getByLabel(TEXT.learningSpace.message).fill('I play the viola.');
    await page.route('**/api/v4/promotion/learningspace', (route) => route.abort('connectionreset'));
    await register.getByRole('button', { name: TEXT.learningSpace.submit }).click();
    await expect(register.getByRole('alert').filter({ hasText: FORM_TEXT.unavailable })).toBeVisible();
    await expect(register.getByLabel(TEXT.learningSpace.role)).toHaveValue('Performer');
    await expect(register.getByLabel(TEXT.learningSpace.message)).toHaveValue('I play the viola.');
    await page.unroute('**/api/v4/promotion/learningspace');
    await register.getByRole('button', { name: TEXT.learningSpace.submit }).click();
    await expect(page.getByText(TEXT.learningSpace.thanks({ event: UPCOMING.title }))).toBeVisible();
    expect(await received('/v4/promotion/learningspace')).toHaveLength(1);
  });
});

test('the fund application reaches the campaign endpoint', async ({ page }) => {
  await loadHydrated(page, '/nkoda-22-fund');
  const apply = page.locator('#apply');
  await apply.getByLabel(TEXT.name).fill('Ruth Aldous');
  await apply.getByLabel(TEXT.email).fill('ruth@example.com');
  await apply.getByLabel(TEXT.fund.organisation).fill('Riverside Music Hub');
  await apply.getByLabel(TEXT.fund.projectTitle).fill('Strings for all');
  await apply.getByLabel(TEXT.fund.message).fill('Loan instruments and weekly group lessons.');
  await apply.getByRole('button', { name: TEXT.fund.submit }).click();
  await expect(page.getByRole('heading', { name: TEXT.fund.thanksTitle })).toBeVisible();
  expect(await received('/v4/promotion/fund/nkoda-22-fund')).toHaveLength(1);
});
