// The registry of the message modules (.generated/messages/registry.ts, imported as
// `#messages/registry`): every English module with the same module in each other language, for
// the worker that renders every language (worker/i18n/install.ts). The browser builds find the
// siblings themselves (build/plugins/language-modules-plugin.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** The registry's file, beside the modules (generate.mjs's MESSAGES_DIR). */
export const REGISTRY = '.generated/messages/registry.ts';

/** The registry's source for `modules` (the modules' ids) and the languages' codes. */
export function registrySource(modules, languages) {
  const others = languages.slice(1);
  const ids = [...new Set(modules)].sort();
  const imports = [];
  const entries = [];
  ids.forEach((id, index) => {
    imports.push(`import * as m${index} from './${id}';`);
    const translations = others.map((code) => {
      imports.push(`import * as m${index}_${code} from './${id}.${code}';`);
      return `${code}: m${index}_${code}`;
    });
    entries.push(`  { id: '${id}', en: m${index}, translations: { ${translations.join(', ')} } },`);
  });
  return [
    '// Written by `npm run i18n` from the catalogues (locales/): do not edit.',
    ...imports,
    "import type { MessageModule } from '../../shared/i18n/message-module';",
    '',
    'export const MESSAGE_MODULES: MessageModule[] = [',
    ...entries,
    '];',
    '',
  ].join('\n');
}

/** Writes the registry when it changed; returns whether it did. */
export function writeRegistry(modules, languages) {
  const source = registrySource(modules, languages);
  if (existsSync(REGISTRY) && readFileSync(REGISTRY, 'utf8') === source) return false;
  mkdirSync(dirname(REGISTRY), { recursive: true });
  writeFileSync(REGISTRY, source);
  return true;
}
