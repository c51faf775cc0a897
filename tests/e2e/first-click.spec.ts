import type { Locator, Page } from '@playwright/test';
import { test, expect, buildManifest, footerHydrated, hydrated, sameDocument, markDocument, navigationCodeIn } from './fixtures';
import { SEARCH_BOX_TEXT } from '#messages/client/components/search/search';

/**
 * A new visitor's first click into each page family (docs/decisions/040): the page's code is
 * asked for in one round, and its data beside it, never after it. Judged by the order of the
 * requests, not by milliseconds: every request gets 60 ms of latency, so a request that waited
 * for another starts after that one ended. A request's round is one more than the highest round
 * of any request that ended before it started (round 1: nothing it could have waited for).
 */

/** A request, its times in ms since the epoch (CDP's wall time; its `timestamp` is another clock). */
interface Seen {
  url: string;
  type: string;
  start: number;
  offset: number;
  end?: number;
}

const LATENCY_MS = 60;

/** A built chunk's source module, for a failure's message ('/assets/x.js' when it has none). */
function sourceOf(path: string): string {
  return Object.entries(buildManifest()).find(([, chunk]) => `/${chunk.file}` === path)?.[0] ?? path;
}

async function watchRequests(page: Page): Promise<{ seen: Map<string, Seen> }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
  const seen = new Map<string, Seen>();
  cdp.on('Network.requestWillBeSent', (event) =>
    seen.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other', start: event.wallTime * 1000, offset: event.wallTime - event.timestamp }),
  );
  const ended = (event: { requestId: string; timestamp: number }) => {
    const request = seen.get(event.requestId);
    if (request) request.end = (event.timestamp + request.offset) * 1000;
  };
  cdp.on('Network.loadingFinished', ended);
  cdp.on('Network.loadingFailed', ended);
  return { seen };
}

/** The page's now, in ms since the epoch. */
const now = (page: Page): Promise<number> => page.evaluate(() => performance.timeOrigin + performance.now());

function rounds(requests: Seen[]): Array<Seen & { round: number }> {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const out: Array<Seen & { round: number }> = [];
  for (const request of sorted) {
    const before = out.filter((other) => other.end !== undefined && other.end < request.start);
    out.push({ ...request, round: 1 + Math.max(0, ...before.map((other) => other.round)) });
  }
  return out;
}

/**
 * Wakes the islands (shared/framework/page/hydrate-on-use.tsx), then goes back to the
 * top. By focus, never the mouse: a pointer left on the page rests over whatever link the scroll
 * brings under it, and that link's page would be fetched ahead on intent before the test counts.
 */
async function wakeShellParts(page: Page) {
  const box = page.getByRole('banner').getByRole('combobox', { name: SEARCH_BOX_TEXT.label });
  await box.focus();
  await expect(page.locator('.search-box-host')).toHaveAttribute('data-hydrated', 'true');
  await box.blur();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await footerHydrated(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Wakes the page's own islands (facets, lists, cards, results, forms) by focus: a
 * hover on a card wakes its list, and that list's code, fetched as the pointer arrives, would be
 * counted as a round before the navigation's own requests.
 */
async function wakePageParts(page: Page) {
  for (const host of await page.locator('main :is(.facets-host, .lists-host, .cards-host, .search-layout__results, .site-form-host)').all()) {
    const control = host.locator('a[href], button, input, select, textarea, summary').first();
    if ((await control.count()) === 0) continue;
    await control.focus();
    await expect(host).toHaveAttribute('data-hydrated', 'true');
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

interface Family {
  name: string;
  from: string;
  /** The link (or control) to use, once the page has hydrated. */
  target: (page: Page) => Locator;
  /** What the visitor does before going, not measured (typing their search). */
  prepare?: (page: Page, target: Locator) => Promise<void>;
  /** How the visitor goes: a click by default. */
  go?: (page: Page, target: Locator) => Promise<void>;
  /** No pointer rests on what the visitor uses (a search is sent with Enter). */
  noIntent?: boolean;
  /** Whether the page reads anything (a form page may not). */
  reads?: boolean;
}

const FAMILIES: Family[] = [
  { name: 'publisher', from: '/publishers', target: (page) => page.locator('main a[href^="/publishers/"]').first() },
  { name: 'work', from: '/publishers/barenreiter', target: (page) => page.locator('main a[href^="/work/"]').first() },
  { name: 'artist', from: '/artists', target: (page) => page.locator('main a[href^="/artists/"]').first() },
  { name: 'blog article', from: '/blog', target: (page) => page.locator('main a[href^="/blog/"]:not([href^="/blog/category"])').first() },
  {
    name: 'search',
    from: '/',
    target: (page) => page.getByRole('banner').getByRole('combobox', { name: SEARCH_BOX_TEXT.label }),
    // The box's own code and suggestions come as the visitor types: not part of the navigation.
    prepare: async (page, box) => {
      await box.fill('bach');
      await expect(page.getByRole('listbox')).toBeVisible();
    },
    go: async (page) => {
      await page.keyboard.press('Enter');
    },
    noIntent: true,
  },
  {
    name: 'help form',
    from: '/faq',
    reads: false,
    target: (page) => page.locator('footer a[href="/contact"]'),
    go: async (page, link) => {
      await link.scrollIntoViewIfNeeded();
      // The footer hydrates as it comes near the viewport (decision 025): its link is then the router's.
      await footerHydrated(page);
      await link.dispatchEvent('click');
    },
  },
];

for (const family of FAMILIES) {
  for (const intent of family.noIntent ? [false] : [false, true]) {
    test(`${family.name}, ${intent ? 'with' : 'without'} intent: its code in one round, its data beside it`, async ({ page, baseURL, consoleLog }) => {
      await page.goto(family.from);
      await hydrated(page);
      // What navigations need arrives once the page is idle (shared/framework/browser/navigation-code.ts).
      await navigationCodeIn(page);
      // The islands (the search box, the footer) fetch their code when first used or
      // seen, which the hover's scroll can set off: woken first, so their code is not counted as
      // the navigation's.
      await wakeShellParts(page);
      await wakePageParts(page);
      await markDocument(page);
      const heading = await page.locator('h1').first().textContent();
      const { seen } = await watchRequests(page);
      const target = family.target(page);
      await family.prepare?.(page, target);
      const from = await now(page);
      if (intent) {
        await target.hover();
        await page.waitForTimeout(200);
      }
      if (family.go) await family.go(page, target);
      else if (intent) await target.click();
      else await target.dispatchEvent('click');
      await expect(page.locator('h1').first()).not.toHaveText(heading ?? '');
      await expect(page.locator('h1').first()).toBeVisible();
      const shown = await now(page);
      expect(await sameDocument(page)).toBe(true);

      // The site's own requests (analytics goes elsewhere).
      const origin = new URL(baseURL!).origin;
      const during = [...seen.values()].filter((request) => new URL(request.url).origin === origin && request.start >= from - 5 && request.start <= shown);
      const counted = rounds(during.filter((request) => request.type === 'Script' || request.type === 'Fetch' || request.type === 'XHR'));
      const describe = counted
        .map((request) => `${request.round} ${request.type} ${sourceOf(new URL(request.url).pathname)}${new URL(request.url).search}`)
        .join('\n');
      const code = counted.filter((request) => request.type === 'Script');
      const data = counted.filter((request) => request.type !== 'Script');
      // One request for the page's data, for this page, and no read of the BFF's.
      expect(
        data.filter((request) => new URL(request.url).pathname.endsWith('/__data')),
        describe,
      ).toHaveLength(family.reads === false ? 0 : 1);
      expect(
        data.filter((request) => new URL(request.url).pathname.startsWith('/api/')),
        describe,
      ).toEqual([]);
      // Nothing waited: code and data are all round 1.
      expect(Math.max(0, ...code.map((request) => request.round)), describe).toBeLessThanOrEqual(1);
      expect(Math.max(0, ...data.map((request) => request.round)), describe).toBeLessThanOrEqual(1);
      expect(consoleLog.problems).toEqual([]);
    });
  }
}
