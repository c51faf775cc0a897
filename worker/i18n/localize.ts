import { DEFAULT_LANGUAGE, type Language } from '../../shared/languages';
import type { MessageModule } from '../../shared/i18n/message-module';

type Namespace = Record<string, unknown>;

/**
 * Makes an English strings module answer in the request's language, for the one worker bundle
 * that renders all seven. Components keep reading `HEADER_TEXT.logIn`; each key of each exported
 * object becomes a getter that looks the key up in the language `language()` names. Module
 * bindings cannot be reassigned from outside, which is why a strings module exports only objects
 * (tests/unit/ui-text-in-strings-modules.test.ts). Reads happen at render time, so a value copied
 * out of a strings module when a module is evaluated would stay English: the same test's rule.
 */
export function localizeModule({ file, en, translations }: MessageModule, language: () => Language): void {
  for (const [name, english] of Object.entries(en)) {
    if (typeof english !== 'object' || english === null) throw new Error(`${file}: export ${name} is not an object, so it cannot follow the request's language`);
    const tables: Partial<Record<Language, Record<PropertyKey, unknown>>> = {
      [DEFAULT_LANGUAGE]: (Array.isArray(english) ? [...english] : { ...english }) as Record<PropertyKey, unknown>,
    };
    for (const [code, module] of Object.entries(translations) as [Language, Namespace][]) {
      const table = module[name];
      if (typeof table !== 'object' || table === null) throw new Error(`${file}: the ${code} module has no object ${name}`);
      tables[code] = table as Record<PropertyKey, unknown>;
    }
    for (const key of Reflect.ownKeys(english)) {
      if (Array.isArray(english) && key === 'length') continue;
      Object.defineProperty(english, key, {
        enumerable: true,
        configurable: false,
        get() {
          const table = tables[language()];
          return table && key in table ? table[key] : tables[DEFAULT_LANGUAGE]![key];
        },
      });
    }
  }
}
