import './styles/app.css';
import { startBrowser } from '../shared/framework/browser';
import { routes } from './routes';
import { AppProviders } from './app-providers';
import { createAppStore, loaderAppState } from './state/store';
import { languageContext } from './lib/language-context';
import { appStateContext } from './lib/app-state-context';
import type { FormOutcome } from '../shared/forms/form-outcome';
import type { SiteTransfer } from '../shared/app-state';
import { PAGE_LANGUAGE } from '../shared/i18n/page-language';
import { languagePrefix } from '../shared/languages';
import { PROGRESS_BAR } from '../shared/spec';
// Evaluated with the entry, so before the transfer state is let go: its tables start with the
// words the server's render used, whichever island's code asks for them first (an island may
// come before the whole vocabulary, and with a missing word its text would not match the
// server's: React would then throw the island's HTML away, with what the visitor chose in it).
import { loadWholeVocabulary } from './components/catalogue-vocabulary.messages.browser';

/**
 * A page rendered in answer to a native form post is at the BFF's address (the form's action),
 * which no route matches: it takes the address of the page it is (shared/forms/form-outcome.ts)
 * before anything reads the location, so the router starts on the page the server rendered, and
 * a reload asks for that page rather than posting the form again. Only an address of this site.
 */
function adoptAnsweredAddress(outcome: FormOutcome | undefined): void {
  const page = outcome && 'page' in outcome ? outcome.page : undefined;
  if (!page) return;
  const url = new URL(page, window.location.origin);
  // A fragment the visitor went to meanwhile (the phone menu opened by its link) stays.
  url.hash = window.location.hash;
  if (url.origin === window.location.origin) window.history.replaceState(window.history.state, '', url);
}

startBrowser<SiteTransfer>({
  routes,
  // This build's language lives under its prefix (/de/…): the router matches and links below it,
  // so routes and links name '/work/x' in every language (the worker's render does the same).
  basename: languagePrefix(PAGE_LANGUAGE.code) || undefined,
  setup(state) {
    adoptAnsweredAddress(state.app.form);
    const store = createAppStore(state.config, state.app);
    return {
      routerContext(context) {
        context.set(languageContext, PAGE_LANGUAGE.code);
        context.set(appStateContext, loaderAppState(store));
      },
      wrap: (router) => (
        <AppProviders store={store} language={PAGE_LANGUAGE.code}>
          {router}
        </AppProviders>
      ),
    };
  },
  // Every page after the first has the catalogue's whole vocabulary in the page's language; the
  // first page's words came with the transfer state (components/catalogue-vocabulary.messages.browser.ts).
  beforeNextPage: loadWholeVocabulary,
  progressBar: PROGRESS_BAR,
  easing: { main: '#main', card: '.card', cardPicture: '.card__image', hero: '.item-hero__image' },
});
