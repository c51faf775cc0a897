// client/message-modules.ts: every module with a module per language beside it, with all of
// them, for the worker that renders every language (worker/i18n/). The message modules come from
// the catalogues; a few hand-written ones (shared/i18n/page-language.ts) are found beside their
// siblings. The browser builds find the siblings themselves (scripts/lib/language-modules-plugin.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const OUT = 'client/message-modules.ts';

/** The registry's source for `modules` (message modules) and the languages' codes. */
export function registrySource(modules, languages) {
  const others = languages.slice(1);
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'client', 'shared'], { encoding: 'utf8' }).split('\n');
  const present = new Set(tracked);
  const handWritten = tracked.filter((file) => file.endsWith('.ts') && !/\.[a-z]{2}\.ts$/.test(file) && others.some((code) => present.has(file.replace(/\.ts$/, `.${code}.ts`))));
  const files = [...new Set([...modules, ...handWritten])].sort();
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
