import type { PageAssets } from '../page/assets-context';
import type { RouterHydration } from './router-hydration';

/**
 * Everything the server hands to the browser so hydration needs no request: the framework's
 * fields (the router's loader data, the page's code), and the site's own (`Site`: its config,
 * its app state, the words the render used).
 */
export type TransferState<Site extends object = object> = Site & {
  /** The matched routes' loader data and errors: the browser router hydrates from them without running a loader. */
  router: RouterHydration;
  /** The page's entry, stylesheets and chunks (../server/build-output.ts). */
  assets: PageAssets;
};

/** The global the transfer state is written to, at the end of the document, and read from by the entry. */
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
