import type { Page } from '@playwright/test';
import { test, expect, hydrated, watchApi, watchPageData, scrollAndSettle, ANALYTICS_ENDPOINT, axeBuilder } from './fixtures';
import { HELP_FAQ_TEXT } from '#messages/client/routes/help/help-faq';
import { HELP_CRUMBS } from '#messages/shared/help';
import { FAQ_SCROLL_TOP_THRESHOLD_PX, HELP_PAGE_VIEWS } from '../../shared/spec';
import { HELP_PATHS, helpFaqPath } from '../../shared/paths';

const trail = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });
const crumbNames = (page: Page) => trail(page).getByRole('listitem').allTextContents();
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const scrollTop = (page: Page) => page.locator('button.scroll-top');
const opacity = (page: Page) => scrollTop(page).evaluate((button) => getComputedStyle(button).opacity);

test.describe('help-area FAQ', () => {
  test('category -> topic -> questions by clicks, and the breadcrumbs and Back lead back', async ({ page, consoleLog, baseURL }) => {
    await page.goto(HELP_PATHS.faq);
    await hydrated(page);
    // A marker on window survives only client navigations, not a document load.
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const api = watchApi(page, baseURL!);
    const data = watchPageData(page, baseURL!);

    const categories = page.getByRole('list', { name: HELP_FAQ_TEXT.categoriesLabel }).getByRole('link');
    await expect(categories).toHaveText(['Getting started', 'Using the app', 'Subscriptions']);
    expect(await crumbNames(page)).toEqual([HELP_CRUMBS.help, HELP_CRUMBS.faq]);

    await categories.filter({ hasText: 'Using the app' }).click();
    await expect(page).toHaveURL(helpFaqPath(2));
    await expect(heading(page)).toHaveText('Using the app');
    await expect(page.getByRole('list', { name: HELP_FAQ_TEXT.topicsLabel }).getByRole('link')).toHaveText(['1. Reading music', '2. Annotations']);
    expect(await crumbNames(page)).toEqual([HELP_CRUMBS.help, HELP_CRUMBS.faq, 'Using the app']);

    await page.getByRole('link', { name: '2. Annotations' }).click();
    await expect(page).toHaveURL(helpFaqPath(2, 2));
    await expect(heading(page)).toHaveText('2. Annotations');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      '2.1 Which annotation tools are there?',
      '2.2 Can I hide my annotations?',
    ]);
    // The answer is HTML, not escaped markup.
    await expect(page.locator('main strong', { hasText: 'Layers' })).toBeVisible();
    expect(await crumbNames(page)).toEqual([HELP_CRUMBS.help, HELP_CRUMBS.faq, 'Using the app', 'Annotations']);

    // The category crumb returns to the topic list, the FAQ crumb to the category list.
    await trail(page).getByRole('link', { name: 'Using the app' }).click();
    await expect(page).toHaveURL(helpFaqPath(2));
    await expect(page.getByRole('link', { name: '1. Reading music' })).toBeVisible();
    await trail(page).getByRole('link', { name: HELP_CRUMBS.faq }).click();
    await expect(page).toHaveURL(HELP_PATHS.faq);
    await expect(categories).toHaveCount(3);

    // Back retraces the views.
    await page.goBack();
    await expect(page).toHaveURL(helpFaqPath(2));
    await expect(heading(page)).toHaveText('Using the app');
    await page.goBack();
    await expect(heading(page)).toHaveText('2. Annotations');

    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    // Each new view's data came from the worker, one request a view, with no read of the BFF's;
    // a view seen seconds ago reuses its answer, and a Back shows the view as it was left.
    expect(data).toEqual([`GET ${helpFaqPath(2)}`, `GET ${helpFaqPath(2, 2)}`, `GET ${HELP_PATHS.faq}`]);
    expect(api).toEqual([]);
    expect(consoleLog.problems).toEqual([]);
  });

  test('the scroll-to-top button shows past the threshold and scrolls smoothly back up', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 500 });
    await page.goto(helpFaqPath(1, 1));
    await hydrated(page);
    await expect.poll(() => opacity(page)).toBe('0');
    await expect(scrollTop(page)).toHaveAttribute('inert', '');

    // Below the threshold the button stays hidden, checked once the page has handled the scroll.
    await scrollAndSettle(page, FAQ_SCROLL_TOP_THRESHOLD_PX - 20);
    await expect(scrollTop(page)).toHaveAttribute('inert', '');
    expect(await opacity(page)).toBe('0');
    await page.evaluate((y) => window.scrollTo(0, y), FAQ_SCROLL_TOP_THRESHOLD_PX + 50);
    await expect.poll(() => opacity(page)).toBe('1');
    await expect(scrollTop(page)).not.toHaveAttribute('inert');
    const { violations } = await axeBuilder(page).include('button.scroll-top').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);

    await page.getByRole('button', { name: HELP_FAQ_TEXT.scrollTop }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => opacity(page)).toBe('0');
    await expect(scrollTop(page)).toHaveAttribute('inert', '');
  });

  test(`sends the page view '${HELP_PAGE_VIEWS.faq}'`, async ({ page }) => {
    const views: Array<{ n: string; u: string; p?: { name?: string } }> = [];
    await page.route(ANALYTICS_ENDPOINT, async (route) => {
      const event = JSON.parse(route.request().postData() ?? '{}') as (typeof views)[number];
      if (event.n === 'pageview') views.push(event);
      await route.fulfill({ status: 202, body: 'ok' });
    });
    await page.goto(HELP_PATHS.faq);
    await hydrated(page);
    await expect.poll(() => views.length).toBe(1);
    await page.getByRole('main').getByRole('link', { name: 'Getting started' }).click();
    await expect.poll(() => views.length).toBe(2);
    expect(views.map((v) => [new URL(v.u).pathname + new URL(v.u).search, v.p?.name])).toEqual([
      [HELP_PATHS.faq, HELP_PAGE_VIEWS.faq],
      [helpFaqPath(1), HELP_PAGE_VIEWS.faq],
    ]);
  });
});

test.describe('help entry', () => {
  test('a client navigation to /app/help leaves the site for the support chat', async ({ page, request, baseURL }) => {
    const answer = await request.get(HELP_PATHS.home, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    const chatUrl = answer.headers().location!;
    expect(new URL(chatUrl).origin).not.toBe(new URL(baseURL!).origin);
    // No internet here: the chat answers with a stub page.
    await page.route(`${new URL(chatUrl).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Support chat</title><h1>Support chat</h1>' }),
    );

    await page.goto(HELP_PATHS.faq);
    await hydrated(page);
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await trail(page).getByRole('link', { name: HELP_CRUMBS.help }).click();
    await expect(page).toHaveURL(chatUrl);
    await expect(page.getByRole('heading', { name: 'Support chat' })).toBeVisible();
    // The router sent the browser there itself: /app/help was never loaded as a document.
    expect(documents).toEqual([chatUrl]);
  });
});
