import { useState } from 'react';
import { useLocation } from 'react-router';
import { pageSearch } from '../../../shared/page-params';
import { languageCookie, LANGUAGE_SUGGESTION_COOKIE, LANGUAGE_TAGS, localizedPath, type Language } from '../../../shared/languages';

/**
 * Each language's offer of itself, written in that language: a visitor whose browser prefers
 * Japanese reads the offer in Japanese on an English page. Loaded only when there is something to
 * offer (./use-language-suggestion.ts), so no page's first load carries these words.
 */
const OFFERS: Record<Language, { text: string; read: string; dismiss: string }> = {
  en: { text: 'This page is available in English.', read: 'Read it in English', dismiss: 'Dismiss' },
  de: { text: 'Diese Seite gibt es auch auf Deutsch.', read: 'Auf Deutsch lesen', dismiss: 'Schließen' },
  fr: { text: 'Cette page existe aussi en français.', read: 'Lire en français', dismiss: 'Fermer' },
  es: { text: 'Esta página también está disponible en español.', read: 'Leer en español', dismiss: 'Cerrar' },
  it: { text: 'Questa pagina è disponibile anche in italiano.', read: 'Leggi in italiano', dismiss: 'Chiudi' },
  ja: { text: 'このページは日本語でもご覧いただけます。', read: '日本語で読む', dismiss: '閉じる' },
  zh: { text: '本页面提供简体中文版本。', read: '阅读简体中文版', dismiss: '关闭' },
};

/**
 * The offer of this page in the visitor's own language: a link to it and a way to say no, never
 * a redirect (crawlers and shared links see what the address says). Saying no is remembered for
 * a year; following the link remembers the language like the switcher does (`data-language`).
 */
export function LanguageSuggestion({ language }: { language: Language }) {
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const offer = OFFERS[language];
  const tag = LANGUAGE_TAGS[language];
  return (
    <aside className="language-suggestion" lang={tag} aria-label={offer.read}>
      <p className="language-suggestion__text">
        {offer.text}{' '}
        <a href={`${localizedPath(language, pathname)}${pageSearch(pathname, search)}`} hrefLang={tag} data-language={language}>
          {offer.read}
        </a>
      </p>
      <button
        type="button"
        className="language-suggestion__dismiss"
        onClick={() => {
          // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site supports.
          document.cookie = languageCookie(LANGUAGE_SUGGESTION_COOKIE, 'dismissed', location.protocol === 'https:');
          setOpen(false);
        }}
      >
        {offer.dismiss}
      </button>
    </aside>
  );
}
