import type { Language } from '../languages';

/**
 * The language of the page being rendered, read like any other strings module: each language's
 * browser build swaps this module for its sibling (page-language.de.ts), and the worker answers
 * `PAGE_LANGUAGE.code` with the language of the request it is rendering (worker/i18n/).
 */
export const PAGE_LANGUAGE: { readonly code: Language } = { code: 'en' };
