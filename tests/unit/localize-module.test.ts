import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/languages';
import { localizeModule } from '../../worker/i18n/localize';
import { inLanguage, requestLanguage } from '../../worker/i18n/request-language';

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
