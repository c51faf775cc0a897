import type { Page } from '@playwright/test';
import { CONTACT_MESSAGES as MSG } from '#messages/shared/forms/form-messages';
import { FORM_PATHS } from '../../shared/forms/promotion-forms';
import { HELP_FORM_TEXT as TEXT } from '#messages/client/components/site-forms/help-form';
import { chunkOf, expect, holdChunk, loadHydrated, markDocument, sameDocument, test, watchScripts } from './fixtures';

/**
 * A page's islands, which are links, images and forms until used (shared/framework/page/hydrate-on-use.tsx):
 * the site forms, the search page's results, an item page's editions and cards. Their code is in
 * no page's first load; what the visitor does before it arrives still counts, and is done by the
 * island's code once it is there (a click opens the page in place, a form is checked on the page).
 * Every island's controls used each way before its code, and what the forms send: input-before-wake.spec.ts
 * and forms-before-wake.spec.ts.
 */

const CONTACT_FORM_CHUNK = chunkOf('client/components/site-forms/contact-form.tsx');
const SEARCH_RESULTS_CHUNK = chunkOf('client/routes/search/search-results.tsx');
const EDITIONS_CHUNK = chunkOf('client/routes/people/editions-list.tsx');

/** The posts the page sends to the BFF's contact path. */
function watchPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === FORM_PATHS.contactInfos) posts.push(request.postData() ?? '');
  });
  return posts;
}

const field = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: false });

test.use({ viewport: { width: 1280, height: 800 } });

test('a contact form’s code is not in the first load; typed before it arrives, the text is kept and checked', async ({ page, consoleLog }) => {
  const scripts = watchScripts(page);
  await loadHydrated(page, '/contact');
  expect(scripts).not.toContain(CONTACT_FORM_CHUNK);

  const chunk = await holdChunk(page, CONTACT_FORM_CHUNK);
  await field(page, TEXT.nameLabel).focus();
  await chunk.requested;
  await page.keyboard.type('Cl');
  await expect(field(page, TEXT.nameLabel)).toHaveValue('Cl');

  chunk.release();
  await expect(page.locator('.site-form-host')).toHaveAttribute('data-hydrated', 'true');
  await expect(field(page, TEXT.nameLabel)).toHaveAccessibleDescription(MSG.nameTooShort);
  expect(consoleLog.problems).toEqual([]);
});

test('a contact form submitted before its code arrives waits for it, is checked on the page and posts nothing', async ({ page, consoleLog }) => {
  const posts = watchPosts(page);
  await loadHydrated(page, '/contact');
  await markDocument(page);
  const chunk = await holdChunk(page, CONTACT_FORM_CHUNK);
  const submit = page.locator('main').getByRole('button', { name: TEXT.sendMessage });
  await submit.hover();
  await chunk.requested;
  await submit.click();

  chunk.release();
  await expect(field(page, TEXT.nameLabel)).toHaveAccessibleDescription(MSG.nameRequired);
  await expect(field(page, TEXT.nameLabel)).toBeFocused();
  expect(await sameDocument(page)).toBe(true);
  expect(posts).toEqual([]);
  expect(consoleLog.problems).toEqual([]);
});

test('a search page’s results are not in its first load; a page link pressed before their code opens the next page in place at once', async ({
  page,
  consoleLog,
}) => {
  const scripts = watchScripts(page);
  await loadHydrated(page, '/search?q=sonata');
  expect(scripts).not.toContain(SEARCH_RESULTS_CHUNK);
  await markDocument(page);

  const chunk = await holdChunk(page, SEARCH_RESULTS_CHUNK);
  const next = page.locator('main a[rel=next]');
  await next.hover();
  await chunk.requested;
  await next.click();
  // Not held for the results' code: the router opens the next page at once (its data is read),
  // and shows it once the code, asked for beside it, is there.
  await expect(page).toHaveURL(/\/search\?q=sonata&page=2$/);

  chunk.release();
  await expect(page.locator('main a[rel=prev]')).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(consoleLog.problems).toEqual([]);
});

test('an artist’s editions are not in the page’s first load; a card followed before their code opens the work in place without waiting for it', async ({
  page,
  consoleLog,
}) => {
  const scripts = watchScripts(page);
  await loadHydrated(page, '/artists/johann-sebastian-bach');
  expect(scripts).not.toContain(EDITIONS_CHUNK);
  await markDocument(page);

  const chunk = await holdChunk(page, EDITIONS_CHUNK);
  const card = page.locator('section[aria-labelledby="artist-editions"] .card__link').first();
  const title = (await card.textContent())!.trim();
  await card.hover();
  await chunk.requested;
  await card.click();

  // The list's code is still held back: the work page did not wait for it.
  await expect(page).toHaveURL(/\/work\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  expect(await sameDocument(page)).toBe(true);
  chunk.release();
  expect(consoleLog.problems).toEqual([]);
});
