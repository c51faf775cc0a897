import type { Locator, Page } from '@playwright/test';

/** Counts the faceted search and list pages show (issue 21), read from the page, never retyped. */

/** The list's count, from its summary: "23 editions · page 1 of 1" → 23. */
export async function editionTotal(page: Page): Promise<number> {
  const text = (await page.locator('main .list-summary').textContent()) ?? '';
  return Number(text.match(/^([\d,]+) editions?/)![1]!.replace(/,/g, ''));
}

/** The count an option's label ends with: "Romantic (90)" → 90. */
export async function shownCount(control: Locator): Promise<number> {
  const id = await control.getAttribute('id');
  const label = (await control.page().locator(`label[for="${id}"]`).textContent()) ?? '';
  return Number(label.match(/\(([\d,]+)\)\s*$/)![1]!.replace(/,/g, ''));
}
