/**
 * The catalogue vocabulary a page used, by table and key, in the page's language: what the
 * server's render looked up (client/components/catalogue-vocabulary.ts, `vocabularyOf`), sent with the transfer
 * state so the browser hydrates the page's words without carrying the tables in its first load
 * (catalogue-vocabulary-strings.browser.ts). Only entries whose word differs from the upstream's
 * are kept: an English page sends none.
 */
export type UsedVocabulary = Record<string, Record<string, string>>;
