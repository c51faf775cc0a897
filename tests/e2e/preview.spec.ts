import { expect } from '@playwright/test';
import { E2E_PREVIEW_KEY } from '../../playwright.config';
import { PREVIEW_MODE_TEXT } from '#messages/client/components/layout/layout';
import { hydrated, test } from './fixtures';

/** The draft legal page of the demo CMS: the footer lists it only in preview mode. */
const DRAFT_TITLE = 'Accessibility statement';

test.describe('preview mode', () => {
  test('the key opens preview for the session: marker, drafts, and the key gone from the address', async ({ page }) => {
    await page.goto(`/publishers?strapi=${E2E_PREVIEW_KEY}`);
    await hydrated(page);
    await expect(page).toHaveURL('/publishers');
    const marker = page.getByRole('status').filter({ hasText: PREVIEW_MODE_TEXT.message });
    await expect(marker).toBeVisible();
    await expect(page.locator('footer').getByRole('link', { name: DRAFT_TITLE })).toBeVisible();
    expect(await page.content()).not.toContain(E2E_PREVIEW_KEY);

    // Still on after a client navigation and a fresh document load.
    await page.locator('footer').getByRole('link', { name: 'Artists' }).click();
    await expect(page).toHaveURL(/\/artists/);
    await expect(marker).toBeVisible();
    await page.goto('/');
    await expect(marker).toBeVisible();

    // Leaving reloads the page as the public sees it. The button is the page's code: it works
    // once the page has hydrated (its code starts after the page has loaded, decision 023).
    await hydrated(page);
    await page.getByRole('button', { name: PREVIEW_MODE_TEXT.leave }).click();
    await expect(marker).toHaveCount(0);
    await expect(page.locator('footer').getByRole('link', { name: DRAFT_TITLE })).toHaveCount(0);
  });
});
