/** The header a page's BFF calls carry its language in (worker/middleware/language.ts). */
export const PAGE_LANGUAGE_HEADER = 'x-page-language';
