import { DARK_THEME, DESIGN_VERSION } from '../../shared/spec';
import { TRANSFER_STATE_GLOBAL } from '../../shared/transfer-state';
import { BOOT_POLICY } from '../../shared/trusted-types';
import { LANGUAGE_COOKIE, LANGUAGE_SUGGESTION_COOKIE, LANGUAGES, languageCookie } from '../../shared/languages';
import type { PageAssets } from './assets-context';

/** What this script reads of the page: the transfer state's assets, and Trusted Types where the browser has them. */
type BootWindow = Window & {
  [TRANSFER_STATE_GLOBAL]: { assets: PageAssets };
  trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown } };
};

/**
 * The inline script every page ends with, after its transfer state: a classic script, not a
 * module, so it runs while the parser writes the body. The build compiles `boot` and what it
 * imports into one minified function call (build/plugins/boot-script-plugin.ts) and the worker
 * writes that text into the page (worker/ssr/boot-script.ts). It imports constants only: a
 * value of shared/ that pulled in code would grow every page's HTML.
 * @public run by the build's entry for it, which the dead-code check does not read.
 */
export function boot(): void {
  startPageCodeAfterLoad();
  markDesign();
  rememberLanguageChoice();
  offerLanguage();
}

/**
 * How long after the document is parsed the page's code starts at the latest, when the window's
 * `load` has not come by then (an image host that hangs must not keep the page inert).
 */
const BOOT_FALLBACK_MS = 2000;

/**
 * Starts the page's code once the page has loaded and the frame after `load` is drawn (a page
 * whose images are all lazy can load before its first paint). The server's HTML is the page
 * (readable, its links plain links); the code makes it interactive. Started from the head, the
 * modules shared a phone's bandwidth with the stylesheet and the largest image, and their
 * evaluation could come before the first paint on a slow CPU; started after the page has loaded
 * and painted they do neither (docs/decisions/023-boot-after-load.md). The page's chunks are
 * modulepreloaded with the entry, so the entry waits on no second round trip. Both addresses come
 * from the transfer state written just before this script, and the nonce is the script's own (so
 * a re-stamped cached page still starts). A hidden tab draws no frame, so the fallback starts it
 * there too. `script.src` is a Trusted Types sink (the CSP requires them for scripts): the entry's
 * address goes through the boot policy, which takes that address only
 * (docs/decisions/045-trusted-types-and-csp-reports.md).
 */
function startPageCodeAfterLoad(): void {
  const nonce = document.currentScript?.nonce;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const page = window as unknown as BootWindow;
    const { entry, modulePreloads } = page[TRANSFER_STATE_GLOBAL].assets;
    const all = document.createDocumentFragment();
    for (const file of modulePreloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      if (nonce) link.nonce = nonce;
      all.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    const policies = page.trustedTypes;
    const onlyTheEntry = (url: string) => {
      if (url !== entry) throw new TypeError('not the entry');
      return url;
    };
    // A TrustedScriptURL where the browser has them; the address itself where it does not.
    const url = policies ? policies.createPolicy(BOOT_POLICY, { createScriptURL: onlyTheEntry }).createScriptURL(entry) : entry;
    script.src = url as string;
    if (nonce) script.nonce = nonce;
    all.appendChild(script);
    document.head.appendChild(all);
  };
  addEventListener('load', () => requestAnimationFrame(() => setTimeout(start, 0)), { once: true });
  setTimeout(start, BOOT_FALLBACK_MS);
}

/**
 * The web app keeps its design version in this origin's localStorage, out of the server's sight
 * (docs/decisions/032-design-version-and-small-fidelity-points.md). The dark one marks the
 * document, and CSS gives the region banner its dark theme on this page and every page reached
 * from it, before and after hydration, with no code in the first load. Storage can throw
 * (blocked site data): the light theme stays.
 */
function markDesign(): void {
  try {
    if (localStorage.getItem(DESIGN_VERSION) === DARK_THEME) document.documentElement.dataset.design = 'dark';
  } catch {}
}

/** The cookie a click on a language's link writes: the one the server writes (shared/languages.ts). */
export function languageChoiceCookie(language: string, protocol: string): string {
  return languageCookie(LANGUAGE_COOKIE, language, protocol === 'https:');
}

/**
 * A click on a language's link (the switcher, the offer: `data-language`) remembers the choice,
 * which the root honours on the next visit (worker/middleware/language.ts). Here rather than in
 * those components: the footer hydrates on first use, and a click before it has is a plain
 * document load that its code would never see. Captured, so no handler can stop it.
 */
function rememberLanguageChoice(): void {
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[data-language]');
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site supports.
      if (link) document.cookie = languageChoiceCookie(link.getAttribute('data-language') ?? '', location.protocol);
    },
    true,
  );
}

/**
 * Whether to offer this page in the visitor's language: the first of the browser's languages
 * (what it sends as Accept-Language) that the site has, when it is not the page's, unless the
 * visitor chose a language or said no to an offer. Marked on <html data-suggest> for the page's
 * code to show (client/components/layout/use-language-suggestion.ts); never a redirect. Here, so
 * the decision costs the page's JavaScript nothing and the server's page is the same for all.
 */
function offerLanguage(): void {
  try {
    if (new RegExp(`(?:^|; )(?:${LANGUAGE_COOKIE}|${LANGUAGE_SUGGESTION_COOKIE})=`).test(document.cookie)) return;
    const here = document.documentElement.lang.slice(0, 2);
    for (const asked of navigator.languages ?? [navigator.language]) {
      const code = String(asked).slice(0, 2).toLowerCase();
      if (!(LANGUAGES as readonly string[]).includes(code)) continue;
      if (code !== here) document.documentElement.dataset.suggest = code;
      return;
    }
  } catch {}
}
