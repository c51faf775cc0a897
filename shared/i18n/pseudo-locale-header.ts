/**
 * The request header that asks a local or test run of the worker for an English page in the
 * pseudo-locale (worker/i18n/pseudo-locale.ts); a deployed worker has no pseudo-locale and ignores it.
 */
export const PSEUDO_LOCALE_HEADER = 'x-pseudo-locale';
