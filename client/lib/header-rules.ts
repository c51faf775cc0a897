/**
 * Pure rules behind the header's look and its links to the web app (docs/requirements.md §2.1.1).
 *
 * Path rules compare the pathname literally and case-sensitively with String#startsWith, as
 * docs/requirements.md words them ("paths starting with ..."). Consequences worth knowing:
 * - '/artists' and '/publishers' start with '/artist' and '/publisher', so they count;
 * - '/workshop' or '/partners' would count too (no such routes exist today);
 * - '/Artists/x' does not count even though the router matches routes case-insensitively.
 */
import { HEADER_PREFIXES } from '../../shared/paths';

/** Prefixes of the paths that get a white header background. */
export const WHITE_HEADER_PREFIXES: readonly string[] = HEADER_PREFIXES.white;
const BLACK_TEXT_PREFIXES: readonly string[] = HEADER_PREFIXES.blackText;
const BLACK_TEXT_EXCLUDED_PREFIXES: readonly string[] = HEADER_PREFIXES.blackTextExcluded;

/** True when the header has a white background on this path. */
export function isWhiteHeaderPath(pathname: string): boolean {
  return WHITE_HEADER_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * True when the header text is black on this path: learning-space and blog detail pages, but not
 * blog category pages. A path that is only the prefix ('/blog/', '/learning-spaces/') is the list
 * page with a trailing slash, not a detail page, so it does not count.
 */
export function isBlackTextPath(pathname: string): boolean {
  const matches = BLACK_TEXT_PREFIXES.some((prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length);
  if (!matches) return false;
  return !BLACK_TEXT_EXCLUDED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export type AuthMode = 'log-in' | 'sign-up';

export interface AuthContentHolder {
  contentType: string;
  ref: string | null;
}

/**
 * The web app's log-in or sign-up page. When a content item is in context (ref is not null), its
 * type and ref travel along as URL-encoded query values so the app can open it after signing in.
 * Trailing slashes on the configured web-app URL are dropped so the result never has '//'.
 */
export function webAppAuthUrl(webAppUrl: string, mode: AuthMode, holder: AuthContentHolder): string {
  const base = `${webAppUrl.replace(/\/+$/, '')}/${mode}`;
  if (holder.ref === null) return base;
  const contentType = encodeURIComponent(holder.contentType);
  const ref = encodeURIComponent(holder.ref);
  return `${base}?contentType=${contentType}&ref=${ref}`;
}
