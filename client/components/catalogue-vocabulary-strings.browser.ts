import { TRANSFER_STATE_GLOBAL, type TransferState } from '../../shared/transfer-state';
import { beforeClientLoaders } from '../lib/lazy-loader';

/**
 * The catalogue vocabulary in the browser (every language's build uses this module wherever the
 * site imports catalogue-vocabulary-strings.ts: scripts/lib/language-modules-plugin.ts). Its
 * tables start with only the words the server's render of this page used, which came with the
 * transfer state, so the first load carries no table: 1.5-1.9 KB gzip in each language (decision
 * 033). The whole tables of the page's language, a chunk of their own, are read before the first
 * client loader runs (any navigation or prefetch), so every page after the first has them all.
 * A word no table has is shown as the upstream gives it: English needs no table at all.
 */
type Table = Record<string, string>;

const used = (window as unknown as Record<string, TransferState | undefined>)[TRANSFER_STATE_GLOBAL]?.vocabulary ?? {};

/** The tables by name, as the English module has them (catalogue-vocabulary-strings.ts). */
export const CATALOGUE_VOCABULARY: Record<string, Table> = Object.fromEntries(Object.entries(used).map(([name, words]) => [name, { ...words }]));

let whole: Promise<void> | undefined;
// The language's own module (this build's sibling of catalogue-vocabulary-strings.ts).
beforeClientLoaders(() =>
  (whole ??= import('./catalogue-vocabulary-strings').then((module) => {
    for (const [name, words] of Object.entries(module.CATALOGUE_VOCABULARY)) Object.assign((CATALOGUE_VOCABULARY[name] ??= {}), words);
  })),
);
