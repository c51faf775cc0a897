/** The name the clicked card's picture and the next page's hero picture share (catalogue.css). */
const PICTURE = 'item-picture';

/** The card picture named at the last click, if it is still in the page (a click that did not leave it). */
let named: HTMLElement | undefined;

/**
 * Whether a click on `link` changes the page with a view transition (docs/decisions/027): only
 * where the browser has the View Transitions API, and never when the visitor asked for reduced
 * motion (read at the click, so a setting changed since the page loaded counts).
 *
 * When it does, a card's picture is named so it morphs into the next page's hero picture. Names
 * must be unique when the old page is captured, so the hero of the page being left (named by
 * the stylesheet) gives its name up; the next hero is a new element (ItemHero keys it by its
 * picture), so it has the name again.
 */
export function transitionsOnClick(link: HTMLElement): boolean {
  if (!('startViewTransition' in document) || matchMedia('(prefers-reduced-motion: reduce)').matches) return false;
  expectSkips();
  const picture = link.closest('.card')?.querySelector<HTMLElement>('.card__image');
  if (named) named.style.viewTransitionName = '';
  named = picture ?? undefined;
  if (picture) {
    for (const hero of document.querySelectorAll<HTMLElement>('.item-hero__image')) hero.style.viewTransitionName = 'none';
    picture.style.viewTransitionName = PICTURE;
  }
  return true;
}

let expecting = false;

/**
 * A transition is skipped when another navigation starts before it has run (a quick second
 * click, a back): its `ready` promise then rejects with an AbortError that React Router, which
 * keeps the transition to itself, leaves unhandled, so the console reports an error for a page
 * change that worked. Every later transition passes through here first (React Router starts one
 * for a back or forward only to a page reached with one), and only that rejection is taken.
 */
function expectSkips(): void {
  if (expecting) return;
  expecting = true;
  const start = document.startViewTransition.bind(document);
  document.startViewTransition = ((update?: ViewTransitionUpdateCallback) => {
    const transition = start(update);
    transition.ready.catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    });
    return transition;
  }) as typeof document.startViewTransition;
}
