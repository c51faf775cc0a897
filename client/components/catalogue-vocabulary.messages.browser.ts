import { TRANSFER_STATE_GLOBAL } from '../../shared/framework/page';
import type { SiteTransferState } from '../../shared/app-state';

/**
 * The catalogue vocabulary in the browser (every language's build uses this module wherever the
 * site imports `#messages/client/components/catalogue-vocabulary`: build/plugins/language-modules-plugin.ts). Its
 * tables start with only the words the server's render of this page used, which came with the
 * transfer state (read when the page's modules are evaluated, before hydration), so the first
 * load carries no table: 0.8-1.2 KB gzip less on the artist page in each language (decision 033).
 * A word no table has is shown as the upstream gives it: English needs no table at all.
 */
type Table = Record<string, string>;

const used = (window as unknown as Record<string, SiteTransferState | undefined>)[TRANSFER_STATE_GLOBAL]?.vocabulary ?? {};

/** The tables by name, as the English module has them (`#messages/client/components/catalogue-vocabulary`). */
export const CATALOGUE_VOCABULARY: Record<string, Table> = Object.fromEntries(Object.entries(used).map(([name, words]) => [name, { ...words }]));

let whole: Promise<void> | undefined;

/**
 * Fills the tables with the whole of the page's language's (this build's language module of the
 * vocabulary, a chunk of its own). The entry makes every client loader wait
 * for it (client/entry.client.tsx), so a page after the first never lacks a word.
 */
export function loadWholeVocabulary(): Promise<void> {
  return (whole ??= import('#messages/client/components/catalogue-vocabulary').then((module) => {
    for (const [name, words] of Object.entries(module.CATALOGUE_VOCABULARY)) Object.assign((CATALOGUE_VOCABULARY[name] ??= {}), words);
  }));
}
