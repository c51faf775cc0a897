import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { PSEUDO_MODULES } from '#messages/pseudo-registry';
import { PSEUDO_LOCALE_HEADER } from '../../shared/i18n/pseudo-locale-header';
import type { Language } from '../../shared/languages';
import type { AppEnv } from '../app-env';

/**
 * The pseudo-locale (scripts/i18n/pseudo.mjs: "[Šéåŕçĥ ļöŕ]"), for the browser test that looks
 * for words not in the catalogues and text too long for its box (tests/e2e/pseudo-locale.spec.ts).
 * It is no language for visitors: only a worker built with `__PSEUDO_LOCALE__` true has it (the
 * local runs and the tests, LOCAL_DEFINES in scripts/lib/servers.mjs). wrangler.toml's [define]
 * says false for every deployed environment, so the bundler drops this module, its tables and
 * every call (build/worker-bundle.mjs checks each environment's bundle).
 *
 * A request asks for it with the header `x-pseudo-locale: 1` on an English address. The page is
 * the English one with the pseudo-locale's words: the request's language stays English (its
 * addresses, numbers and dates), and messagesIn() finds the pseudo-locale's table as English's
 * for this request alone. Several requests are answered at once, so which request is asking is
 * the async context's (AsyncLocalStorage follows the render's promises, timers and streams),
 * never module state. Such a page is rendered for that request alone, outside the page cache.
 */
const pseudoRequests = new AsyncLocalStorage<true>();

/** Runs the rest of a request that asks for the pseudo-locale inside its context. */
export function pseudoLocale(): MiddlewareHandler<AppEnv> {
  return function pseudoLocale(c, next) {
    return c.req.header(PSEUDO_LOCALE_HEADER) === '1' && c.get('language') === 'en' ? pseudoRequests.run(true, next) : next();
  };
}

/** Whether this request asked for the pseudo-locale (and got it). */
export function inPseudoLocale(): boolean {
  return pseudoRequests.getStore() === true;
}

/**
 * The translations of one English export (`name` of module `id`) with the pseudo-locale's as
 * English's, read at each lookup: the export itself outside a pseudo-locale request, as without
 * an entry for English (shared/i18n/messages-in.ts).
 */
export function withPseudoLocale(byLanguage: Partial<Record<Language, object>>, id: string, name: string): Partial<Record<Language, object>> {
  const pseudo = PSEUDO_MODULES[id]?.[name] as object | undefined;
  if (!pseudo) throw new Error(`the pseudo-locale has no ${name} in ${id}: run npm run i18n`);
  return Object.defineProperty({ ...byLanguage }, 'en', { enumerable: true, get: () => (pseudoRequests.getStore() ? pseudo : undefined) });
}
