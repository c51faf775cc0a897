import { useEffect, useState } from 'react';
import { isLanguage, type Language } from '../../../shared/languages';

/**
 * The language to offer this visitor, if any. The document's boot script decides it before the
 * page's code runs (worker/ssr/boot-script.ts: the first of the browser's languages the site
 * has, when it is not the page's and the visitor has neither chosen a language nor said no to an
 * offer) and marks it on <html data-suggest>; read after hydration, so the server's page is the
 * same for everyone and the page cache keeps one.
 */
export function useLanguageSuggestion(): Language | null {
  const [suggested, setSuggested] = useState<Language | null>(null);
  useEffect(() => {
    const marked = document.documentElement.dataset.suggest;
    if (isLanguage(marked)) setSuggested(marked);
  }, []);
  return suggested;
}
