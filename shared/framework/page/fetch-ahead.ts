/**
 * Where a component says the visitor is about to go when no link shows it: the header search's
 * results as words are typed, its button, the option its arrow keys are on
 * (docs/decisions/073-search-typed-is-intent.md). An event on the window, which the intent watcher
 * (./link-intent.ts) takes as a link's intent; before the browser's start nothing hears it.
 */
export const INTENT_EVENT = 'site:intent';

export interface Intent {
  href: string;
  /** Only the page's code: where the visitor goes is known, what they will ask for is not yet. */
  codeOnly?: boolean;
}

/**
 * The visitor is about to go to `href`, an address as a link's `href` has it (with the language's
 * prefix: React Router's `useHref`): its page's code and data are fetched ahead as for a link's
 * intent (within the same bound per page view; `codeOnly`: its code alone, under no bound), and
 * nothing at all when the visitor saves data.
 */
export function intendToGo(href: string, codeOnly = false): void {
  dispatchEvent(new CustomEvent<Intent>(INTENT_EVENT, { detail: { href, codeOnly } }));
}
