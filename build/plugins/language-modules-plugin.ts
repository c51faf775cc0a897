import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { Language } from '../../shared/languages';

/** How the code names a message module: `#messages/<id>` (package.json "imports"; scripts/i18n/generate.mjs writes them). */
const MESSAGES = '#messages/';

/** A language's module beside its English one: `work.de.ts` for `work.ts`. */
export function translationOf(file: string, language: Language): string {
  return file.replace(/\.ts$/, `.${language}.ts`);
}

/**
 * The browser build of one language: every import of a module that has a sibling in that language
 * gets the sibling instead: a message module (`#messages/<id>` → `.generated/messages/<id>.de.ts`
 * for `<id>.ts`), or a source with language siblings of its own (shared/i18n/page-language.ts →
 * page-language.de.ts). So the page's chunks carry that language's words where the English build
 * carries English, with no lookup code and nothing of the other languages (docs/decisions/033). A
 * translation names its English module for types only (`import type`), which is erased before
 * anything is resolved.
 *
 * A message module may also have a browser form, written by hand among the sources as
 * `<id>.messages.browser.ts` (client/components/catalogue-vocabulary.messages.browser.ts), which
 * every other module of a browser build gets instead, in every language: the catalogue
 * vocabulary's tables reach the browser with the page's transfer state and, for later pages, as a
 * chunk that the browser form loads (the language's module, resolved as above). The worker and
 * the tests read the modules themselves.
 */
export function languageModulesPlugin(language: Language): Plugin {
  let root = process.cwd();
  return {
    name: 'language-modules',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async resolveId(source, importer, options) {
      const message = source.startsWith(MESSAGES);
      if (!importer || !(message || /^[./]/.test(source))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.endsWith('.ts')) return resolved;
      // A message module the browser gets in a form of its own, except in that form itself, which reads the language's module.
      const browser = message && resolve(root, `${source.slice(MESSAGES.length)}.messages.browser.ts`);
      if (browser && importer !== browser && existsSync(browser)) return { ...resolved, id: browser };
      const translation = translationOf(resolved.id, language);
      return existsSync(translation) ? { ...resolved, id: translation } : resolved;
    },
  };
}
