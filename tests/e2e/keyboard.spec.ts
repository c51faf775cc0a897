import type { Locator, Page } from '@playwright/test';
import { HEADER_TEXT, SHELL_TEXT } from '#messages/client/components/layout/layout';
import { FOOTER_TEXT } from '#messages/client/components/layout/footer';
import { SEARCH_BOX_TEXT } from '#messages/client/components/search/search';
import { expect, hydrated, pageViolations, test } from './fixtures';
import { HELP_PATHS } from '../../shared/paths';

/**
 * Issue 8, item 5: the layout's menus, dropdowns and search suggestions work from the keyboard
 * alone (Escape closes and gives focus back to what opened it, aria-expanded follows), and a
 * skip link leads past them to the main content.
 */

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };

/** Presses Tab until `target` has focus: proves it is reachable in the tab order (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`not reached with ${limit} presses of Tab`);
}

/** Loads a page and leaves focus at the top of the document, as a fresh visit does. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

test.describe('skip link', () => {
  for (const path of ['/', '/artists', HELP_PATHS.contact, '/404']) {
    test(`on ${path} it is the first stop of Tab and moves focus to the main content`, async ({ page }) => {
      await visit(page, path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: SHELL_TEXT.skipLink });
      await expect(skip).toBeFocused();
      // Shown while focused (it sits off-screen otherwise).
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      const main = page.locator('main#main');
      await expect(main).toBeFocused();
      // The next Tab continues inside the main content, past the header's links.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    });
  }
});

test.describe('Partnership dropdown at 1280 px', () => {
  test.use({ viewport: DESKTOP });

  test('opens with Enter, its links follow in the tab order, Escape closes it and focus returns', async ({ page, consoleLog }) => {
    await visit(page, '/');
    const banner = page.getByRole('banner');
    const toggle = banner.getByRole('button', { name: HEADER_TEXT.partnership });
    const first = banner.getByRole('link', { name: HEADER_TEXT.madeNotBorn });
    await tabTo(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toBeVisible();
    // The panel the button controls is the one that opened.
    const panelId = await toggle.getAttribute('aria-controls');
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
    expect(await pageViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(first).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // Space opens it too; tabbing past its last link closes it.
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const last = banner.getByRole('link', { name: HEADER_TEXT.developmentPartnership });
    await tabTo(page, last, 3);
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(last).toBeHidden();

    // Enter on a link navigates, and the dropdown is closed on the new page.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/made-not-born');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(consoleLog.problems).toEqual([]);
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: MOBILE });

  test('the menu and its dropdown open from the keyboard; each Escape closes one and returns focus', async ({ page, consoleLog }) => {
    await visit(page, '/');
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: HEADER_TEXT.menu });
    const partnership = banner.getByRole('button', { name: HEADER_TEXT.partnership });
    const item = banner.getByRole('link', { name: HEADER_TEXT.madeNotBorn });

    // Closed, the menu's contents are out of the tab order: Tab goes from the toggle to the page.
    await tabTo(page, menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('header') === null)).toBe(true);

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${await menu.getAttribute('aria-controls')}"]`)).toBeVisible();
    await tabTo(page, partnership, 5);
    await page.keyboard.press('Enter');
    await expect(partnership).toHaveAttribute('aria-expanded', 'true');
    await expect(item).toBeVisible();
    expect(await pageViolations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    await expect(item).toBeFocused();
    // The first Escape closes only the dropdown; the menu stays open around it.
    await page.keyboard.press('Escape');
    await expect(partnership).toBeFocused();
    await expect(partnership).toHaveAttribute('aria-expanded', 'false');
    await expect(item).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // The second closes the menu and gives focus back to its toggle.
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(partnership).toBeHidden();
    expect(consoleLog.problems).toEqual([]);
  });

  test('in the menu, Escape closes the search suggestions first, then clears the box, then closes the menu', async ({ page }) => {
    await visit(page, '/');
    const menu = page.getByRole('banner').getByRole('button', { name: HEADER_TEXT.menu });
    const box = page.getByRole('combobox', { name: SEARCH_BOX_TEXT.label });
    const listbox = page.getByRole('listbox');
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await tabTo(page, box, 10);
    await page.keyboard.type('bee');
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    expect(await pageViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('bee');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });
});

test('a client navigation announces the new page by its title, leaving focus where it was', async ({ page }) => {
  await visit(page, '/');
  const announced = page.locator('[role="status"][aria-live="polite"][aria-atomic="true"]');
  // The first load is the screen reader's own to announce.
  await expect(announced).toHaveText('');
  const link = page.getByRole('contentinfo').getByRole('link', { name: FOOTER_TEXT.blog });
  const homeTitle = await page.title();
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/blog');
  // The address changes before the new page (and its title) has rendered.
  await expect(page).not.toHaveTitle(homeTitle);
  await expect(announced).toHaveText(await page.title());
  await expect(link).toBeFocused();
});
