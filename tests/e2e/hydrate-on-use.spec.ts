import type { Page } from '@playwright/test';
import { chunkOf, expect, footerHydrated, holdChunk, loadHydrated, markDocument, sameDocument, test } from './fixtures';
import { HEADER_TEXT } from '../../client/components/layout/strings';
import { FOOTER_TEXT } from '../../client/components/layout/footer-strings';
import { NEWSLETTER_TEXT } from '../../client/components/layout/newsletter-strings';
import { SEARCH_BOX_TEXT } from '../../client/components/search/strings';
import { NEWSLETTER_MESSAGES } from '../../shared/forms/form-messages-strings';

/**
 * The header's search box and the footer (its links, its newsletter form) hydrate on first use
 * (client/components/hydrate-on-use.tsx): their code is in no page's first load, and what the
 * visitor does before it arrives (typing, leaving a field, sending a form, following a link)
 * still counts.
 */

const SEARCH_CHUNK = chunkOf('client/components/search/search-box.tsx');
const FOOTER_CHUNK = chunkOf('client/components/layout/footer.tsx');

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: SEARCH_BOX_TEXT.label });
const suggestions = (page: Page) => page.getByRole('banner').getByRole('listbox', { name: SEARCH_BOX_TEXT.listboxLabel });
const emailField = (page: Page) => page.getByRole('contentinfo').getByLabel(NEWSLETTER_TEXT.label, { exact: true });
const signUp = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: NEWSLETTER_TEXT.submit });

/** The paths of the scripts the page fetched from now on. */
function watchScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) paths.push(pathname);
  });
  return paths;
}

test.use({ viewport: { width: 1280, height: 800 } });

test('neither part is in the first load; the search box loads its code when pointed at, the footer as it nears the screen', async ({ page, consoleLog }) => {
  const scripts = watchScripts(page);
  await loadHydrated(page, '/');
  // The footer is more than a screen below (so its form has no reason to load yet).
  expect(await page.evaluate(() => document.querySelector('footer')!.getBoundingClientRect().top > 2 * innerHeight)).toBe(true);
  expect(scripts).not.toContain(SEARCH_CHUNK);
  expect(scripts).not.toContain(FOOTER_CHUNK);

  await searchBox(page).hover();
  await expect.poll(() => scripts).toContain(SEARCH_CHUNK);
  await searchBox(page).click();
  await page.keyboard.type('bee');
  await expect(suggestions(page)).toBeVisible();
  expect(scripts).not.toContain(FOOTER_CHUNK);

  // The footer, with the newsletter form, loads as it nears the screen.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => scripts).toContain(FOOTER_CHUNK);
  await footerHydrated(page);
  expect(consoleLog.problems).toEqual([]);
});

test('text typed and Enter pressed before the search code arrives are kept: the results open in place', async ({ page, consoleLog }) => {
  await loadHydrated(page, '/');
  await markDocument(page);
  const chunk = await holdChunk(page, SEARCH_CHUNK);
  await searchBox(page).focus();
  await chunk.requested;
  await page.keyboard.type('bee');
  await page.keyboard.press('Enter');
  // Held back: the page did not go anywhere natively.
  await expect(searchBox(page)).toHaveValue('bee');
  expect(new URL(page.url()).pathname).toBe('/');

  chunk.release();
  await expect(page).toHaveURL('/search?q=bee');
  expect(await sameDocument(page)).toBe(true);
  await expect(searchBox(page)).toHaveValue('bee');
  expect(consoleLog.problems).toEqual([]);
});

test('a newsletter field left before its code arrived gets its message once the code is there', async ({ page, consoleLog }) => {
  await loadHydrated(page, '/features');
  const chunk = await holdChunk(page, FOOTER_CHUNK);
  await emailField(page).focus();
  await chunk.requested;
  await page.keyboard.type('not an address');
  await page.keyboard.press('Tab');
  await expect(emailField(page)).toHaveValue('not an address');

  chunk.release();
  await expect(emailField(page)).toHaveAccessibleDescription(NEWSLETTER_MESSAGES.invalid);
  await emailField(page).fill('ada@example.com');
  await expect(emailField(page)).not.toHaveAttribute('aria-invalid', 'true');
  expect(consoleLog.problems).toEqual([]);
});

test('a navigation before either part was used leaves both working on the next page', async ({ page, consoleLog }) => {
  const scripts = watchScripts(page);
  await loadHydrated(page, '/');
  await markDocument(page);
  await page.getByRole('banner').getByRole('link', { name: HEADER_TEXT.blog, exact: true }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  // The navigation brought both parts' code, so they hydrated with the page they were on.
  expect(scripts).toContain(SEARCH_CHUNK);
  expect(scripts).toContain(FOOTER_CHUNK);
  await expect(searchBox(page)).toBeVisible();
  await expect(emailField(page)).toBeAttached();
  await searchBox(page).fill('bee');
  await expect(suggestions(page)).toBeVisible();
  expect(consoleLog.problems).toEqual([]);
});

test('when the search code cannot load, the box stays and searches the native way', async ({ page }) => {
  await loadHydrated(page, '/');
  await page.route(`**${SEARCH_CHUNK}`, (route) => route.abort());
  await markDocument(page);
  await searchBox(page).fill('bee');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search?q=bee');
  expect(await sameDocument(page)).toBe(false);
  await expect(searchBox(page)).toHaveValue('bee');
});

test('a click on a footer link before the footer code arrives opens the page in place once it has', async ({ page, consoleLog }) => {
  await loadHydrated(page, '/');
  await markDocument(page);
  const chunk = await holdChunk(page, FOOTER_CHUNK);
  const link = page.getByRole('contentinfo').getByRole('link', { name: FOOTER_TEXT.features, exact: true });
  await link.scrollIntoViewIfNeeded();
  await chunk.requested;
  await link.click();
  // Held back: no native navigation while the code is on its way.
  expect(new URL(page.url()).pathname).toBe('/');

  chunk.release();
  await expect(page).toHaveURL('/features');
  expect(await sameDocument(page)).toBe(true);
  expect(consoleLog.problems).toEqual([]);
});

test('when the footer code cannot load, its links work the native way', async ({ page }) => {
  await loadHydrated(page, '/');
  await page.route(`**${FOOTER_CHUNK}`, (route) => route.abort());
  await markDocument(page);
  await page.getByRole('contentinfo').getByRole('link', { name: FOOTER_TEXT.features, exact: true }).click();
  await expect(page).toHaveURL('/features');
  expect(await sameDocument(page)).toBe(false);
});
