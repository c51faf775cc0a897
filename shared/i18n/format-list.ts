import { LANGUAGE_TAGS, type Language } from '../languages';

type ListType = 'conjunction' | 'disjunction';

// One per language and type: the worker renders all seven languages.
const formats = new Map<string, Intl.ListFormat>();

/**
 * A list as `language` writes it: "Bach, Busoni and Liszt", "7 or 30 days",
 * "Bach、Busoni和Liszt". Intl.ListFormat, made on the first list of two or more (a single item is
 * itself, so most pages never make one), the same on the server and in the browser.
 */
export function formatList(items: readonly string[], language: Language, type: ListType = 'conjunction'): string {
  if (items.length <= 1) return items[0] ?? '';
  const locale = LANGUAGE_TAGS[language];
  const key = `${locale} ${type}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.ListFormat(locale, { type })));
  return format.format(items);
}
