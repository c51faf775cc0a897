import type { FormOutcome } from './forms/form-outcome';
import type { PublicConfig } from './public-config';
import type { UsedVocabulary } from './i18n/vocabulary';
import type { RouterHydration } from './router-hydration';

/** Everything the server hands to the browser so hydration needs no request. */
export interface TransferState {
  config: PublicConfig;
  app: InitialAppState;
  /** The matched routes' loader data and errors: the browser router hydrates from them without running a loader. */
  router: RouterHydration;
  /** The catalogue words the page's render used, in its language (./i18n/vocabulary.ts). */
  vocabulary?: UsedVocabulary;
}

/** App state the server derived from the request (cookies, preview flag). */
export interface InitialAppState {
  cookieConsent: boolean;
  showUnpublished: boolean;
  /**
   * The visitor's country (ISO 3166-1 alpha-2) as the edge saw it, or null when unknown: what
   * regional availability is judged by (issue 21). Pages are cached per country because of it.
   */
  country: string | null;
  /** What became of a form this visitor just posted natively, for this render alone (shared/forms/form-outcome.ts). */
  form?: FormOutcome;
}

export const TRANSFER_STATE_GLOBAL = '__TRANSFER_STATE__';

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that is safe inside an inline <script>: no `</script`, no `<!--`, and no U+2028/U+2029
 * (which older engines treat as line ends inside string literals). The escapes are JSON-valid,
 * so JSON.parse and a JS engine read back the same value.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (ch) => ESCAPES[ch]!);
}
