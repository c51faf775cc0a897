import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../shared/languages';
import { MESSAGE_MODULES } from '../../client/message-modules';
import { localizeModule } from '../../worker/i18n/localize';
import { inLanguage, requestLanguage } from '../../worker/i18n/request-language';
// @ts-expect-error: a plain .mjs script without types
import { registrySource } from '../../scripts/i18n-registry.mjs';

const OTHERS = LANGUAGES.filter((language) => language !== 'en');

/** Every strings module of the site: the English source of what each language translates. */
function stringsModules(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'client', 'shared'], { encoding: 'utf8' }).split('\n');
  return files.filter((file) => /strings\.ts$/.test(file) && !/\.[a-z]{2}\.ts$/.test(file));
}

/** A value's shape: what a translation must match key for key. */
function shape(value: unknown): unknown {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'function') return `function/${value.length}`;
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((key) => [key, shape((value as Record<string, unknown>)[key])]));
  return typeof value;
}

/** Every string leaf of a value, by path. */
function leaves(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${path}.${key}`));
  return [];
}

describe('translations', () => {
  it('cover every strings module in all six languages, and the worker lists them all', () => {
    const listed = new Set(MESSAGE_MODULES.map((module) => module.file));
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'client', 'shared'], { encoding: 'utf8' }).split('\n');
    for (const file of stringsModules()) {
      for (const language of OTHERS) expect(files, `${file} has no ${language} module`).toContain(file.replace(/\.ts$/, `.${language}.ts`));
      expect(listed.has(file), `${file} is missing from client/message-modules.ts`).toBe(true);
    }
    expect(readFileSync('client/message-modules.ts', 'utf8'), 'run node scripts/i18n-registry.mjs').toBe(registrySource());
  });

  it.each(OTHERS)('%s: every module has exactly the English keys, and words of its own', (language) => {
    let total = 0;
    let same = 0;
    for (const { file, en, translations } of MESSAGE_MODULES) {
      const translated = translations[language as Exclude<Language, 'en'>]!;
      expect(Object.keys(translated).sort(), file).toEqual(Object.keys(en).sort());
      for (const name of Object.keys(en)) {
        expect(shape(translated[name]), `${file} ${name}`).toEqual(shape(en[name]));
        const mine = new Map(leaves(translated[name]));
        for (const [path, english] of leaves(en[name])) {
          const text = mine.get(path)!;
          // Empty only where the English is only a space (a language that does not space its words).
          expect(text.length > 0 || english.trim().length === 0, `${file} ${name}${path} is empty`).toBe(true);
          total += 1;
          if (text === english) same += 1;
        }
      }
    }
    // Brand names and a few international words stay; a module left in English would not.
    if (total > 50) expect(same / total, `${same} of ${total} strings are the English ones`).toBeLessThan(0.25);
  });
});

describe('strings modules in the worker', () => {
  it("answer in the language of the request that reads them, each in its own, even interleaved", async () => {
    const english = { TEXT: { hello: 'Hello', count: (n: number) => `${n} results`, list: ['one', 'two'] as string[] } };
    const german = { TEXT: { hello: 'Hallo', count: (n: number) => `${n} Ergebnisse`, list: ['eins', 'zwei'] } };
    localizeModule({ file: 'test', en: english, translations: { de: german } }, requestLanguage);
    const read = async (language: Language, wait: number) =>
      inLanguage(language, async () => {
        const before = english.TEXT.hello;
        await new Promise((resolve) => setTimeout(resolve, wait));
        return [before, english.TEXT.hello, english.TEXT.count(3), english.TEXT.list.join(' ')];
      });
    const [de, en, ja] = await Promise.all([read('de', 20), read('en', 5), read('ja', 10)]);
    expect(de).toEqual(['Hallo', 'Hallo', '3 Ergebnisse', 'eins zwei']);
    expect(en).toEqual(['Hello', 'Hello', '3 results', 'one two']);
    // No Japanese module: English.
    expect(ja).toEqual(['Hello', 'Hello', '3 results', 'one two']);
    expect(english.TEXT.hello).toBe('Hello');
  });

  it('refuses a strings module whose export is not an object', () => {
    expect(() => localizeModule({ file: 'bad', en: { WORD: 'Hello' }, translations: {} }, requestLanguage)).toThrow(/not an object/);
  });
});
