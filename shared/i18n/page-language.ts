import type { Language } from '../languages';

/**
 * A browser build's language: each language's build swaps this module for its sibling
 * (page-language.de.ts). Read once, by the browser's entry, which gives it to the router's and
 * React's contexts; the worker decides each request's language from its address instead.
 */
export const PAGE_LANGUAGE: { readonly code: Language } = { code: 'en' };
