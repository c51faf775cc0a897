import { test, expect, hydrated, watchApi, watchPageData, mainContentViolations, axeBuilder } from './fixtures';
import type { Page } from '@playwright/test';
import { FOOTER_TEXT } from '#messages/client/components/layout/footer';
import { EVENTS_TEXT, FAQ_TEXT, LEGAL_TEXT } from '#messages/client/routes/cms-pages/cms-page';

/** A marker on window survives only a client navigation, not a document load. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

/** The header's text colour as [r, g, b]. */
async function headerTextColour(page: Page): Promise<number[]> {
  const colour = await page.getByRole('banner').evaluate((header) => getComputedStyle(header).color);
  return colour.match(/\d+/g)!.slice(0, 3).map(Number);
}

test.describe('legal pages', () => {
  test('the footer Legal link opens the legal page in place', async ({ page, baseURL, consoleLog }) => {
    await page.goto('/faq');
    await hydrated(page);
    await markWindow(page);
    const api = watchApi(page, baseURL!);
    const data = watchPageData(page, baseURL!);
    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: 'Privacy policy', exact: true }).click();
    await expect(page).toHaveURL('/legal/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
    await expect(page.getByText(`${LEGAL_TEXT.lastUpdated} 10 March 2025`)).toBeVisible();
    await expect(page).toHaveTitle('Privacy policy | nkoda');
    expect(await stayed(page)).toBe(true);
    // Its data came from the worker in one request, with no read of the BFF's.
    expect(data).toEqual(['GET /legal/privacy-policy']);
    expect(api).toEqual([]);
    // The footer still lists the Legal column after the navigation.
    await expect(footer.getByRole('heading', { name: FOOTER_TEXT.legal, exact: true })).toBeVisible();
    expect(consoleLog.problems).toEqual([]);
  });

  test('/legal leads to a page, and the breadcrumb leads back', async ({ page, consoleLog }) => {
    await page.goto('/legal');
    await hydrated(page);
    await markWindow(page);
    const list = page.getByRole('list', { name: LEGAL_TEXT.listLabel });
    await expect(list.getByRole('link')).toHaveText(['Cookie policy', 'End user licence agreement', 'Privacy policy', 'Terms and conditions']);
    await list.getByRole('link', { name: 'End user licence agreement' }).click();
    await expect(page).toHaveURL('/legal/end-user-licence-agreement');
    await expect(page.getByRole('heading', { level: 1, name: 'End user licence agreement' })).toBeVisible();
    await expect(page.getByText('Publishers own the rights in their editions.')).toBeVisible();

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: LEGAL_TEXT.title }).click();
    await expect(page).toHaveURL('/legal');
    await expect(page.getByRole('heading', { level: 1, name: LEGAL_TEXT.title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/legal/end-user-licence-agreement');
    await expect(page.getByRole('heading', { level: 1, name: 'End user licence agreement' })).toBeVisible();
    expect(await stayed(page)).toBe(true);
    expect(consoleLog.problems).toEqual([]);
  });
});

test.describe('FAQ', () => {
  test('a question opens and closes from the keyboard', async ({ page, consoleLog }) => {
    await page.goto('/faq');
    await hydrated(page);
    const questions = page.getByRole('list', { name: FAQ_TEXT.listLabel });
    const first = questions.locator('summary').first();
    const second = questions.locator('summary').nth(1);
    await expect(first).toHaveText('Getting started');
    const answer = page.getByText('Create an account in the web app');
    await expect(answer).toBeHidden();

    await first.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await expect(page.locator('details#getting-started')).toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(answer).toBeHidden();

    // Tab reaches the next question; Space opens it.
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.keyboard.press(' ');
    await expect(page.getByText('You can subscribe monthly or annually')).toBeVisible();
    expect(consoleLog.problems).toEqual([]);
  });

  test('a question opens before the page has hydrated', async ({ browser, baseURL }) => {
    // Without JavaScript the page never hydrates: the disclosure is the browser's own.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/faq');
    await page.getByText('Devices and apps').click();
    await expect(page.getByText('Page-turn pedals that send arrow keys')).toBeVisible();
    await context.close();
  });
});

test.describe('learning spaces', () => {
  test('an event card opens the event page, whose header text is black', async ({ page, baseURL, consoleLog }) => {
    await page.goto('/learning-spaces');
    await hydrated(page);
    await markWindow(page);
    const [r, g, b] = await headerTextColour(page);
    expect(Math.min(r!, g!, b!), 'light header text on the list').toBeGreaterThan(200);

    const api = watchApi(page, baseURL!);
    const data = watchPageData(page, baseURL!);
    const featured = page.getByRole('region', { name: EVENTS_TEXT.featured });
    const first = featured.locator('.card__link').first();
    const title = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/^.*\/learning-spaces\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: EVENTS_TEXT.register })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveClass(/header--dark-text/);
    const dark = await headerTextColour(page);
    expect(Math.max(...dark), 'black header text on an event page').toBeLessThan(40);
    expect(await stayed(page)).toBe(true);
    expect(data).toEqual([`GET ${new URL(page.url()).pathname}`]);
    expect(api).toEqual([]);
    expect(consoleLog.problems).toEqual([]);
  });
});

test.describe('accessibility', () => {
  // The other CMS pages are axe-checked whole, at two widths, by every-route.spec.ts; its walk loads
  // an upcoming event, not a past one, whose registration is closed.
  test('/learning-spaces/sight-reading-masterclass has no WCAG A/AA problems axe can find in the page content', async ({ page }) => {
    await page.goto('/learning-spaces/sight-reading-masterclass');
    await hydrated(page);
    expect(await mainContentViolations(page)).toEqual([]);
  });

  test('/faq with every question open has no WCAG A/AA problems axe can find', async ({ page }) => {
    await page.goto('/faq');
    await hydrated(page);
    await page.locator('details').evaluateAll((all) => {
      for (const d of all) d.setAttribute('open', '');
    });
    const { violations } = await axeBuilder(page).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
