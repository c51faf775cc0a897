// The registry of the message modules (.generated/messages/registry.ts, imported as
// `#messages/registry`): every English module with the same module in each other language, for
// the worker that renders every language (worker/i18n/install.ts). The browser builds find the
// siblings themselves (build/plugins/language-modules-plugin.ts).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PSEUDO_LOCALE } from './pseudo.mjs';

/** The registry's file, beside the modules (generate.mjs's MESSAGES_DIR). */
export const REGISTRY = '.generated/messages/registry.ts';

/** The pseudo-locale's registry (`#messages/pseudo-registry`): each module's id → its pseudo-locale module. */
export const PSEUDO_REGISTRY = '.generated/messages/pseudo-registry.ts';

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

/** The pseudo-locale's registry for `modules` (the modules' ids): only worker/i18n/pseudo-locale.ts imports it. */
export function pseudoRegistrySource(modules) {
  const ids = [...new Set(modules)].sort();
  return [
    '// Written by `npm run i18n` from the catalogues (locales/): do not edit.',
    ...ids.map((id, index) => `import * as m${index} from './${id}.${PSEUDO_LOCALE}';`),
    '',
    'export const PSEUDO_MODULES: Record<string, Record<string, unknown>> = {',
    ...ids.map((id, index) => `  '${id}': m${index},`),
    '};',
    '',
  ].join('\n');
}

/** Writes the registries when they changed; returns whether the main one did. */
export function writeRegistry(modules, languages) {
  const write = (file, source) => {
    if (existsSync(file) && readFileSync(file, 'utf8') === source) return false;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
    return true;
  };
  write(PSEUDO_REGISTRY, pseudoRegistrySource(modules));
  return write(REGISTRY, registrySource(modules, languages));
}
