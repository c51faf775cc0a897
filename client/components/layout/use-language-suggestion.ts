import { useEffect, useState } from 'react';
import { isLanguage, type Language } from '../../../shared/languages';

/**
 * The language to offer this visitor, if any. The document's boot script decides it before the
 * page's code runs (client/boot-extras.ts: the first of the browser's languages the site
 * has, when it is not the page's and the visitor has neither chosen a language nor said no to an
 * offer) and marks it on <html data-suggest>; read after hydration, so the server's page is the
 * same for everyone and the page cache keeps one, and shown once the browser is idle.
 */
/** How long after hydration the offer is fetched and shown. */
export const OFFER_DELAY_MS = 2000;

export function useLanguageSuggestion(): Language | null {
  const [suggested, setSuggested] = useState<Language | null>(null);
  useEffect(() => {
    const marked = document.documentElement.dataset.suggest;
    if (!isLanguage(marked)) return;
    // Not part of what the visitor came for: its code (0.9 KB gzip) is fetched two seconds after
    // hydration, once the page's own first-load work is long done, not beside it
    // (docs/decisions/024-first-load-tasks.md); the offer waits for no interaction.
    const timer = setTimeout(() => setSuggested(marked), OFFER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return suggested;
}
