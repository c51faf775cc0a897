import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { Language } from '../../shared/languages';

/** A language's module beside its English one: `work.messages.de.ts` for `work.messages.ts`. */
export function translationOf(file: string, language: Language): string {
  return file.replace(/\.ts$/, `.${language}.ts`);
}

/**
 * The browser build of one language: every import of a module that has a sibling in that
 * language (`work.messages.ts` → `work.messages.de.ts`) gets the sibling instead, so the page's
 * chunks carry that language's words where the English build carries English, with no lookup
 * code and nothing of the other languages (docs/decisions/033). A translation may name its
 * English module for types only (`import type`), which is erased before anything is resolved.
 *
 * A module may also have a browser form (`catalogue-vocabulary-strings.browser.ts`), which every
 * other module of a browser build gets instead, in every language: the catalogue vocabulary's
 * tables reach the browser with the page's transfer state and, for later pages, as a chunk that
 * the browser form loads (the language's module, resolved as above). The worker and the tests
 * read the modules themselves.
 */
export function languageModulesPlugin(language: Language): Plugin {
  return {
    name: 'language-modules',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (!importer || !/^[./]/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !resolved.id.endsWith('.ts')) return resolved;
      // A module the browser gets in a form of its own (X.browser.ts), except in that form itself,
      // which reads the language's module.
      const browser = resolved.id.replace(/\.ts$/, '.browser.ts');
      if (importer !== browser && existsSync(browser)) return { ...resolved, id: browser };
      const translation = translationOf(resolved.id, language);
      return existsSync(translation) ? { ...resolved, id: translation } : resolved;
    },
  };
}
