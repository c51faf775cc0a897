import { expect, type Page, type Request } from '@playwright/test';
import { E2E_UPSTREAM_URL } from '../../playwright.config';
import { NEWSLETTER_MESSAGES } from '#messages/shared/forms/form-messages';
import { EMAIL_MAX_LENGTH } from '../../shared/forms/field-limits';
import { FORM_PATHS } from '../../shared/forms/promotion-forms';
import { NEWSLETTER_TOASTS } from '#messages/shared/help';
import { TOAST_MS } from '../../shared/spec';
import { NEWSLETTER_TEXT } from '#messages/client/components/layout/newsletter';
import { COOKIE_TEXT } from '#messages/client/components/layout/layout';
import { TOAST_TEXT } from '#messages/client/components/toast/toast';
import { footerHydrated, hydrated, loadHydrated, test, axeBuilder } from './fixtures';

/** Any page will do: the newsletter is in the footer of every page. */
const PAGE = '/features';
const UPSTREAM_PATH = '/v4/promotion/newslettersubscribers';

const footer = (page: Page) => page.getByRole('contentinfo');
const emailField = (page: Page) => footer(page).getByLabel(NEWSLETTER_TEXT.label, { exact: true });
const signUp = (page: Page) => footer(page).getByRole('button', { name: NEWSLETTER_TEXT.submit });
const toastRegion = (page: Page) => page.getByRole('status', { name: TOAST_TEXT.regionLabel });
const toasts = (page: Page) => toastRegion(page).getByRole('listitem');
const noMessage = async (page: Page) => {
  for (const message of [NEWSLETTER_MESSAGES.required, NEWSLETTER_MESSAGES.invalid, NEWSLETTER_MESSAGES.tooLong({ max: EMAIL_MAX_LENGTH })]) {
    await expect(footer(page).getByText(message)).toHaveCount(0);
  }
  await expect(emailField(page)).not.toHaveAttribute('aria-invalid', 'true');
};

/**
 * Scrolls to the form as a visitor does before a click on its button: the form's code loads
 * when the form nears the screen (or on a first touch or focus). These tests are about what the
 * code does, so they wait for it: a click before it posts the form natively
 * (tests/e2e/forms-without-code.spec.ts).
 */
async function scrollToForm(page: Page) {
  await footer(page).getByRole('form').scrollIntoViewIfNeeded();
  await footerHydrated(page);
}

/** Types an address, which wakes the footer's code, and waits for it before the click that follows. */
async function typeAddress(page: Page, email: string) {
  await emailField(page).fill(email);
  await footerHydrated(page);
}

const isNewsletterPost = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === FORM_PATHS.newsletter;
/** Newsletter posts the page makes from now on. */
function watchPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (isNewsletterPost(request)) posts.push(request);
  });
  return posts;
}

/** Every test uses its own address, so tests running side by side never count each other's posts. */
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
/** What the service received for `email`: the query and the JSON body of each arrival. */
async function receivedFor(email: string): Promise<unknown[]> {
  const response = await fetch(`${E2E_UPSTREAM_URL}/__received`);
  expect(response.ok).toBe(true);
  const rows = (await response.json()) as { path: string; query: Record<string, string>; body: { email?: string } | null }[];
  return rows
    .filter((row) => row.path === UPSTREAM_PATH && (row.body?.email === email || row.query.email === email))
    .map(({ query, body }) => ({ query, body }));
}
/** One arrival carrying the address both ways docs/requirements.md §7.3 reads the call: `?email=` and the JSON body. */
const bothReadings = (email: string) => [{ query: { email }, body: { email } }];

/**
 * Loads the page on Playwright's clock and stops time once it has hydrated: the toast's
 * lifetime is then measured in exact fake milliseconds, without waiting for real ones.
 */
async function loadOnPausedClock(page: Page) {
  await page.clock.install();
  await loadHydrated(page, PAGE);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/**
 * The toast lives TOAST_MS (5000 ms, docs/requirements.md §9.1) from the moment it appears, then
 * goes. `spent`: fake milliseconds already run since it appeared.
 */
async function expectLifetime(page: Page, spent = 0) {
  await page.clock.runFor(TOAST_MS - 1 - spent);
  await expect(toasts(page)).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(toasts(page)).toHaveCount(0);
}

/**
 * axe waits on the page's timers, which the paused clock holds: tick it 1 ms at a time until
 * the analysis is done, and report how much fake time that took (read from the page's own clock).
 * The clock belongs to the browser context, and axe finishes in a blank page of its own that it
 * opens and closes in the same context: a tick that lands as that page closes fails with "target
 * closed" while the page under test is fine. Such a tick is not an error of the page's.
 */
async function axeOnPausedClock(page: Page, builder: ReturnType<typeof axeBuilder>) {
  const start = await page.evaluate(() => Date.now());
  let done = false;
  const analysis = builder.analyze().finally(() => (done = true));
  while (!done) {
    try {
      await page.clock.runFor(1);
    } catch (error) {
      if (page.isClosed()) throw error;
    }
  }
  const spent = (await page.evaluate(() => Date.now())) - start;
  return { violations: (await analysis).violations, spent };
}

test.describe('newsletter messages (docs/requirements.md §5.2)', () => {
  test('an untouched field shows nothing; left empty it says the address is required', async ({ page, consoleLog }) => {
    await loadHydrated(page, PAGE);
    await noMessage(page);
    await emailField(page).focus();
    await noMessage(page);
    await emailField(page).blur();
    await expect(emailField(page)).toHaveAccessibleDescription(NEWSLETTER_MESSAGES.required);
    await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
    const axe = await axeBuilder(page).include('footer').analyze();
    expect(axe.violations).toEqual([]);
    // Hydration found the server's footer and the (empty) toast region as it expected.
    expect(consoleLog.problems).toEqual([]);
  });

  test('an invalid address is pointed out once the field is left, and the message goes when corrected', async ({ page }) => {
    await loadHydrated(page, PAGE);
    await emailField(page).fill('ada@');
    // Still typing: no message yet.
    await noMessage(page);
    await emailField(page).blur();
    await expect(emailField(page)).toHaveAccessibleDescription(NEWSLETTER_MESSAGES.invalid);
    await emailField(page).fill('ada@example.com');
    await noMessage(page);
  });

  test('submitting an empty field says the address is required and sends nothing', async ({ page }) => {
    const posts = watchPosts(page);
    await loadHydrated(page, PAGE);
    await scrollToForm(page);
    await signUp(page).click();
    await expect(emailField(page)).toHaveAccessibleDescription(NEWSLETTER_MESSAGES.required);
    await expect(emailField(page)).toBeFocused();
    await emailField(page).fill('not an address');
    await emailField(page).press('Enter');
    await expect(emailField(page)).toHaveAccessibleDescription(NEWSLETTER_MESSAGES.invalid);
    expect(posts).toEqual([]);
    await expect(toasts(page)).toHaveCount(0);
  });
});

test.describe('newsletter sign-up', () => {
  test('a valid address is posted as { email }, reaches the service both ways, is thanked with a toast for 5 s, and the form starts over', async ({
    page,
    consoleLog,
  }) => {
    const email = uniqueEmail('sign+up');
    await loadOnPausedClock(page);
    await typeAddress(page, ` ${email} `);
    const posted = page.waitForRequest(isNewsletterPost);
    await signUp(page).click();
    expect((await posted).postDataJSON()).toEqual({ email });

    const toast = toasts(page);
    await expect(toast).toHaveCount(1);
    await expect(toast.getByText(NEWSLETTER_TOASTS.success.title, { exact: true })).toBeVisible();
    await expect(toast.getByText(NEWSLETTER_TOASTS.success.message, { exact: true })).toBeVisible();
    await expect(emailField(page)).toHaveValue('');
    await noMessage(page);
    const axe = await axeOnPausedClock(page, axeBuilder(page).include('.toast-region').include('footer'));
    expect(axe.violations).toEqual([]);

    await expectLifetime(page, axe.spent);
    await expect.poll(() => receivedFor(email)).toEqual(bothReadings(email));
    expect(consoleLog.problems).toEqual([]);
  });

  const failures: { name: string; answer: (route: import('@playwright/test').Route) => Promise<void> }[] = [
    { name: 'a server error (500)', answer: (route) => route.fulfill({ status: 500, json: { error: 'upstream' } }) },
    { name: 'a refusal (422)', answer: (route) => route.fulfill({ status: 422, json: { error: 'refused' } }) },
    { name: 'a network failure', answer: (route) => route.abort('internetdisconnected') },
  ];
  for (const failure of failures) {
    test(`${failure.name} shows the error toast for 5 s and the form starts over`, async ({ page }) => {
      await page.route(`**${FORM_PATHS.newsletter}`, failure.answer);
      await loadOnPausedClock(page);
      await typeAddress(page, uniqueEmail('failure'));
      await signUp(page).click();
      const toast = toasts(page);
      await expect(toast).toHaveCount(1);
      await expect(toast.getByText(NEWSLETTER_TOASTS.failure.title, { exact: true })).toBeVisible();
      await expect(toast.getByText(NEWSLETTER_TOASTS.failure.message, { exact: true })).toBeVisible();
      await expect(emailField(page)).toHaveValue('');
      await noMessage(page);
      await expectLifetime(page);
    });
  }

  test('a double click sends one sign-up', async ({ page }) => {
    const email = uniqueEmail('double');
    const posts = watchPosts(page);
    // The answer is held until both clicks have landed, as on a slow connection: the second
    // click comes while the first post is pending, however fast the machine is.
    let release = () => {};
    const clicked = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${FORM_PATHS.newsletter}`, async (route) => {
      await clicked;
      await route.continue();
    });
    await loadHydrated(page, PAGE);
    await typeAddress(page, email);
    await signUp(page).dblclick();
    release();
    await expect(toasts(page).getByText(NEWSLETTER_TOASTS.success.title, { exact: true })).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    expect(posts).toHaveLength(1);
    await expect.poll(() => receivedFor(email)).toEqual(bothReadings(email));
    // The second click did not start an empty submission either.
    await noMessage(page);
  });

  test('the close button dismisses a toast at once', async ({ page }) => {
    await page.route(`**${FORM_PATHS.newsletter}`, (route) => route.fulfill({ status: 500, json: {} }));
    await loadHydrated(page, PAGE);
    await typeAddress(page, uniqueEmail('close'));
    await signUp(page).click();
    await toasts(page)
      .getByRole('button', { name: TOAST_TEXT.close({ title: NEWSLETTER_TOASTS.failure.title }) })
      .click();
    await expect(toasts(page)).toHaveCount(0);
  });

  test('on a phone the toast leaves the cookie bar button clear', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.route(`**${FORM_PATHS.newsletter}`, (route) => route.fulfill({ status: 500, json: {} }));
    await page.goto(PAGE);
    await hydrated(page);
    const accept = page.getByRole('region', { name: COOKIE_TEXT.regionLabel }).getByRole('button', { name: COOKIE_TEXT.accept });
    await expect(accept).toBeVisible();
    await typeAddress(page, uniqueEmail('phone'));
    await signUp(page).click();
    await expect(toasts(page)).toHaveCount(1);
    const toastBox = (await toasts(page).boundingBox())!;
    const acceptBox = (await accept.boundingBox())!;
    const overlaps =
      toastBox.x < acceptBox.x + acceptBox.width &&
      acceptBox.x < toastBox.x + toastBox.width &&
      toastBox.y < acceptBox.y + acceptBox.height &&
      acceptBox.y < toastBox.y + toastBox.height;
    expect(overlaps).toBe(false);
    // And the button still takes the click.
    await accept.click();
    await expect(accept).toHaveCount(0);
  });
});
