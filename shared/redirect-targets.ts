import type { PublicConfig } from './public-config';

/**
 * Where the site may send a visitor: a path on the site itself, or one of the few other sites
 * the configuration names (the stores, the web app, the help centre and its chat, the
 * getting-started site). Every redirect and hand-off (the worker's 3xx answers, loaders'
 * redirect(), the download and deep-link helpers) is held to this one list, in code that takes
 * input and in the tests that prove no address leads anywhere else.
 */

/** The configuration entries that name another site a visitor may be sent to. */
export type RedirectConfig = Pick<
  PublicConfig,
  'publicOrigin' | 'webAppUrl' | 'helpCentreUrl' | 'supportChatUrl' | 'gettingStartedUrl' | 'appleStoreUrl' | 'windowsStoreUrl' | 'googleStoreUrl'
>;

/**
 * An old address's permanent redirect (the legacy table's, a name's in place of a slug): browsers
 * and crawlers may keep it a day, so a corrected row or a renamed item reaches everyone by then.
 */
export const PERMANENT_REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/** The apps' own URL scheme (deep links that open the installed app, never a web page). */
export const APP_LINK_PROTOCOL = 'nkoda:';

/**
 * C0 controls, space, DEL and anything outside printable ASCII. Browsers drop tabs and line
 * breaks inside an address ("/\n/evil.com" becomes "//evil.com"), and a response header cannot
 * carry CR/LF or characters beyond Latin-1, so a target holding any of them is refused.
 */
const UNSAFE_CHARACTER = /[^\x21-\x7e]/;

/** Origins (scheme://host[:port]) of every configured site a redirect may lead to. */
export function allowedOrigins(config: RedirectConfig): ReadonlySet<string> {
  const urls = [
    config.publicOrigin,
    config.webAppUrl,
    config.helpCentreUrl,
    config.supportChatUrl,
    config.gettingStartedUrl,
    config.appleStoreUrl,
    config.windowsStoreUrl,
    config.googleStoreUrl,
  ];
  return new Set(urls.filter((url) => url !== '').map((url) => new URL(url).origin));
}

/**
 * A path on this site: one leading "/" not followed by another "/" or a "\" (which browsers
 * read as "//", another host), and nothing a browser would strip or a header could not carry.
 */
export function isSitePath(location: string): boolean {
  return /^\/(?![/\\])/.test(location) && !UNSAFE_CHARACTER.test(location);
}

/** True when a visitor sent to `location` stays on the site or reaches an allowlisted site. */
export function isAllowedRedirect(location: string, config: RedirectConfig): boolean {
  if (isSitePath(location)) return true;
  if (UNSAFE_CHARACTER.test(location)) return false;
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol === APP_LINK_PROTOCOL) return true;
  return (url.protocol === 'https:' || url.protocol === 'http:') && allowedOrigins(config).has(url.origin);
}

/**
 * A request path made safe to answer as a same-site Location: leading slashes and backslashes
 * collapse to one "/", so "//evil.com" (a path the URL parser keeps) cannot become a
 * protocol-relative redirect to another host.
 */
export function sitePath(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, '')}`;
}
