// What `npm test` holds the catalogues to (tests/unit/catalogues.test.ts). Each check returns
// problems as sentences naming the file and the key, so a translator or a developer can act on
// them without reading code.
import { execFileSync } from 'node:child_process';
import { catalogueOf, pathOf, readCatalogue, SOURCE_CATALOGUE } from './catalogue.mjs';
import { analyse } from './compile-message.mjs';
import { messageReferences } from './references.mjs';
import { SITE_LANGUAGES } from './site-languages.mjs';

/**
 * The CLDR cardinal categories of a language (Intl.PluralRules, as the pages use), sorted: their
 * order is ICU's and changed between Node 20 and 24 (many, one, other became one, many, other),
 * so the checks' messages would read differently on each.
 */
const categoriesOf = (tag) => [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort();

/** A message's arguments and options in a comparable form, or the reason it does not parse. */
function shapeOf(text, where) {
  try {
    const { args, options, tags } = analyse(text, where);
    return { args, options, tags };
  } catch (error) {
    return { error: error.message };
  }
}

/** Problems of the English source: every entry names its module (the folder of the code it serves, then a name) and parses. */
export function checkSource(source) {
  const problems = [];
  for (const [key, entry] of source) {
    try {
      pathOf(key);
    } catch (error) {
      problems.push(`${SOURCE_CATALOGUE}: ${error.message}`);
    }
    if (!/^(?:client|shared)(?:\/[a-z0-9-]+)+$/.test(entry.module))
      problems.push(`${SOURCE_CATALOGUE}: ${key} names no message module (a "#. module: client/…/name" line)`);
    if (!entry.english.trim()) problems.push(`${SOURCE_CATALOGUE}: ${key} has no English`);
    const shape = shapeOf(entry.english, `${SOURCE_CATALOGUE}: ${key}`);
    if (shape.error) problems.push(shape.error);
    else {
      for (const [name, options] of shape.options) {
        if (shape.args.get(name) !== 'plural') continue;
        const missing = categoriesOf('en-GB').filter((category) => !options.includes(category));
        if (missing.length) problems.push(`${SOURCE_CATALOGUE}: ${key}: the plural {${name}} has no ${missing.join(', ')} form`);
      }
    }
  }
  return problems;
}

/**
 * Problems of one language's catalogue against the source: a message missing, empty, left for
 * review (fuzzy) or translated from an older English; one the source no longer has; a translation
 * whose arguments differ from the English (a name, or its kind); a plural without every form the
 * language's CLDR rules have, or with one they do not; a select without the English choices.
 */
export function checkLanguage(language, tag, source, translated) {
  const file = catalogueOf(language);
  const problems = [];
  const categories = categoriesOf(tag);
  for (const [key, entry] of source) {
    const mine = translated.get(key);
    if (!mine) {
      problems.push(`${file}: ${key} is missing`);
      continue;
    }
    if (mine.english !== entry.english) {
      problems.push(`${file}: ${key} translates an older English (${JSON.stringify(mine.english)}; now ${JSON.stringify(entry.english)})`);
      continue;
    }
    if (/\bfuzzy\b/.test(mine.flags)) problems.push(`${file}: ${key} is marked fuzzy (to review)`);
    if (!mine.text.trim()) {
      problems.push(`${file}: ${key} is empty`);
      continue;
    }
    const english = shapeOf(entry.english, key);
    const shape = shapeOf(mine.text, `${file}: ${key}`);
    if (shape.error) {
      problems.push(shape.error);
      continue;
    }
    if (english.error) continue;
    const describe = (args) =>
      [...args]
        .map(([name, kind]) => `${name}:${kind}`)
        .sort()
        .join(', ') || 'none';
    // A value the English does not show, which the note offers ("{instrumentInSentence}: …"), may be used instead.
    const offered = new Set([...entry.note.matchAll(/^\{([A-Za-z_$][\w$]*)\}:/gm)].map(([, name]) => name));
    const comparable = (args) => new Map([...args].filter(([name]) => !offered.has(name)));
    const usesOffered = (args) => [...args.keys()].some((name) => offered.has(name));
    if (
      describe(comparable(shape.args)) !== describe(comparable(english.args)) ||
      ![...shape.args.keys()].every((name) => english.args.has(name) || offered.has(name)) ||
      usesOffered(english.args) !== usesOffered(shape.args)
    ) {
      problems.push(`${file}: ${key} takes {${describe(shape.args)}} where the English takes {${describe(english.args)}}`);
      continue;
    }
    const tagList = (tags) =>
      [...tags]
        .sort()
        .map((tag) => `<${tag}>`)
        .join(' ') || 'none';
    if (tagList(shape.tags) !== tagList(english.tags))
      problems.push(`${file}: ${key} has the tags ${tagList(shape.tags)} where the English has ${tagList(english.tags)}`);
    for (const [name, options] of shape.options) {
      const englishOptions = english.options.get(name) ?? [];
      const exact = (list) =>
        list
          .filter((option) => option.startsWith('='))
          .sort()
          .join(' ');
      if (shape.args.get(name) === 'plural') {
        const missing = categories.filter((category) => !options.includes(category));
        const foreign = options.filter((option) => !option.startsWith('=') && !categories.includes(option));
        if (missing.length) problems.push(`${file}: ${key}: the plural {${name}} has no ${missing.join(', ')} form (${tag} has ${categories.join(', ')})`);
        if (foreign.length) problems.push(`${file}: ${key}: the plural {${name}} has ${foreign.join(', ')}, which ${tag} does not use`);
        if (exact(options) !== exact(englishOptions))
          problems.push(
            `${file}: ${key}: the plural {${name}} has exact cases ${exact(options) || 'none'} where the English has ${exact(englishOptions) || 'none'}`,
          );
      } else if (shape.args.get(name) === 'select') {
        const want = [...englishOptions].sort().join(' ');
        const have = [...options].sort().join(' ');
        if (want !== have) problems.push(`${file}: ${key}: the select {${name}} offers ${have} where the English offers ${want}`);
      }
    }
  }
  for (const key of translated.keys()) if (!source.has(key)) problems.push(`${file}: ${key} is not in ${SOURCE_CATALOGUE} any more`);
  return problems;
}

/** Messages no code uses (the extraction of a typed-key catalogue: references.mjs says what counts as a use). */
export function unreadMessages(source, files) {
  return [...messageReferences([...source.keys()], files)].filter(([, references]) => !references.length).map(([key]) => key);
}

/**
 * Catalogues whose `#:` references do not name the files where the code uses each message now
 * (`references`, key → `file:line` list, from messageReferences): one problem per file, naming a
 * few keys and the command that rewrites them. A language's file carries the source's references.
 * Only the files are held to the code: a line that moved because something above it changed is
 * refreshed by the next `npm run i18n -- --refs` (or `--update`), not a failure of every test run.
 */
/** The files of `file:line` references, once each, in order. */
const filesOf = (references) => [...new Set(references.map((reference) => reference.replace(/:\d+$/, '')))].sort().join(' ');

export function staleReferences(references, files = [SOURCE_CATALOGUE, ...SITE_LANGUAGES.slice(1).map(catalogueOf)]) {
  const problems = [];
  for (const file of files) {
    const { entries } = readCatalogue(file);
    const stale = [...entries].filter(([key, entry]) => references.has(key) && filesOf(entry.references) !== filesOf(references.get(key))).map(([key]) => key);
    if (!stale.length) continue;
    const some = `${stale.slice(0, 3).join(', ')}${stale.length > 3 ? ', …' : ''}`;
    problems.push(`${file}: the #: references of ${stale.length} message(s) do not name the files that use them now (${some}): run \`npm run i18n -- --refs\``);
  }
  return problems;
}

/** The code files the extraction reads: every .ts/.tsx of the site that git tracks or would (the message modules are not among them). */
export function codeFiles() {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'client', 'shared', 'worker'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file));
}

/** Every problem of the catalogues, for the languages given (code → BCP 47 tag). */
export function checkCatalogues(tags) {
  const source = readCatalogue(SOURCE_CATALOGUE).entries;
  const problems = checkSource(source);
  for (const [language, tag] of Object.entries(tags)) {
    if (language === 'en') continue;
    problems.push(...checkLanguage(language, tag, source, readCatalogue(catalogueOf(language)).entries));
  }
  return problems;
}
