import { test as base, expect, type Page } from '@playwright/test';

/** Console errors, warnings and uncaught exceptions seen by a page. */
export interface ConsoleLog {
  problems: string[];
}

/** Waits until React has hydrated the document (the root sets data-hydrated on <html>). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Every test gets a page whose console problems are collected, and analytics calls answered
 * locally (no network here, and none should leave the machine).
 */
export const test = base.extend<{ consoleLog: ConsoleLog }>({
  consoleLog: async ({ page }, use) => {
    const log: ConsoleLog = { problems: [] };
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // Chromium logs a document answered with 404 (the not-found page) as a failed load.
      const url = message.location().url;
      if (message.text().includes('status of 404') && url && new URL(url).pathname === '/404') return;
      log.problems.push(`${message.type()}: ${message.text()} (${url})`);
    });
    page.on('pageerror', (error) => log.problems.push(`pageerror: ${error.message}`));
    await use(log);
  },
  page: async ({ page }, use) => {
    await page.route('https://plausible.io/**', (route) => route.fulfill({ status: 202, body: 'ok' }));
    await use(page);
  },
});

export { expect };
