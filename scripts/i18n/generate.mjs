// The catalogues (locales/) → the message modules the code imports: for each module the source
// catalogue names (its id, `client/routes/work/work`), the English module and one per language
// beside it, each exporting the same objects, all in one folder out of the source tree
// (.generated/messages/client/routes/work/work.ts, work.de.ts…), which the code imports as
// `#messages/client/routes/work/work` (package.json "imports"). Strings stay strings; a message
// with arguments becomes a function of one object of named values. The modules are build output
// (git ignores the folder): `npm run i18n` writes them, and so do `npm install`, `npm start`,
// `npm test` and the builds, so an edited catalogue always reaches the page.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { catalogueOf, pathOf, readCatalogue, SOURCE_CATALOGUE } from './catalogue.mjs';
import { analyse, compileMessage, valuesType } from './compile-message.mjs';
import { PSEUDO_LOCALE, pseudoMessage } from './pseudo.mjs';
import { PSEUDO_REGISTRY, REGISTRY } from './registry.mjs';

const HEADER = (from) => `// Written by \`npm run i18n\` from ${from}: do not edit. The wording is in the catalogue.`;

/** The folder of every generated module (git ignores it), which `#messages/*` names. */
export const MESSAGES_DIR = '.generated/messages';

/** The file of module `id` in `language`: .generated/messages/client/routes/work/work.de.ts. */
export const moduleFile = (id, language = 'en') => `${MESSAGES_DIR}/${id}${language === 'en' ? '' : `.${language}`}.ts`;

/** Where a generated module (its file) imports a file of the sources from. */
const importPath = (file, target) => {
  const path = relative(dirname(file), target).replace(/\.ts$/, '');
  return path.startsWith('.') ? path : `./${path}`;
};

/** `text` as a JSDoc comment indented by `indent`. */
const jsdoc = (text, indent) =>
  text.includes('\n')
    ? `${indent}/**\n${text
        .split('\n')
        .map((line) => `${indent} * ${line}`.trimEnd())
        .join('\n')}\n${indent} */\n`
    : `${indent}/** ${text} */\n`;

/**
 * The messages of one module in one language, as a tree of exports: { WORK_TEXT: { metaTitle:
 * leaf, keywords: [leaf, leaf] } }, each leaf { key, text, note }.
 */
function treeOf(entries, textOf) {
  const tree = new Map();
  for (const [key, entry] of entries) {
    const path = pathOf(key);
    let node = tree;
    for (const segment of path.slice(0, -1)) {
      if (!node.has(segment)) node.set(segment, new Map());
      node = node.get(segment);
    }
    node.set(path.at(-1), { key, text: textOf(key, entry), note: entry.note });
  }
  return tree;
}

/** The TypeScript of a tree node (an object, an array, or a message). */
function render(node, indent, uses, withNotes) {
  if (!(node instanceof Map)) {
    const compiled = compileMessage(node.text, node.key);
    for (const helper of compiled.uses) uses.add(helper);
    if (compiled.args.size === 0 && compiled.tags.size === 0) return compiled.code;
    const { options } = analyse(node.text, node.key);
    // Values the note offers besides the English's own ("{instrumentInSentence}: …") are given by every call.
    const args = new Map(compiled.args);
    for (const [, name] of (node.note ?? '').matchAll(/^\{([A-Za-z_$][\w$]*)\}:/gm)) if (!args.has(name)) args.set(name, 'text');
    const values = valuesType(args, options, compiled.tags);
    return compiled.tags.size
      ? compiled.code.replace(/^\(v\) =>/, `<T>(v: ${values}): Array<string | T> =>`)
      : compiled.code.replace(/^\(v\)/, `(v: ${values})`);
  }
  const keys = [...node.keys()];
  const inner = `${indent}  `;
  if (keys.every((key, index) => key === index)) {
    return `[\n${keys.map((key) => `${inner}${render(node.get(key), inner, uses, withNotes)},\n`).join('')}${indent}]`;
  }
  const lines = keys.map((key) => {
    const child = node.get(key);
    const note = withNotes && !(child instanceof Map) && child.note ? jsdoc(child.note, inner) : '';
    const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
    return `${note}${inner}${name}: ${render(child, inner, uses, withNotes)},\n`;
  });
  return `{\n${lines.join('')}${indent}}`;
}

/**
 * The source of module `id` in `language` ('en' is the source catalogue's English), written as
 * `variant`'s module: the language's own, or the pseudo-locale's (English grammar, other words).
 */
export function moduleSource(id, language, entries, textOf, variant = language) {
  const tree = treeOf(entries, textOf);
  const uses = new Set();
  const english = variant === 'en';
  const exports = [...tree].map(([name, node]) => {
    const value = render(node, '', uses, english);
    return english ? `export const ${name} = ${value} as const;` : `export const ${name}: Translation<typeof en.${name}> = ${value};`;
  });
  const file = moduleFile(id, variant);
  const from =
    variant === PSEUDO_LOCALE ? `${SOURCE_CATALOGUE} (the pseudo-locale, scripts/i18n/pseudo.mjs)` : english ? SOURCE_CATALOGUE : catalogueOf(language);
  const lines = [HEADER(from)];
  if (!english) {
    lines.push(`import type * as en from './${basename(id)}';`);
    lines.push(`import type { Translation } from '${importPath(file, 'shared/i18n/translation.ts')}';`);
  }
  if (uses.has('plural')) lines.push(`import { pluralRule } from '${importPath(file, 'shared/i18n/plural.ts')}';`);
  if (uses.has('whole')) lines.push(`import { formatWhole as whole } from '${importPath(file, 'shared/i18n/format-number.ts')}';`);
  if (uses.size) lines.push('', `const language = '${language}';`);
  if (uses.has('plural')) lines.push(`const plural = pluralRule(language);`);
  return `${lines.join('\n')}\n\n${exports.join('\n\n')}\n`;
}

/** Every file under `dir`, as paths from the repository's root. */
const filesUnder = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((item) => item.isFile())
        .map((item) => join(item.parentPath, item.name))
    : [];

/**
 * Removes what is no longer written: a module of the folder whose id the catalogue dropped, and
 * what the older layout wrote beside the sources (`<name>.messages.ts`, `<name>.messages.<language>.ts`
 * and the registry `message-modules.ts` in client/), which a checkout made before the move still
 * holds and git no longer ignores. Only a file that starts with the generator's header goes.
 */
function removeStale(kept) {
  for (const file of filesUnder(MESSAGES_DIR)) if (!kept.has(file)) rmSync(file);
  const old = [...['client', 'shared'].flatMap(filesUnder).filter((file) => /\.messages(?:\.[a-z]{2})?\.ts$/.test(file)), 'client/message-modules.ts'];
  for (const file of old) if (existsSync(file) && readFileSync(file, 'utf8').startsWith('// Written by `npm run i18n`')) rmSync(file);
}

/**
 * Reads the catalogues and writes every message module (only those whose text changed, so a
 * watching build does not rebuild for nothing). Returns the modules' ids and the files it wrote.
 * A translation that is missing or empty falls back to English here; the catalogue check
 * (tests/unit/catalogues.test.ts) is what fails on it.
 */
export function generateModules(languages) {
  const source = readCatalogue(SOURCE_CATALOGUE).entries;
  const catalogues = new Map(languages.filter((language) => language !== 'en').map((language) => [language, readCatalogue(catalogueOf(language)).entries]));
  const modules = new Map();
  for (const [key, entry] of source) {
    if (!entry.module) throw new Error(`${SOURCE_CATALOGUE}: ${key} names no module (a "#. module: client/…/name" line)`);
    if (!modules.has(entry.module)) modules.set(entry.module, new Map());
    modules.get(entry.module).set(key, entry);
  }
  const written = [];
  const kept = new Set([REGISTRY, PSEUDO_REGISTRY]);
  for (const [id, entries] of modules) {
    for (const language of languages) {
      const file = moduleFile(id, language);
      kept.add(file);
      const translated = catalogues.get(language);
      const text = moduleSource(id, language, entries, (key, entry) => (language === 'en' ? entry.english : translated.get(key)?.text || entry.english));
      if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
      written.push(file);
    }
    // The pseudo-locale's module: only the worker of local runs and tests reads it (worker/i18n/pseudo-locale.ts).
    const file = moduleFile(id, PSEUDO_LOCALE);
    kept.add(file);
    const text = moduleSource(id, 'en', entries, (_key, entry) => pseudoMessage(entry.english), PSEUDO_LOCALE);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
      writeFileSync(file, text);
      written.push(file);
    }
  }
  removeStale(kept);
  return { modules: [...modules.keys()], written };
}
