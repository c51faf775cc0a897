import type { Page, Request } from '@playwright/test';
import { isUuid } from '../../shared/uuid';
import { test, expect, hydrated } from './fixtures';
import { E2E_UPSTREAM_URL } from '../../playwright.config';
import { PEOPLE_TEXT } from '#messages/client/routes/people/people';
import { APPLINK_REGISTER_PATH } from '../../shared/schemas/applink';
import { APPLINK_TOKEN_MAX_AGE_SECONDS } from '../../shared/spec';

/**
 * "Open in the app" (docs/requirements.md §9.6): the visitor's link is registered with the
 * deep-link provider (token from the 'applink token' cookie, screen and time-zone extras), then
 * they go to the web app page of the item's kind. There is no internet here: the web app's
 * pages are answered by the test.
 */

const WEB_APP = 'https://app.nkoda.com';
const BACH = { ref: 'ED-000001', path: '/work/the-well-tempered-clavier-book-1-ed-000001' };
const ANNOTATION_PAGE = '/annotation?id=AN-3F9A1C';
/** The encoded form of the 'applink token' of docs/requirements.md §3.7 (a cookie name may not hold a space). */
const COOKIE_NAME = 'applink%20token';

const openInApp = (page: Page) => page.getByRole('link', { name: new RegExp(`^${PEOPLE_TEXT.openInApp}`) });

/** The web app answers with a page of its own, so leaving the site can be watched. */
async function fakeWebApp(page: Page) {
  await page.route(`${WEB_APP}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>web app</title><h1>web app</h1>' }),
  );
}

interface Registration {
  clientToken: string;
  url: string;
  extra: { screenWidth: number; screenHeight: number; screenPixelRatio: number; timezoneOffset: number };
}
const registrationOf = (request: Request) => request.postDataJSON() as Registration;
const isRegistration = (request: Request) => new URL(request.url()).pathname === APPLINK_REGISTER_PATH && request.method() === 'POST';

test.describe('Open in the app', () => {
  test.beforeEach(async ({ page }) => fakeWebApp(page));

  test('registers the link with a 30-day UUID token and the screen extras, then opens the web app work page', async ({ page, context, consoleLog }) => {
    await page.goto(BACH.path);
    await hydrated(page);
    const expected = `${WEB_APP}/work?ref=${BACH.ref}&dl=1`;
    const screen = await page.evaluate(() => ({
      screenWidth: window.screen.width,
      screenHeight: window.screen.height,
      screenPixelRatio: window.devicePixelRatio,
      timezoneOffset: new Date().getTimezoneOffset(),
    }));
    const registered = page.waitForRequest(isRegistration);
    const answered = page.waitForResponse((response) => isRegistration(response.request()));
    await openInApp(page).click();
    const body = registrationOf(await registered);
    expect((await answered).status()).toBe(200);
    await expect(page).toHaveURL(expected);

    expect(body).toEqual({ clientToken: expect.any(String), url: expected, extra: screen });
    const cookie = (await context.cookies()).find((c) => c.name === COOKIE_NAME);
    expect(cookie?.value).toBe(body.clientToken);
    expect(isUuid(cookie!.value)).toBe(true);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(APPLINK_TOKEN_MAX_AGE_SECONDS - 3600);
    expect(lifetime).toBeLessThanOrEqual(APPLINK_TOKEN_MAX_AGE_SECONDS + 60);

    // The provider received it, as sent.
    const received = (await (await fetch(`${E2E_UPSTREAM_URL}/__received`)).json()) as { path: string; body: Registration }[];
    expect(received.filter((row) => row.path === '/v1/applink/register' && row.body.clientToken === body.clientToken)).toEqual([
      expect.objectContaining({ body }),
    ]);
    expect(consoleLog.problems).toEqual([]);
  });

  test('the token is reused on the next registration', async ({ page }) => {
    const tokens: string[] = [];
    page.on('request', (request) => {
      if (isRegistration(request)) tokens.push(registrationOf(request).clientToken);
    });
    for (const path of [BACH.path, '/artists/johann-sebastian-bach']) {
      await page.goto(path);
      await hydrated(page);
      await openInApp(page).click();
      await expect(page).toHaveURL(new RegExp(`^${WEB_APP}/`));
    }
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).toBe(tokens[0]);
  });

  const KINDS: Array<{ kind: string; path: string; target: RegExp }> = [
    { kind: 'upload', path: '/upload?id=SU-4K9P2Q', target: /^https:\/\/app\.nkoda\.com\/upload\?ref=UF-8C41D2&dl=1$/ },
    { kind: 'artist', path: '/artists/johann-sebastian-bach', target: /^https:\/\/app\.nkoda\.com\/artist\?ref=AR-0001&dl=1$/ },
    { kind: 'publisher', path: '/publisher?publisherId=16', target: /^https:\/\/app\.nkoda\.com\/publisher\?ref=16&dl=1$/ },
    { kind: 'instrument', path: '/instrument?instrumentRef=IN-001', target: /^https:\/\/app\.nkoda\.com\/instrument\?ref=IN-001&dl=1$/ },
  ];
  for (const { kind, path, target } of KINDS) {
    test(`${kind}: registers, then opens the web app page of the same kind with ref and dl=1`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const registered = page.waitForRequest(isRegistration);
      await openInApp(page).click();
      await expect(page).toHaveURL(target);
      expect(registrationOf(await registered).url).toMatch(target);
    });
  }

  test('a failed or unanswered registration does not keep the visitor', async ({ page }) => {
    await page.route(`**${APPLINK_REGISTER_PATH}`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"upstream"}' }));
    await page.goto(BACH.path);
    await hydrated(page);
    await openInApp(page).click();
    await expect(page).toHaveURL(`${WEB_APP}/work?ref=${BACH.ref}&dl=1`);

    // Never answered: the visitor goes on once the registration's short wait is over.
    await page.unroute(`**${APPLINK_REGISTER_PATH}`);
    await page.route(`**${APPLINK_REGISTER_PATH}`, () => {});
    await page.goto(BACH.path);
    await hydrated(page);
    await openInApp(page).click();
    await expect(page).toHaveURL(`${WEB_APP}/work?ref=${BACH.ref}&dl=1`);
  });

  test('annotation: registers the apps’ custom-scheme link before handing it over', async ({ page }) => {
    await page.goto(ANNOTATION_PAGE);
    await hydrated(page);
    const link = openInApp(page);
    await expect(link).toHaveAttribute('href', /^nkoda:\/\/annotation\?ref=[^&]+&dl=1$/);
    const href = (await link.getAttribute('href'))!;
    const registered = page.waitForRequest(isRegistration);
    await link.click();
    expect(registrationOf(await registered).url).toBe(href);
  });
});

test.describe('on desktop Firefox', () => {
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' });

  test('the annotation page offers no custom-scheme link, other pages keep theirs', async ({ page }) => {
    await page.goto(ANNOTATION_PAGE);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(openInApp(page)).toHaveCount(0);
    await expect(page.locator('a[href^="nkoda:"]')).toHaveCount(0);

    await page.goto(BACH.path);
    await hydrated(page);
    await expect(openInApp(page)).toHaveAttribute('href', `${WEB_APP}/work?ref=${BACH.ref}&dl=1`);
  });
});
