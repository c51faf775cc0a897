import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { Language } from '../../shared/languages';

/** A language's module beside its English one: `work-strings.de.ts` for `work-strings.ts`. */
export function translationOf(file: string, language: Language): string {
  return file.replace(/\.ts$/, `.${language}.ts`);
}

/**
 * The browser build of one language: every import of a module that has a sibling in that
 * language (`work-strings.ts` → `work-strings.de.ts`) gets the sibling instead, so the page's
 * chunks carry that language's words where the English build carries English, with no lookup
 * code and nothing of the other languages (docs/decisions/033). A translation may name its
 * English module for types only (`import type`), which is erased before anything is resolved.
 *
 * English has a sibling only where the browser needs less than the English module holds: the
 * catalogue vocabulary's tables map the upstream's English words to the page's, and in English
 * every entry would map a word to itself (`catalogue-vocabulary-strings.en.ts` is empty, and a
 * word no table has is shown as the upstream gives it). The worker and the tests read the full
 * English module.
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
      const translation = translationOf(resolved.id, language);
      return existsSync(translation) ? { ...resolved, id: translation } : resolved;
    },
  };
}
