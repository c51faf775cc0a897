import { ERROR_PAGE_TEXT } from '#messages/shared/error-page';
import { messagesIn } from '../../shared/i18n/messages-in';
import { DEFAULT_LANGUAGE, LANGUAGE_TAGS, localizedPath, type Language } from '../../shared/languages';

/** Static page for the rare case that the React shell itself cannot render, in the request's language when it was decided. */
export function fallbackPage(language: Language = DEFAULT_LANGUAGE): string {
  const text = messagesIn(ERROR_PAGE_TEXT, language);
  return (
    `<!doctype html><html lang="${LANGUAGE_TAGS[language]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.documentTitle}</title></head>` +
    `<body><main><h1>${text.title}</h1><p>${text.fallbackMessage}` +
    `<a href="${localizedPath(language, '/')}">${text.fallbackHomeLink}</a>${text.afterLink}</p></main></body></html>`
  );
}

/** Seconds the fallback page asks a client to wait before trying again (its words say "try again"). */
export const FALLBACK_RETRY_AFTER = { 'retry-after': '60' } as const;
