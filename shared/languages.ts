/**
 * The site's languages (issue 20). English stays at the root; every other language lives under
 * its own prefix (/de/…), so every English address, redirect and canonical link is unchanged.
 * Rules that match paths (canonical, header paths, redirects, app-review) match the path after
 * the prefix: `splitLanguage` gives both.
 */
export const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'ja', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE = 'en' satisfies Language;

/**
 * The BCP 47 tag of each language, for `<html lang>`, `Content-Language`, `hreflang` and Intl.
 * English keeps the site's British English; Chinese is written in simplified characters.
 */
export const LANGUAGE_TAGS: Record<Language, string> = {
  en: 'en-GB',
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  ja: 'ja',
  zh: 'zh-Hans',
};

/**
 * Each language's name in itself, as the switcher and the suggestion show it. Apart from the
 * tags so that a page's first load, which needs the tags (`hreflang`), does not carry the names.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  ja: '日本語',
  zh: '简体中文',
};

/** The cookie that remembers a visitor's choice of language, honoured on a visit to `/`. */
export const LANGUAGE_COOKIE = 'language';

/** The cookie that remembers a visitor said no to the offer of a page in their language. */
export const LANGUAGE_SUGGESTION_COOKIE = 'language-suggestion';

/**
 * Both cookies are written by the browser script (the switcher's boot-script listener, the
 * offer's button), so they cannot be HttpOnly; nothing in them is secret. A year, site-wide,
 * SameSite=Lax like every cookie of the site, and Secure on HTTPS, which every deployed page is.
 */
export function languageCookie(name: typeof LANGUAGE_COOKIE | typeof LANGUAGE_SUGGESTION_COOKIE, value: string, secure: boolean): string {
  return `${name}=${value}${LANGUAGE_COOKIE_ATTRIBUTES}${secure ? '; Secure' : ''}`;
}

/** What follows a language cookie's value (the boot script writes the same). */
export const LANGUAGE_COOKIE_ATTRIBUTES = '; Path=/; Max-Age=31536000; SameSite=Lax';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** '' for English, '/de' for German: what goes before a page's path (the routers' basename). */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/**
 * The language an address is in, and its path without the prefix: '/de/work/x' is German
 * '/work/x', '/de' and '/de/' are German '/'. '/en/…' is not a prefix (English has none), nor is
 * an unknown one: both are English paths, which the not-found page answers.
 */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)/.exec(pathname);
  const code = match?.[1];
  if (!code || code === DEFAULT_LANGUAGE || !isLanguage(code)) return { language: DEFAULT_LANGUAGE, path: pathname };
  return { language: code, path: pathname.slice(3) || '/' };
}

/**
 * A path ('/work/x', '/') in `language`: '/de/work/x', '/de'. A home page is written without the
 * final slash, as the router writes its links to it ('/de/' answers the same page).
 */
export function localizedPath(language: Language, path: string): string {
  const prefix = languagePrefix(language);
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}
