// Writes client/message-modules.ts: every module that has translations (a sibling
// `x.de.ts` for `x.ts`) with all of them, for the worker that renders every language
// (worker/i18n/localize.ts). The browser builds find the siblings themselves
// (scripts/lib/language-modules-plugin.ts). Run it after adding a strings module; a unit test fails when
// the committed file is out of date. `--check` only compares.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { SITE_LANGUAGES } from './lib/build-client.mjs';

// In client/ (beside routes.tsx, which may name the route folders the worker may not), for the
// worker's worker/i18n/install.ts and the tests.
const OUT = 'client/message-modules.ts';
const others = SITE_LANGUAGES.slice(1);

export function registrySource() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'client', 'shared'], { encoding: 'utf8' }).split('\n');
  const present = new Set(files);
  const english = files.filter((file) => file.endsWith('.ts') && !/\.[a-z]{2}\.ts$/.test(file) && others.some((code) => present.has(file.replace(/\.ts$/, `.${code}.ts`)))).sort();
  const imports = [];
  const entries = [];
  english.forEach((file, index) => {
    const from = file.startsWith('client/') ? `./${file.slice('client/'.length).replace(/\.ts$/, '')}` : `../${file.replace(/\.ts$/, '')}`;
    imports.push(`import * as m${index} from '${from}';`);
    const translations = others.map((code) => {
      imports.push(`import * as m${index}_${code} from '${from}.${code}';`);
      return `${code}: m${index}_${code}`;
    });
    entries.push(`  { file: '${file}', en: m${index}, translations: { ${translations.join(', ')} } },`);
  });
  return [
    '// Written by node scripts/i18n-registry.mjs (after adding a strings module): do not edit.',
    ...imports,
    "import type { MessageModule } from '../shared/i18n/message-module';",
    '',
    'export const MESSAGE_MODULES: MessageModule[] = [',
    ...entries,
    '];',
    '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const source = registrySource();
  if (process.argv.includes('--check')) {
    if (readFileSync(OUT, 'utf8') !== source) {
      console.error(`${OUT} is out of date: run node scripts/i18n-registry.mjs`);
      process.exit(1);
    }
  } else writeFileSync(OUT, source);
}
