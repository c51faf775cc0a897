import { DARK_THEME, DESIGN_VERSION } from '../shared/spec';
import { LANGUAGE_COOKIE, LANGUAGE_SUGGESTION_COOKIE, LANGUAGES, languageCookie } from '../shared/languages';
import { lookUpBeforeCode } from './components/search/early-lookups';

/**
 * The site's part of the script every page ends with: the framework's boot script starts the
 * page's code (shared/framework/browser/boot.ts), then this marks the design version, remembers
 * a language chosen by a link, offers the visitor's language and asks for the header search's
 * lookups as the visitor types before the code has come. The build compiles both into one
 * minified classic script (shared/framework/build/boot-script-plugin.ts). It imports constants
 * and small functions only: what it pulls in grows every page's HTML.
 * @public run by the build's entry for it, which the dead-code check does not read.
 */
export function bootExtras(): void {
  markDesign();
  rememberLanguageChoice();
  offerLanguage();
  lookUpBeforeCode();
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
