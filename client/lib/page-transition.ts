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
  returning = false;
  if (!('startViewTransition' in document) || matchMedia('(prefers-reduced-motion: reduce)').matches) return false;
  const picture = link.closest('.card')?.querySelector<HTMLElement>('.card__image');
  if (named) named.style.viewTransitionName = '';
  named = picture ?? undefined;
  if (picture) {
    for (const hero of document.querySelectorAll<HTMLElement>('.item-hero__image')) hero.style.viewTransitionName = 'none';
    picture.style.viewTransitionName = PICTURE;
  }
  return true;
}

/** A back or forward is under way: the router's next transition, if it starts one, is a return. */
let returning = false;

/**
 * Every view transition the router starts passes through here (call once, at start, in the
 * browser); two things are changed:
 *
 * - A return (back or forward) changes the page at once, with no transition. React Router starts
 *   one for a return to a page reached with one, and the browser sends every pointer to the
 *   document itself until the new page is in place, some 50-250 ms of rendering: a click on the
 *   search box just after going back took no focus, and what was typed next went nowhere. A
 *   return is a way back to a page already seen, not a new one to ease in. The router receives an
 *   object with the transition's promises, its update called at once.
 * - A transition is skipped when another navigation starts before it has run (a quick second
 *   click, a back): its `ready` promise then rejects with an AbortError that React Router, which
 *   keeps the transition to itself, leaves unhandled, so the console would report an error for a
 *   page change that worked. Only that rejection is taken.
 */
export function watchPageTransitions(): void {
  if (!('startViewTransition' in document)) return;
  window.addEventListener('popstate', () => (returning = true));
  const start = document.startViewTransition.bind(document);
  document.startViewTransition = ((update?: ViewTransitionUpdateCallback) => {
    if (returning) {
      returning = false;
      return changeAtOnce(update);
    }
    const transition = start(update);
    transition.ready.catch(takeSkip);
    return transition;
  }) as typeof document.startViewTransition;
}

function takeSkip(error: unknown): void {
  if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
}

/** What a transition with nothing to animate gives: the update runs now; `ready` rejects as a skipped one's does. */
function changeAtOnce(update?: ViewTransitionUpdateCallback): ViewTransition {
  const updateCallbackDone = Promise.resolve()
    .then(() => update?.())
    .then(() => undefined);
  const ready = updateCallbackDone.then(() => Promise.reject(new DOMException('a return changes the page at once', 'AbortError')));
  ready.catch(takeSkip);
  return { updateCallbackDone, ready, finished: updateCallbackDone, skipTransition() {}, types: new Set<string>() } as unknown as ViewTransition;
}
