import type { Language } from '../../shared/languages';

/**
 * The `lang` attribute for CMS text written in `locale` (decision 034): the entry's language when
 * it is not the page's (an untranslated entry on a German page is English), else none, so an
 * English page's markup is unchanged.
 */
export function contentLang(locale: string | undefined, page: Language): string | undefined {
  return locale && locale !== page ? locale : undefined;
}
