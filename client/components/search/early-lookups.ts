import { LOOKUP_INIT, lookupUrls } from './lookup-urls';
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_CHARS } from './suggestion-groups';

/**
 * The header search box's lookups asked for before its code has come
 * (docs/decisions/072-lookups-before-the-box-code.md). On a slow phone a visitor types into the
 * box long before the page's code and the box's own have arrived; the box then woke, adopted the
 * text and only then sent its lookups, a round trip after hydration. The boot script
 * (client/boot-extras.ts) now sends them itself at each pause in typing, as the box would, and
 * keeps the answers here, on the window; the box's code takes each answer once (fetchLookup) when
 * it reads the same address, so its suggestions come as it wakes. Once the box's code runs it asks
 * for its own lookups (takeOverLookups), and the boot script asks for nothing more.
 */

/** The window's property the boot script and the box's code share. */
const EARLY_LOOKUPS_GLOBAL = '__earlyLookups';

/** An early answer older than this is not used: the box asks again. */
export const EARLY_ANSWER_MS = 30_000;

/** The header box's field, as the server renders it (client/components/layout/header.tsx, ./search-box.tsx). */
const BOX_FIELD = '.search-box-host .search-box__input';

interface EarlyLookups {
  /** The box's code runs: it asks for its own lookups from now on. */
  taken: boolean;
  /** Each address asked early, with when it was asked (performance.now()) and its answer. */
  answers: Map<string, { at: number; answer: Promise<Response> }>;
}

function earlyLookups(): EarlyLookups {
  const page = window as unknown as { [EARLY_LOOKUPS_GLOBAL]?: EarlyLookups };
  page[EARLY_LOOKUPS_GLOBAL] ??= { taken: false, answers: new Map() };
  return page[EARLY_LOOKUPS_GLOBAL];
}

/**
 * The lookups for `text`, asked now, unless the box's code has taken over or the text is too short
 * for suggestions (the box's own rule, ./suggestion-groups.ts).
 */
export function askLookupsEarly(text: string): void {
  const early = earlyLookups();
  if (early.taken || text.length < SUGGEST_MIN_CHARS) return;
  for (const url of lookupUrls(text)) {
    const answer = fetch(url, LOOKUP_INIT);
    // An answer never taken must not be reported as an unhandled failure.
    answer.catch(() => undefined);
    early.answers.set(url, { at: performance.now(), answer });
  }
}

/**
 * For the boot script: each pause in typing into the header box (the box's own pause,
 * SUGGEST_DEBOUNCE_MS after the last key) asks for the lookups of the text then in it. On the
 * window, in the capture phase, so no handler stops it first.
 */
export function lookUpBeforeCode(): void {
  let pause: ReturnType<typeof setTimeout> | undefined;
  addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (!(field instanceof HTMLInputElement) || !field.matches(BOX_FIELD)) return;
      clearTimeout(pause);
      pause = setTimeout(() => askLookupsEarly(field.value.trim()), SUGGEST_DEBOUNCE_MS);
    },
    true,
  );
}

/** For the box's code, as it mounts: it asks for its own lookups from now on. */
export function takeOverLookups(): void {
  earlyLookups().taken = true;
}

/** The box's reads: an answer asked early for the same address, once and while fresh, else a fetch. */
export const fetchLookup: typeof fetch = (input, init) => {
  const url = String(input);
  const { answers } = earlyLookups();
  const early = answers.get(url);
  answers.delete(url);
  return early && performance.now() - early.at < EARLY_ANSWER_MS ? early.answer : fetch(input, init);
};
