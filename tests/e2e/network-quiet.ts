import { expect, type BrowserContext, type Frame, type Page, type Request } from '@playwright/test';

/**
 * The test kit's wait for a quiet network: no request of the page's browser context in flight,
 * and none started or ended, for half a second (as Playwright defines `networkidle`).
 *
 * Not Playwright's own `networkidle`: once that state is reached, a request that starts and ends
 * before DOMContentLoaded does not re-arm it, and DOMContentLoaded then withdraws it for good, so
 * a wait for it can hang on an idle page (microsoft/playwright#42598, closed unfixed: the state is
 * discouraged). The page's code, asked for at the first paint (docs/decisions/065), made that
 * routine: a document and stylesheet done, the paint half a second later on a busy machine, then
 * the preloads, all before DOMContentLoaded.
 */
const QUIET_MS = 500;
const WAIT_MS = 15_000;

interface Watch {
  inFlight: Set<Request>;
  changedAt: number;
}

const watches = new WeakMap<BrowserContext, Watch>();

/** The frame a request was made for, or null (a service worker's): Playwright's own wait leaves those out too. */
function frameOf(request: Request): Frame | null {
  try {
    return request.frame();
  } catch {
    return null;
  }
}

/**
 * Starts counting the context's requests; the test kit's `page` does it before a test begins. A
 * page's main frame navigating drops what it still had in flight, but a document's own request:
 * a document left for another, or for the back/forward cache, is never told its requests ended
 * (a page left and then restored by Back kept one open for good). Playwright's own wait drops
 * them when another document commits; the public events do not tell that from a navigation
 * within the document, so one of those drops them too, and the wait may end before a read the
 * page started just before it ends.
 */
export function watchNetwork(context: BrowserContext): void {
  if (watches.has(context)) return;
  const watch: Watch = { inFlight: new Set(), changedAt: Date.now() };
  const started = (request: Request) => {
    if (!frameOf(request)) return;
    watch.inFlight.add(request);
    watch.changedAt = Date.now();
  };
  const ended = (request: Request) => {
    if (watch.inFlight.delete(request)) watch.changedAt = Date.now();
  };
  const moved = (frame: Frame) => {
    if (frame.parentFrame()) return;
    for (const request of watch.inFlight) if (frameOf(request) === frame && !request.isNavigationRequest()) watch.inFlight.delete(request);
    watch.changedAt = Date.now();
  };
  const watchPage = (page: Page) => page.on('framenavigated', moved);
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  context.on('request', started);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  watches.set(context, watch);
}

/** What keeps the network from being quiet: the requests in flight, or a change too recent. */
function busy(watch: Watch): string[] {
  if (watch.inFlight.size > 0) return [...watch.inFlight].map((request) => `${request.method()} ${request.url()}`);
  const quietFor = Date.now() - watch.changedAt;
  return quietFor >= QUIET_MS ? [] : [`quiet for ${quietFor} ms`];
}

/** Resolves once the page's context has had no request in flight for half a second. */
export async function networkQuiet(page: Page): Promise<void> {
  const watch = watches.get(page.context());
  if (!watch) throw new Error("networkQuiet: the page's context is not watched (watchNetwork before its first request)");
  await expect.poll(() => busy(watch), { message: 'the network went quiet', timeout: WAIT_MS, intervals: [100] }).toEqual([]);
}
