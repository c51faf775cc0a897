import { LANGUAGE_TAGS, type Language } from '../languages';
import { intlOnce } from './intl-once';

type ListType = 'conjunction' | 'disjunction';

/**
 * A list as `language` writes it: "Bach, Busoni and Liszt", "7 or 30 days",
 * "Bach、Busoni和Liszt". Intl.ListFormat, made on the first list of two or more (a single item is
 * itself, so most pages never make one), the same on the server and in the browser.
 */
export function formatList(items: readonly string[], language: Language, type: ListType = 'conjunction'): string {
  if (items.length <= 1) return items[0] ?? '';
  const locale = LANGUAGE_TAGS[language];
  return intlOnce(`list ${locale} ${type}`, () => new Intl.ListFormat(locale, { type })).format(items);
}
