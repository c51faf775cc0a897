import type { Page, Request } from '@playwright/test';
import { test, expect, hydrated, navigationCodeIn, isAnalytics, axeBuilder } from './fixtures';
import { HEADER_TEXT } from '#messages/client/components/layout/layout';
import { ANNOTATION_TEXT } from '#messages/client/routes/work/annotation';
import { PREVIEW_TEXT } from '#messages/client/routes/work/preview';
import { WORK_TEXT } from '#messages/client/routes/work/work';
import { PREVIEW_PAGES } from '../../client/routes/work/work-constants';
import { REGION_BANNER_TEXT } from '#messages/shared/spec';

/** Browser behaviour of the edition-centred pages (client/routes/work/pages.ts). */

const BACH = { ref: 'ED-000001', path: '/work/the-well-tempered-clavier-book-1-ed-000001', title: 'The Well-Tempered Clavier, Book 1' };
const GOLDBERG = { ref: 'ED-000002', path: '/work/goldberg-variations-ed-000002', title: 'Goldberg Variations' };
const RESTRICTED = { ref: 'ED-000018', path: '/work/keyboard-sonata-in-d-minor-ed-000018', title: 'Keyboard Sonata in D minor' };
const OPEN = { ref: 'ED-000019', path: '/work/keyboard-sonata-in-e-major-ed-000019', title: 'Keyboard Sonata in E major' };

const logIn = (page: Page) => page.getByRole('banner').getByRole('link', { name: new RegExp(`^${HEADER_TEXT.logIn}`) });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Requests the page makes from now on, to tell data requests from files. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

test.describe('work pages in the browser', () => {
  test('a related edition opens by client navigation, its data in one request to the worker', async ({ page, consoleLog }) => {
    await page.goto(BACH.path);
    await hydrated(page);
    // The navigation code's own request (the pages' code lists) comes at idle: not this click's.
    await navigationCodeIn(page);
    // A full page load would lose this mark.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const requests = recordRequests(page);

    const related = page.getByRole('region', { name: WORK_TEXT.relatedTitle });
    await related.locator(`a[href="${GOLDBERG.path}"]`).click();
    await expect(heading(page)).toHaveText(GOLDBERG.title);
    await expect(page).toHaveURL(GOLDBERG.path);

    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(requests.filter((r) => r.resourceType() === 'document')).toEqual([]);
    const origin = new URL(page.url()).origin;
    // Data is fetched by script; analytics (answered by the test fixture) is not page data.
    const data = requests
      .filter((r) => r.resourceType() === 'fetch' || r.resourceType() === 'xhr')
      .map((r) => r.url())
      .filter((url) => !isAnalytics(url));
    expect(data).toEqual([`${origin}${GOLDBERG.path}/__data?_routes=work-slug`]);
    // The header follows the new edition.
    await expect(logIn(page)).toHaveAttribute('href', `https://app.nkoda.com/log-in?contentType=Edition&ref=${GOLDBERG.ref}`);
    expect(consoleLog.problems).toEqual([]);
  });

  test('the region banner shows on a restricted edition and goes on leaving it', async ({ page, consoleLog }) => {
    await page.goto(RESTRICTED.path);
    await hydrated(page);
    const banner = page.getByText(REGION_BANNER_TEXT.message);
    await expect(banner).toBeVisible();
    // Still offered: the app decides what the reader may open.
    await expect(page.getByRole('link', { name: /^Open in the app/ })).toHaveAttribute('href', `https://app.nkoda.com/work?ref=${RESTRICTED.ref}&dl=1`);

    await page.getByRole('region', { name: WORK_TEXT.relatedTitle }).locator(`a[href="${OPEN.path}"]`).click();
    await expect(heading(page)).toHaveText(OPEN.title);
    await expect(banner).toHaveCount(0);
    expect(consoleLog.problems).toEqual([]);
  });

  test('the header Login link carries the edition on a work page and not after going home', async ({ page, consoleLog }) => {
    await page.goto(BACH.path);
    await hydrated(page);
    await expect(logIn(page)).toHaveAttribute('href', `https://app.nkoda.com/log-in?contentType=Edition&ref=${BACH.ref}`);
    await page.getByRole('banner').getByRole('link', { name: HEADER_TEXT.logoLabel }).click();
    await expect(page).toHaveURL('/');
    await expect(logIn(page)).toHaveAttribute('href', 'https://app.nkoda.com/log-in');
    expect(consoleLog.problems).toEqual([]);
  });

  test('the preview shows the first pages as loaded images and links back to the work', async ({ page, consoleLog }) => {
    await page.goto(`/preview?editionRef=${BACH.ref}`);
    await hydrated(page);
    const pages = page.getByRole('list', { name: PREVIEW_TEXT.pagesLabel }).getByRole('img');
    await expect(pages).toHaveCount(PREVIEW_PAGES);
    const first = page.getByRole('img', { name: PREVIEW_TEXT.pageAlt({ page: 1, title: BACH.title }) });
    // The picture really arrived from image storage (allowed by the CSP, served by the upstream).
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    const readAll = page.getByRole('link', { name: new RegExp(`^${PREVIEW_TEXT.readAll({ pages: 111 })}`) });
    await expect(readAll).toHaveAttribute('target', '_blank');
    // The sign-up carries the edition as the header's does, so the web app can open it after.
    await expect(readAll).toHaveAttribute('href', `https://app.nkoda.com/sign-up?contentType=Edition&ref=${BACH.ref}`);
    await heading(page).getByRole('link', { name: BACH.title }).click();
    await expect(page).toHaveURL(BACH.path);
    await expect(heading(page)).toHaveText(BACH.title);
    expect(consoleLog.problems).toEqual([]);
  });

  test('a shared annotation opens its edition with the annotation shown', async ({ page, consoleLog }) => {
    await page.goto('/annotation?id=AN-3F9A1C');
    await hydrated(page);
    await expect(heading(page)).toHaveText('Fingering for the C major prelude');
    await page.getByRole('region', { name: ANNOTATION_TEXT.editionTitle }).getByRole('link', { name: BACH.title }).click();
    await expect(page).toHaveURL(`${BACH.path}?shareRef=AN-3F9A1C`);
    const shared = page.getByRole('region', { name: WORK_TEXT.sharedTitle });
    await expect(shared.getByRole('heading', { name: 'Fingering for the C major prelude' })).toBeVisible();
    await expect(logIn(page)).toHaveAttribute('href', `https://app.nkoda.com/log-in?contentType=Edition&ref=${BACH.ref}`);
    expect(consoleLog.problems).toEqual([]);
  });

  // The work pages' other views (a shared annotation, the preview, annotation and upload pages) are
  // axe-checked whole, at two widths, by every-route.spec.ts, and a restricted edition with its banner
  // by page-states-a11y.spec.ts; neither loads a share link whose annotation has gone.
  test(`${RESTRICTED.path}?shareRef=AN-000000 (a share that has gone) has no WCAG A/AA violations that axe can find`, async ({ page }) => {
    await page.goto(`${RESTRICTED.path}?shareRef=AN-000000`);
    await hydrated(page);
    await expect(page.getByText(WORK_TEXT.sharedGone)).toBeVisible();
    const { violations } = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
