import type { Locator, Page } from '@playwright/test';
import { E2E_PREVIEW_KEY, E2E_UPSTREAM_URL } from '../../playwright.config';
import { DESIGN_VERSION, RESTRICTION, THEMES } from '../../shared/spec';
import { REGION_BANNER_TEXT } from '#messages/shared/spec';
import { FORM_PATHS } from '../../shared/forms/promotion-forms';
import { HELP_CRUMBS } from '#messages/shared/help';
import { FORM_TEXT } from '#messages/client/components/form-kit/form';
import { HEADER_TEXT, PREVIEW_MODE_TEXT } from '#messages/client/components/layout/layout';
import { NEWSLETTER_TEXT } from '#messages/client/components/layout/newsletter';
import { HELP_FORM_TEXT } from '#messages/client/components/site-forms/help-form';
import { expect, footerHydrated, hydrated, pageViolations, test, holdPageData } from './fixtures';
import { HELP_PATHS } from '../../shared/paths';

/**
 * Issue 8, item 5, beyond a first load: the layout's optional parts (region banner in both
 * themes, preview marker), what a sent or failed form leaves on screen (thank-you, toast,
 * failure message), and the help home that deployments without a support chat show. Axe over
 * the whole page at 375 px and 1280 px, as in every-route.spec.ts.
 */

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

async function violationsAtEachWidth(page: Page): Promise<Record<number, string[]>> {
  const found: Record<number, string[]> = {};
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    found[size.width] = await pageViolations(page);
  }
  return found;
}

const NONE = Object.fromEntries(WIDTHS.map(({ width }) => [width, []]));

/** The first edition of the demo catalogue that is region-restricted (its page shows the banner). */
async function regionRestrictedEdition(): Promise<string> {
  for (let n = 1; n <= 100; n += 1) {
    const editionRef = `ED-${String(n).padStart(6, '0')}`;
    const response = await fetch(`${E2E_UPSTREAM_URL}/v4/promotion/edition?editionRef=${editionRef}`);
    if (response.ok && ((await response.json()) as { restriction: number }).restriction === RESTRICTION.region) return editionRef;
  }
  throw new Error('no region-restricted edition among the first 100');
}

/** Whether the banner's background is light or dark, as drawn. */
async function bannerLightness(banner: Locator): Promise<'light' | 'dark'> {
  const [r, g, b] = (await banner.evaluate((element) => getComputedStyle(element).backgroundColor)).match(/\d+/g)!.map(Number);
  return r! + g! + b! > 3 * 128 ? 'light' : 'dark';
}

test.describe('layout parts shown only sometimes', () => {
  // The web app's design versions, as it stores them in this origin's localStorage.
  for (const [theme, stored] of [
    ['light', null],
    ['light', THEMES.white],
    ['light', THEMES.old],
    ['dark', THEMES.dark],
  ] as const) {
    test(`region banner, ${theme} theme (design version ${stored ?? 'unset'})`, async ({ page, consoleLog }) => {
      if (stored) await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [DESIGN_VERSION, stored]);
      await page.goto(`/work?editionRef=${await regionRestrictedEdition()}`);
      const banner = page.getByRole('status').filter({ hasText: REGION_BANNER_TEXT.message });
      // Before the page's code has run as after it: the theme is the document's, not React's.
      await expect.poll(() => bannerLightness(banner)).toBe(theme);
      await hydrated(page);
      await expect(banner).toBeVisible();
      expect(await bannerLightness(banner)).toBe(theme);
      expect(await violationsAtEachWidth(page)).toEqual(NONE);
      expect(consoleLog.problems).toEqual([]);
    });
  }

  test('preview-mode marker', async ({ page, consoleLog }) => {
    await page.goto(`/legal?strapi=${E2E_PREVIEW_KEY}`);
    await hydrated(page);
    await expect(page.getByRole('button', { name: PREVIEW_MODE_TEXT.leave })).toBeVisible();
    expect(await violationsAtEachWidth(page)).toEqual(NONE);
    expect(consoleLog.problems).toEqual([]);
  });

  test('progress bar while a client navigation loads', async ({ page, consoleLog }) => {
    await page.goto('/404');
    await hydrated(page);
    const release = await holdPageData(page);
    await page.getByRole('banner').getByRole('link', { name: HEADER_TEXT.logoLabel }).click();
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    const found = await violationsAtEachWidth(page);
    release();
    expect(found).toEqual(NONE);
    expect(consoleLog.problems).toEqual([]);
  });

  test('help home, as a deployment without a support chat shows it', async ({ page, consoleLog }) => {
    // This site runs with the chat on, so /app/help redirects to it. The help home is what the
    // worker answers for a deployment without one: its loader's null, given here as the answer
    // to the navigation's data request (shared/framework/protocol/page-data.ts) from the help FAQ's breadcrumb.
    await page.route(`**${HELP_PATHS.home}/__data*`, (route) =>
      route.fulfill({
        contentType: 'application/x-ndjson',
        body: `${JSON.stringify({ type: 'data', loaderData: { help: null }, deferred: {}, errors: null })}\n`,
      }),
    );
    await page.goto(HELP_PATHS.faq);
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: HELP_CRUMBS.help }).click();
    await expect(page).toHaveURL(HELP_PATHS.home);
    await expect(page.getByRole('heading', { level: 1, name: HELP_CRUMBS.help })).toBeVisible();
    expect(await violationsAtEachWidth(page)).toEqual(NONE);
    expect(consoleLog.problems).toEqual([]);
  });
});

/** The site's contact form, filled in validly and sent; resolves to the page's main region. */
async function sendContactForm(page: Page) {
  await page.goto(HELP_PATHS.siteContact);
  await hydrated(page);
  const main = page.locator('main');
  await main.getByLabel(HELP_FORM_TEXT.nameLabel, { exact: false }).fill('Clara Wieck');
  await main.getByLabel(HELP_FORM_TEXT.emailLabel, { exact: false }).fill('clara@example.com');
  await main.getByLabel(HELP_FORM_TEXT.messageLabel, { exact: false }).fill('Do you have the Romances, Op. 22?');
  await main.locator('button[type="submit"]').click();
  return main;
}

test.describe('after a form is sent', () => {
  // The BFF's answers are given here, so nothing reaches the demo upstream, whose list of
  // received posts other spec files count at the same time.
  test('the thank-you that replaces a contact form', async ({ page, consoleLog }) => {
    await page.route(`**${FORM_PATHS.contactInfos}`, (route) => route.fulfill({ status: 200, json: {} }));
    const main = await sendContactForm(page);
    await expect(main.locator('.form-thanks')).toBeFocused();
    expect(await violationsAtEachWidth(page)).toEqual(NONE);
    expect(consoleLog.problems).toEqual([]);
  });

  test('the failure message beside the button', async ({ page, consoleLog }) => {
    await page.route(`**${FORM_PATHS.contactInfos}`, (route) => route.fulfill({ status: 503, json: { error: 'upstream' } }));
    const main = await sendContactForm(page);
    await expect(main.getByRole('alert')).toHaveText(FORM_TEXT.unavailable);
    expect(await violationsAtEachWidth(page)).toEqual(NONE);
    // The browser logs the refused post itself; nothing else may show.
    expect(consoleLog.problems.filter((p) => !p.includes('status of 503'))).toEqual([]);
  });

  for (const [outcome, status] of [
    ['thank-you', 200],
    ['error', 503],
  ] as const) {
    test(`the newsletter's ${outcome} toast`, async ({ page, consoleLog }) => {
      await page.route(`**${FORM_PATHS.newsletter}`, (route) => route.fulfill({ status, json: status === 200 ? {} : { error: 'upstream' } }));
      await page.goto('/');
      await hydrated(page);
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel(NEWSLETTER_TEXT.label).fill('clara@example.com');
      // Sent by the footer's code, which the typing woke (before it, the form posts natively).
      await footerHydrated(page);
      await footer.getByRole('button', { name: NEWSLETTER_TEXT.submit }).click();
      // The toast shows for 5 s: long enough for both widths.
      await expect(page.locator('.toast')).toBeVisible();
      expect(await violationsAtEachWidth(page)).toEqual(NONE);
      expect(consoleLog.problems.filter((p) => !p.includes('status of 503'))).toEqual([]);
    });
  }
});
