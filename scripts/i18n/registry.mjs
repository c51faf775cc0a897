// client/message-modules.ts: every message module (written from the catalogues) with the same
// module in each other language, for the worker that renders every language (worker/i18n/). The
// browser builds find the siblings themselves (build/plugins/language-modules-plugin.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const OUT = 'client/message-modules.ts';

/** The registry's source for `modules` (message modules) and the languages' codes. */
export function registrySource(modules, languages) {
  const others = languages.slice(1);
  const files = [...new Set(modules)].sort();
  const imports = [];
  const entries = [];
  files.forEach((file, index) => {
    const from = file.startsWith('client/') ? `./${file.slice('client/'.length).replace(/\.ts$/, '')}` : `../${file.replace(/\.ts$/, '')}`;
    imports.push(`import * as m${index} from '${from}';`);
    const translations = others.map((code) => {
      imports.push(`import * as m${index}_${code} from '${from}.${code}';`);
      return `${code}: m${index}_${code}`;
    });
    entries.push(`  { file: '${file}', en: m${index}, translations: { ${translations.join(', ')} } },`);
  });
  return [
    '// Written by `npm run i18n` from the catalogues (locales/): do not edit.',
    ...imports,
    "import type { MessageModule } from '../shared/i18n/message-module';",
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
  if (existsSync(OUT) && readFileSync(OUT, 'utf8') === source) return false;
  writeFileSync(OUT, source);
  return true;
}
