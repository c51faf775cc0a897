// npm run i18n: the message catalogues (locales/) → the message modules the code imports.
//   (no option)  writes every message module and their registry into .generated/messages/ (build
//                output, ignored by git; npm install, npm start, npm test and the builds write them
//                too), then fails if the catalogues' `#:` references are out of date (only a
//                warning when npm install runs it)
//   --refs       rewrites the `#:` references of every catalogue: each message's `file:line`
//                places in client/, shared/ and worker/ (scripts/i18n/references.mjs)
//   --update     brings each language's catalogue in line with locales/messages.pot, as gettext's
//                msgmerge does: a new message is added empty, a removed one is dropped, and one whose
//                English changed keeps its translation, marked fuzzy for review; the references
//                are rewritten first
//   --check      the catalogue checks npm test runs (tests/unit/catalogues.test.ts), as a list
// locales/README.md says how a translator and a developer work with the catalogues.
import { catalogueOf, mergeCatalogue, readCatalogue, SOURCE_CATALOGUE, writeCatalogue } from './i18n/catalogue.mjs';
import { checkCatalogues, codeFiles, staleReferences } from './i18n/check.mjs';
import { generateModules } from './i18n/generate.mjs';
import { messageReferences } from './i18n/references.mjs';
import { REGISTRY, writeRegistry } from './i18n/registry.mjs';
import { LANGUAGE_TAGS, SITE_LANGUAGES } from './i18n/site-languages.mjs';

/** Writes the message modules and the worker's registry of them; returns the files written. */
export function generateMessages() {
  const { modules, written } = generateModules(SITE_LANGUAGES);
  if (writeRegistry(modules, SITE_LANGUAGES)) written.push(REGISTRY);
  return written;
}

/** Where the code uses each message now (key → `file:line` list). */
const currentReferences = () => messageReferences([...readCatalogue(SOURCE_CATALOGUE).entries.keys()], codeFiles());

/** Writes each catalogue's `#:` references; returns the messages no code uses. */
function rewriteReferences() {
  const references = currentReferences();
  for (const file of [SOURCE_CATALOGUE, ...SITE_LANGUAGES.slice(1).map(catalogueOf)]) {
    const { headers, entries } = readCatalogue(file);
    for (const [key, entry] of entries) entry.references = references.get(key) ?? [];
    writeCatalogue(file, headers, entries);
  }
  return [...references].filter(([, found]) => !found.length).map(([key]) => key);
}

function update() {
  for (const key of rewriteReferences()) console.log(`${SOURCE_CATALOGUE}: ${key} is used by no code`);
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
  else if (process.argv.includes('--refs')) {
    const unused = rewriteReferences();
    for (const key of unused) console.log(`${SOURCE_CATALOGUE}: ${key} is used by no code`);
    console.log(`references rewritten in ${SITE_LANGUAGES.length} catalogues; ${unused.length} message(s) used by no code`);
  } else if (process.argv.includes('--check')) {
    const problems = checkCatalogues(Object.fromEntries(SITE_LANGUAGES.map((language) => [language, LANGUAGE_TAGS[language]])));
    const references = currentReferences();
    const unused = [...references].filter(([, found]) => !found.length).map(([key]) => `${SOURCE_CATALOGUE}: ${key} is used by no code`);
    const all = [...problems, ...unused, ...staleReferences(references)];
    for (const problem of all) console.log(problem);
    console.log(`${all.length} problems`);
    process.exit(all.length ? 1 : 0);
  } else {
    const written = generateMessages();
    console.log(`messages: ${written.length} modules written`);
    const stale = staleReferences(currentReferences());
    for (const problem of stale) console.log(problem);
    // npm install runs this too: there a stale reference is a warning, not a failed install.
    if (stale.length && process.env.npm_lifecycle_event !== 'postinstall') process.exit(1);
  }
}
