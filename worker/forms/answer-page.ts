import type { Context } from 'hono';
import { localizedPath, splitLanguage, type Language } from '../../shared/languages';
import { isSitePath } from '../../shared/redirect-targets';
import { pageUrl as cleanPageUrl } from '../../shared/page-params';
import type { AppEnv } from '../app-env';

/** Longest `_page` taken: a page's path and query, far below the 8 KB an address may have. */
export const MAX_PAGE_FIELD_LENGTH = 2048;

/** The page a native form post is answered on, and its language. */
export interface AnswerPage {
  /** Path and query on this site, as a Location or a render takes it ('/de/contact?enquiry=x'). */
  path: string;
  /** Its prefix's language: the answer's and the messages'. */
  language: Language;
}

/**
 * The page a native post is answered on: the form's `_page` field, the page as the browser's
 * address has it. The 303 leads there and the answer renders it, so it must be a page of this
 * site: one leading '/' (not '//', which is another host), no backslash (browsers read '\' as
 * '/'), nothing a browser would strip, bounded, and not the BFF itself. Else the Referer's path,
 * if the Referer is this site; else the home page of the request's language.
 */
export function answerPage(c: Context<AppEnv>, field: string | null): AnswerPage {
  const origin = new URL(c.req.url).origin;
  const fromField = field !== null ? pagePath(field, origin) : null;
  const fromReferer = refererPath(c.req.header('referer'), origin);
  // The field carries only the parameters its page reads (the page is rendered, and cached, for
  // that address: decision 044). The browser's Referer has the address as the visitor has it,
  // tracking parameters and all (docs/requirements.md §3.5: extraProperties are the page's whole
  // query): it wins when it is the same page.
  const samePage = fromField !== null && fromReferer !== null && cleanPageUrl(new URL(fromReferer, origin)) === cleanPageUrl(new URL(fromField, origin));
  const path = (samePage ? fromReferer : fromField) ?? fromReferer ?? localizedPath(c.get('language'), '/');
  return { path, language: splitLanguage(path).language };
}

/** The Referer's path and query when it is a page of this site (browsers send it on a form post unless told not to). */
function refererPath(referer: string | undefined, origin: string): string | null {
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  return url.origin === origin ? pagePath(`${url.pathname}${url.search}`, origin) : null;
}

/** `value` as a path and query of this site's pages (normalised, no fragment), or null. */
function pagePath(value: string, origin: string): string | null {
  if (value.length > MAX_PAGE_FIELD_LENGTH || value.includes('\\') || !isSitePath(value)) return null;
  const url = new URL(value, origin);
  if (url.origin !== origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  // Checked again once normalised: dot segments can leave two slashes in front ('/.//x' is '//x').
  const path = `${url.pathname}${url.search}`;
  return isSitePath(path) ? path : null;
}
