/**
 * How a click on a site link eases the next page in (docs/decisions/027, 055): its main content
 * fades in, and a card's picture grows from where it was into the next page's hero picture.
 *
 * Neither is a view transition. While a view transition runs, the browser shows a picture of the
 * old page until the new one has rendered (50-150 ms, as long as the page waits for an island's
 * code), and sends every pointer to the document meanwhile: a click on the search box during a
 * page change took no focus, and what was typed next went nowhere. What the visitor does matters
 * more than the fade, so the page changes at once, and the easing is an animation of the new
 * page's own elements (the Web Animations API), which never holds input back.
 */

/** Opacity of the new main content, from nothing to whole: as long as the old cross-fade's new half. */
const FADE_MS = 160;
/** The card's picture growing into the hero. */
const GROW_MS = 220;

/** Where the site's markup has what the easing moves. */
export interface EasingSelectors {
  /** The page's main content, which fades in. */
  main: string;
  /** A card (a link's ancestor) whose picture grows into the next page's hero. */
  card: string;
  /** The picture within a card. */
  cardPicture: string;
  /** The next page's hero picture. */
  hero: string;
}

/** Set once at start (../browser/start.tsx); without it, pages change with no easing. */
let selectors: EasingSelectors | null = null;

/** Eases page changes in, over the site's markup. */
export function easePagesWith(chosen: EasingSelectors): void {
  selectors = chosen;
}

interface Easing {
  /** Where the clicked card's picture was on screen, if the link was a card's. */
  picture: DOMRect | null;
}

/** What the last click asked of the next page change; taken by the page change (easeNewPage). */
let next: Easing | null = null;

/**
 * Notes, at a click on a site link that changes the page in place, how the next page eases in:
 * not at all when the visitor asked for reduced motion (read at the click, so a setting changed
 * since the page loaded counts) or the browser has no Web Animations.
 */
export function easeOnClick(link: HTMLElement): void {
  next = null;
  if (!selectors || !('animate' in link) || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const picture = link.closest(selectors.card)?.querySelector<HTMLElement>(selectors.cardPicture);
  next = { picture: picture?.getBoundingClientRect() ?? null };
}

/**
 * Eases in the page just put in the document, if a click asked for it: called once per page
 * change, before paint, after the scroll position is set (hero positions are the new page's). A
 * back or forward (`returning`) brings a page seen before back as it was, with no easing.
 */
export function easeNewPage(returning: boolean): void {
  const easing = next;
  next = null;
  if (!easing || returning || !selectors) return;
  document.querySelector<HTMLElement>(selectors.main)?.animate([{ opacity: 0 }, { opacity: 1 }], { duration: FADE_MS, easing: 'ease-out' });
  const from = easing.picture;
  const hero = from && document.querySelector<HTMLElement>(selectors.hero);
  if (!from || !hero) return;
  const to = hero.getBoundingClientRect();
  if (!to.width || !to.height) return;
  const grown = `translate(${from.left - to.left}px, ${from.top - to.top}px) scale(${from.width / to.width}, ${from.height / to.height})`;
  hero.animate(
    [
      { transformOrigin: 'top left', transform: grown },
      { transformOrigin: 'top left', transform: 'none' },
    ],
    {
      duration: GROW_MS,
      easing: 'ease-out',
    },
  );
}
