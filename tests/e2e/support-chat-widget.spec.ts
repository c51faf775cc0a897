import type { Page } from '@playwright/test';
import { E2E_SUPPORT_CHAT_WIDGET_URL as WIDGET } from '../../playwright.config';
import { HEADER_TEXT } from '#messages/client/components/layout/layout';
import { HELP_PATHS } from '../../shared/paths';
import { chatCalls, expect, hydrated, loadHydrated, test } from './fixtures';

/**
 * Issue 19, point 7: Contact and Report load the configured chat widget (the browser tests' site
 * runs with SUPPORT_CHAT_WIDGET_URL set; fixtures.ts answers it with a stand-in that records the
 * calls it gets), after the page is interactive and with the page's nonce, then open its
 * new-message panel; leaving hides it.
 */

/** Counts the page's requests for the widget's script from now on. */
function widgetRequests(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.url() === WIDGET) seen.count += 1;
  });
  return seen;
}

/** Resolves once the page has had an idle moment after everything it scheduled so far. */
async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })));
}

/**
 * A client navigation away, through the header (hydrated with the page). The footer hydrates on
 * first use (decision 025): a click that comes before would be a document load, which ends the
 * page's life instead of leaving Contact within it.
 */
const leaveForTheBlog = async (page: Page) => {
  await page.getByRole('banner').getByRole('link', { name: HEADER_TEXT.blog, exact: true }).click();
  await expect(page).toHaveURL('/blog');
};

test.describe('support chat widget', () => {
  for (const path of [HELP_PATHS.contact, HELP_PATHS.report]) {
    test(`${path} loads the widget after the page is interactive, with its nonce, opens the panel and hides it on leaving`, async ({ page, consoleLog }) => {
      const requests = widgetRequests(page);
      const response = await page.goto(path);
      const html = (await response!.text()) ?? '';
      const nonce = /script-src 'nonce-([^']+)'/.exec((await response!.allHeaders())['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      // Not part of the first load: no script or preload in the server's HTML names it.
      expect(html).not.toMatch(new RegExp(`<(script|link)\\b[^>]*"${WIDGET.replace(/[./]/g, '\\$&')}"`));

      await hydrated(page);
      await expect.poll(() => chatCalls(page)).toEqual(['show']);
      expect(requests.count).toBe(1);
      expect(await page.evaluate((src) => document.querySelector<HTMLScriptElement>(`script[src="${src}"]`)?.nonce, WIDGET)).toBe(nonce);
      expect(await page.evaluate(() => (window as unknown as { __chatWidgetRan: unknown }).__chatWidgetRan)).toEqual({ afterLoad: true, hydrated: true });

      await leaveForTheBlog(page);
      await expect.poll(() => chatCalls(page)).toEqual(['show', 'hide']);
      expect(consoleLog.problems).toEqual([]);
    });
  }

  test('loads once per page life: a return to Contact opens the panel of the widget already there', async ({ page }) => {
    const requests = widgetRequests(page);
    await loadHydrated(page, HELP_PATHS.contact);
    await expect.poll(() => chatCalls(page)).toEqual(['show']);
    await leaveForTheBlog(page);
    await page.goBack();
    await expect(page).toHaveURL(HELP_PATHS.contact);
    await expect.poll(() => chatCalls(page)).toEqual(['show', 'hide', 'show']);
    await page.goForward();
    await expect.poll(() => chatCalls(page)).toEqual(['show', 'hide', 'show', 'hide']);
    expect(requests.count).toBe(1);
  });

  test('a visitor who leaves before the widget arrives does not get its panel opened', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(WIDGET, async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto(HELP_PATHS.report);
    await hydrated(page);
    await expect.poll(() => page.evaluate((src) => document.querySelector(`script[src="${src}"]`) !== null, WIDGET)).toBe(true);
    await leaveForTheBlog(page);
    // The address changes as the blog commits; React runs the leaving page's clean-up (the
    // chat's hide) just after, before the next frame. Only then has the visitor really left.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    release();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __chatWidgetRan?: unknown }).__chatWidgetRan !== undefined)).toBe(true);
    expect(await chatCalls(page)).toEqual(['hide']);
  });

  test('pages that do not drive the chat never ask for the widget', async ({ page }) => {
    const requests = widgetRequests(page);
    for (const path of ['/', HELP_PATHS.requestContent, HELP_PATHS.siteContact]) {
      await loadHydrated(page, path);
      await afterIdle(page);
    }
    expect(requests.count).toBe(0);
  });

  test('with no widget configured, Contact asks for none', async ({ page }) => {
    // This site runs with a widget: the page's public configuration is rewritten to name none.
    let rewritten = false;
    await page.route(`**${HELP_PATHS.contact}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/"supportChatWidgetUrl":"[^"]+"/, () => {
        rewritten = true;
        return '"supportChatWidgetUrl":""';
      });
      await route.fulfill({ response, body: html });
    });
    const requests = widgetRequests(page);
    await loadHydrated(page, HELP_PATHS.contact);
    await afterIdle(page);
    expect(rewritten, 'the page named a widget until rewritten').toBe(true);
    expect(requests.count).toBe(0);
    expect(await chatCalls(page)).toEqual([]);
  });
});
