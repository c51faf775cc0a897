import { expect } from '@playwright/test';
import { E2E_PREVIEW_KEY } from '../../playwright.config';
import { loadHydrated, test } from './fixtures';

/** The demo CMS's vectors each set window.__xss when they run (see demo-upstream/src/cms-*.ts). */
const ranScript = (page: import('@playwright/test').Page) => page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null);

test.describe('CMS HTML in the browser', () => {
  test('the article with pasted script, handler and javascript: link runs none of them', async ({ page }) => {
    await loadHydrated(page, '/blog/lesson-notes-with-listening-links');
    await expect(page.getByText('Whatever you paste, keep the note short')).toBeVisible();
    // The pasted link is still there as text, and clicking it goes nowhere dangerous.
    const link = page.getByText('open the recording');
    await expect(link).toBeVisible();
    await link.click();
    expect(await ranScript(page)).toBeNull();
  });

  test('a draft with the same vectors, seen in preview mode, runs none of them either', async ({ page }) => {
    await page.goto(`/legal/accessibility-statement?strapi=${E2E_PREVIEW_KEY}`);
    await loadHydrated(page, '/legal/accessibility-statement');
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
    await page.getByText('this feedback link').click();
    expect(await ranScript(page)).toBeNull();
  });
});
