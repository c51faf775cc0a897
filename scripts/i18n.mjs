// npm run i18n: the message catalogues (locales/) → the message modules the code imports.
//   (no option)  writes every message module and their registry into .generated/messages/ (build
//                output, ignored by git; npm install, npm start, npm test and the builds run this too)
//   --update     brings each language's catalogue in line with locales/messages.pot, as gettext's
//                msgmerge does: a new message is added empty, a removed one is dropped, and one whose
//                English changed keeps its translation, marked fuzzy for review
//   --check      the catalogue checks npm test runs (tests/unit/catalogues.test.ts), as a list
// locales/README.md says how a translator and a developer work with the catalogues.
import { catalogueOf, mergeCatalogue, readCatalogue, SOURCE_CATALOGUE, writeCatalogue } from './i18n/catalogue.mjs';
import { checkCatalogues, codeFiles, unreadMessages } from './i18n/check.mjs';
import { generateModules } from './i18n/generate.mjs';
import { REGISTRY, writeRegistry } from './i18n/registry.mjs';
import { LANGUAGE_TAGS, SITE_LANGUAGES } from './i18n/site-languages.mjs';

/** Writes the message modules and the worker's registry of them; returns the files written. */
export function generateMessages() {
  const { modules, written } = generateModules(SITE_LANGUAGES);
  if (writeRegistry(modules, SITE_LANGUAGES)) written.push(REGISTRY);
  return written;
}

function update() {
  const source = readCatalogue(SOURCE_CATALOGUE).entries;
  for (const language of SITE_LANGUAGES.slice(1)) {
    const file = catalogueOf(language);
    const { headers, entries } = readCatalogue(file);
    const { merged, added, dropped, review } = mergeCatalogue(source, entries);
    writeCatalogue(file, headers, merged);
    console.log(`${file}: ${added} new, ${dropped} dropped, ${review} to review`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--update')) update();
  else if (process.argv.includes('--check')) {
    const problems = checkCatalogues(Object.fromEntries(SITE_LANGUAGES.map((language) => [language, LANGUAGE_TAGS[language]])));
    const unread = unreadMessages(readCatalogue(SOURCE_CATALOGUE).entries, codeFiles()).map((key) => `${SOURCE_CATALOGUE}: ${key} is read by no code`);
    for (const problem of [...problems, ...unread]) console.log(problem);
    console.log(`${problems.length + unread.length} problems`);
    process.exit(problems.length + unread.length ? 1 : 0);
  } else {
    const written = generateMessages();
    console.log(`messages: ${written.length} modules written`);
  }
}
