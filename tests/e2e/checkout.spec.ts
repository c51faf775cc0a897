import { expect, type Page, type Route } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { PRICING_TEXT } from '../../client/routes/search/search-strings';
import { CHECKOUT_SESSION_PATH } from '../../client/lib/checkout';
import { E2E_UPSTREAM_URL } from '../../playwright.config';
import { loadHydrated, test, watchApi } from './fixtures';

const PLAN = 'Standard, monthly';
const planCard = (page: Page, name = PLAN) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
const planButton = (page: Page, name = PLAN) => planCard(page, name).getByRole('link');
const sessionCalls = (requests: string[]) => requests.filter((r) => r.startsWith(`POST ${CHECKOUT_SESSION_PATH}`));

/** The demo payment provider's page, on the demo upstream's origin. */
async function expectDemoCheckout(page: Page, price: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Demo checkout' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(E2E_UPSTREAM_URL).origin);
  await expect(page.getByText(`${PLAN}: ${price} per month`)).toBeVisible();
}

test.describe('checkout from the pricing page', () => {
  test('choosing a plan shows progress, makes one session even on a double click, and lands on checkout', async ({ page, baseURL }) => {
    await loadHydrated(page, '/pricing');
    const api = watchApi(page, baseURL!);
    // Hold the session call so the button can be seen mid-start.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${CHECKOUT_SESSION_PATH}*`, async (route: Route) => {
      await held;
      await route.fallback();
    });

    await planButton(page).dblclick();
    await expect(planButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(planButton(page)).toContainText(PRICING_TEXT.startingCheckout);
    await expect(planButton(page)).toHaveAttribute('aria-disabled', 'true');
    // A third click while starting (forced: it is marked disabled) starts nothing either.
    await planButton(page).click({ force: true });
    release();

    await expectDemoCheckout(page, '£9.99');
    expect(sessionCalls(api)).toEqual([`POST ${CHECKOUT_SESSION_PATH}`]);
  });

  test("the page's discount code is carried into the session", async ({ page, baseURL }) => {
    await loadHydrated(page, '/pricing?discount=WELCOME10');
    await expect(planCard(page)).toContainText(PRICING_TEXT.discounted('£8.99 per month'));
    const api = watchApi(page, baseURL!);
    await planButton(page).click();
    await expectDemoCheckout(page, '£8.99');
    expect(sessionCalls(api)).toEqual([`POST ${CHECKOUT_SESSION_PATH}?discount=WELCOME10`]);
  });

  test('a failed session call says so next to the button and the page stays', async ({ page, consoleLog }) => {
    await loadHydrated(page, '/pricing');
    await page.route(`**${CHECKOUT_SESSION_PATH}*`, (route) => route.fulfill({ status: 503, json: { error: 'upstream' } }));
    await planButton(page).click();

    const alert = planCard(page).getByRole('alert');
    await expect(alert).toHaveText(PRICING_TEXT.checkoutFailed);
    expect(new URL(page.url()).pathname).toBe('/pricing');
    await expect(planButton(page)).toContainText(PRICING_TEXT.startTrial);
    await expect(planButton(page)).not.toHaveAttribute('aria-busy', 'true');
    // Only the plan that failed shows it.
    await expect(page.getByRole('alert').filter({ hasText: PRICING_TEXT.checkoutFailed })).toHaveCount(1);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
    // The browser logs the 503 itself; nothing else may go wrong.
    expect(consoleLog.problems.filter((p) => !p.includes('503'))).toEqual([]);

    // Trying again once the service is back works.
    await page.unroute(`**${CHECKOUT_SESSION_PATH}*`);
    await planButton(page).click();
    await expectDemoCheckout(page, '£9.99');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a plan's button still leads to the web app's sign-up", async ({ page }) => {
    await page.goto('/pricing');
    await expect(planButton(page)).toHaveAttribute('href', /\/sign-up$/);
  });
});
