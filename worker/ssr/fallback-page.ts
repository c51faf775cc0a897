import { ERROR_PAGE_TEXT } from '../../shared/error-page.messages';

/** Static page for the rare case that the React shell itself cannot render. */
export function fallbackPage(): string {
  const text = ERROR_PAGE_TEXT;
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.documentTitle}</title></head><body><main><h1>${text.title}</h1><p>${text.fallbackMessage}<a href="/">${text.fallbackHomeLink}</a>${text.afterLink}</p></main></body></html>`;
}

/** Seconds the fallback page asks a client to wait before trying again (its words say "try again"). */
export const FALLBACK_RETRY_AFTER = { 'retry-after': '60' } as const;
