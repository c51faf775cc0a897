import { INTENT_EVENT, type Intent } from './fetch-ahead';

/**
 * How long a pointer stays still on a link before that counts as intent. Still: it has not
 * moved more than INTENT_STILL_PX, so a pointer passing over a grid of cards (whose links cover
 * the whole card) fetches nothing however slowly it passes (docs/decisions/027).
 */
export const INTENT_REST_MS = 50;
const INTENT_STILL_PX = 6;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor asked to save data, or the connection is 2G: nothing is fetched ahead. */
export function savesData(connection: Connection | undefined): boolean {
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** The link an event happened in, if any. */
export function linkOf(event: Event): HTMLAnchorElement | null {
  return ((event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null) ?? null;
}

/** A link the site's router opens in place: to this site, in this tab, not a download. */
export function opensInPlace(link: HTMLAnchorElement): boolean {
  return link.origin === location.origin && (!link.target || link.target === '_self') && !link.hasAttribute('download');
}

/**
 * The address a link would open, if fetching it ahead is allowed: one the router opens in place,
 * not the current page. Whether the address is a page at all (not /app-review or another
 * worker-only address) is the prefetcher's to check, against the route table.
 */
function prefetchableHref(link: HTMLAnchorElement): string | null {
  if (!opensInPlace(link)) return null;
  const href = link.pathname + link.search;
  return href === location.pathname + location.search ? null : href;
}

/**
 * Calls `onIntent` with the address of a site link the visitor is about to follow: the pointer
 * still on it for INTENT_REST_MS, keyboard focus on it, or a finger touching it. Listens on
 * the window in the capture phase, so links in islands React has not hydrated yet count too
 * (shared/framework/page/hydrate-on-use.tsx). An address a component names (intendToGo, with
 * `codeOnly` when only the page's code is wanted yet) is intent as a link's is. Nothing at all
 * when the visitor saves data.
 */
export function watchLinkIntent(onIntent: (href: string, codeOnly?: boolean) => void): void {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  let resting: { link: HTMLAnchorElement; x: number; y: number; timer: ReturnType<typeof setTimeout> } | null = null;
  const intent = (link: HTMLAnchorElement) => {
    if (savesData(connection)) return;
    const href = prefetchableHref(link);
    if (href) onIntent(href);
  };
  const listen = (type: string, listener: (event: Event) => void) => addEventListener(type, listener, { capture: true, passive: true });
  // Each time the pointer moves on a link, its rest starts again where it is now.
  const rest = (link: HTMLAnchorElement, { clientX: x, clientY: y }: PointerEvent) => {
    if (resting) clearTimeout(resting.timer);
    resting = { link, x, y, timer: setTimeout(() => intent(link), INTENT_REST_MS) };
  };
  listen('pointerover', (event) => {
    const link = linkOf(event);
    if (link && link !== resting?.link) rest(link, event as PointerEvent);
  });
  listen('pointermove', (event) => {
    const { clientX, clientY } = event as PointerEvent;
    if (resting && Math.hypot(clientX - resting.x, clientY - resting.y) > INTENT_STILL_PX) rest(resting.link, event as PointerEvent);
  });
  listen('pointerout', (event) => {
    if (!resting || linkOf(event) !== resting.link || resting.link.contains((event as PointerEvent).relatedTarget as Node | null)) return;
    clearTimeout(resting.timer);
    resting = null;
  });
  for (const type of ['focusin', 'touchstart']) {
    listen(type, (event) => {
      const link = linkOf(event);
      if (link) intent(link);
    });
  }
  // A component's word (./fetch-ahead.ts): an address, not a link; never the page on screen.
  listen(INTENT_EVENT, (event) => {
    const { href, codeOnly } = (event as CustomEvent<Intent>).detail;
    const here = codeOnly ? location.pathname : location.pathname + location.search;
    if (href !== here && !savesData(connection)) onIntent(href, codeOnly);
  });
}
