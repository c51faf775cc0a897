/**
 * Each navigation scrolls to the top unless the address paginates (docs/requirements.md §2.2.5) or
 * the navigation changes the page in place and asks to keep the position (`state.keepScroll`: the
 * search page's facets, whose changed control keeps the focus and must stay in view).
 */
export function scrollsToTop(url: string, state?: unknown): boolean {
  if ((state as { keepScroll?: unknown } | null | undefined)?.keepScroll === true) return false;
  return !url.includes('page=');
}
