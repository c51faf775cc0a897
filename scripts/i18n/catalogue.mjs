// Reading and writing the message catalogues (locales/*.po, gettext PO with ICU MessageFormat in
// msgid and msgstr), with gettext-parser. Each message is one entry: msgctxt is its key in the
// code (WORK_TEXT.metaTitle), msgid the English, msgstr the language's text, `#.` the note for
// translators and, on its last line, the module the build writes it into (`module: client/routes/work/work`,
// imported as `#messages/client/routes/work/work`), and `#:` where the code uses it (`file:line`,
// written by `npm run i18n -- --refs`: references.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import gettextParser from 'gettext-parser';

export const LOCALES_DIR = 'locales';
/** The English source: every message, its note and its module. */
export const SOURCE_CATALOGUE = `${LOCALES_DIR}/messages.pot`;
export const catalogueOf = (language) => `${LOCALES_DIR}/${language}.po`;

/**
 * A message key as the catalogue writes it, from its path in the module: `WORK_TEXT.keywords[0]`,
 * `CATALOGUE_VOCABULARY.INSTRUMENT_NAMES["Double bass"]`.
 */
export function keyOf(path) {
  return path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      if (/^[A-Za-z_$][\w$]*$/.test(segment)) return index === 0 ? segment : `.${segment}`;
      return `[${JSON.stringify(segment)}]`;
    })
    .join('');
}

/** The path a key names (keyOf's inverse); throws on a key it cannot read. */
export function pathOf(key) {
  const path = [];
  const pattern = /(?:^|\.)([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/gy;
  let match;
  let at = 0;
  while (at < key.length && (match = pattern.exec(key))) {
    path.push(match[1] ?? (match[2] !== undefined ? Number(match[2]) : JSON.parse(match[3])));
    at = pattern.lastIndex;
  }
  if (at !== key.length || path.length < 2) throw new Error(`"${key}" is not a message key (EXPORT.name, EXPORT.list[0] or EXPORT.table["Name"])`);
  return path;
}

/** The `#.` line that names an entry's module. */
const MODULE_LINE = /^module: (\S+)$/;

/**
 * The entries of a catalogue file: key → { english, text, note, module, references, flags }.
 * `text` is the msgstr (empty in the source, where the English is the text); `references` the
 * `file:line` places that use it.
 */
export function readCatalogue(file) {
  const parsed = gettextParser.po.parse(readFileSync(file));
  const entries = new Map();
  for (const [context, messages] of Object.entries(parsed.translations)) {
    if (context === '') continue; // the header entry
    for (const entry of Object.values(messages)) {
      const extracted = (entry.comments?.extracted ?? '').split('\n');
      entries.set(context, {
        english: entry.msgid,
        text: entry.msgstr?.[0] ?? '',
        note: extracted.filter((line) => !MODULE_LINE.test(line)).join('\n'),
        module: extracted.map((line) => MODULE_LINE.exec(line)?.[1]).find(Boolean) ?? '',
        references: (entry.comments?.reference ?? '').split(/\s+/).filter(Boolean),
        flags: entry.comments?.flag ?? '',
      });
    }
  }
  return { headers: parsed.headers, entries };
}

/** Writes `entries` (in the order given) as a PO file with `headers`. */
export function writeCatalogue(file, headers, entries) {
  const translations = { '': { '': { msgid: '', msgstr: [''] } } };
  for (const [key, entry] of entries) {
    const comments = {};
    const extracted = [entry.note, entry.module && `module: ${entry.module}`].filter(Boolean);
    if (extracted.length) comments.extracted = extracted.join('\n');
    if (entry.references?.length) comments.reference = entry.references.join('\n');
    if (entry.flags) comments.flag = entry.flags;
    translations[key] = { [entry.english]: { msgctxt: key, msgid: entry.english, msgstr: [entry.text], comments } };
  }
  const output = gettextParser.po.compile({ charset: 'utf-8', headers, translations }, { foldLength: 0, sort: false });
  writeFileSync(file, output.toString('utf8').replace(/\n*$/, '\n'));
}

/**
 * A language's entries brought in line with the source, as gettext's msgmerge does: in the
 * source's order, a new message empty, a removed one dropped, and one whose English changed
 * keeping its translation marked fuzzy (a translator reviews it; the check fails until then).
 */
export function mergeCatalogue(source, entries) {
  const merged = new Map();
  for (const [key, entry] of source) {
    const mine = entries.get(key);
    const changed = Boolean(mine && mine.english !== entry.english && mine.text);
    const fuzzy = changed || Boolean(mine && /\bfuzzy\b/.test(mine.flags));
    merged.set(key, { ...entry, text: mine?.text ?? '', flags: [entry.flags, fuzzy ? 'fuzzy' : ''].filter(Boolean).join(', ') });
  }
  return {
    merged,
    added: [...source.keys()].filter((key) => !entries.has(key)).length,
    dropped: [...entries.keys()].filter((key) => !source.has(key)).length,
    review: [...merged.values()].filter((entry) => /\bfuzzy\b/.test(entry.flags)).length,
  };
}
