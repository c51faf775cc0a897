import { LANGUAGE_TAGS, type Language } from '../languages';

/**
 * The CLDR plural category of a count in `language` ("one", "few", "many", "other"…), for the
 * message modules' ICU plurals. The Intl.PluralRules behind it is made on the first count a page
 * formats, not when the module loads, and is the same on the server and in the browser, so a
 * hydrated page says what the server wrote.
 * @public used by the generated message modules, which the dead-code check does not read.
 */
export function pluralRule(language: Language): (count: number) => Intl.LDMLPluralRule {
  let rules: Intl.PluralRules | undefined;
  return (count) => (rules ??= new Intl.PluralRules(LANGUAGE_TAGS[language])).select(count);
}
