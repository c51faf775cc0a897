import { useEffect, useState } from 'react';
import { PAGE_LANGUAGE } from '../../../shared/i18n/page-language';
import { LANGUAGE_COOKIE, LANGUAGE_SUGGESTION_COOKIE, preferredLanguage, type Language } from '../../../shared/languages';

/**
 * The language to offer this visitor, once the page is interactive: the first of the browser's
 * languages (what it sends as Accept-Language) the site has, when it is not the page's, and the
 * visitor has neither chosen a language (the switcher's cookie) nor said no to an offer. Decided
 * in the browser, so the server's page stays the same for everyone and the page cache keeps one.
 */
export function useLanguageSuggestion(): Language | null {
  const [suggested, setSuggested] = useState<Language | null>(null);
  useEffect(() => {
    if (new RegExp(`(?:^|; )(?:${LANGUAGE_COOKIE}|${LANGUAGE_SUGGESTION_COOKIE})=`).test(document.cookie)) return;
    const wanted = preferredLanguage(navigator.languages ?? [navigator.language]);
    if (wanted && wanted !== PAGE_LANGUAGE.code) setSuggested(wanted);
  }, []);
  return suggested;
}
