import { LANGUAGE_TAGS, type Language } from '../../shared/languages';
import { intlOnce } from '../../shared/i18n/intl-once';

/**
 * A country's name in `language` ("DE" is "Germany", "Deutschland", "ドイツ"). Intl
 * rather than a table: any of about 250 codes may come from the edge, and the worker and the
 * browser both carry the full ICU names. Made on first use (only the search page asks), never at
 * module evaluation, so no other page's first load pays for the locale data. An unknown code is
 * shown as it is.
 */
export function countryName(code: string, language: Language): string {
  const locale = LANGUAGE_TAGS[language];
  const names = intlOnce(`region ${locale}`, () => new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' }));
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
