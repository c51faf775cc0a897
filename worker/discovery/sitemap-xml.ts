import { LANGUAGE_TAGS, LANGUAGES, localizedPath } from '../../shared/languages';
import { SITEMAP_NAMESPACE, XHTML_NAMESPACE } from '../../shared/sitemap';

/**
 * The XML of the sitemaps, written as strings piece by piece so a child can be streamed. Every
 * text goes through xmlText: a slug is the CMS editors' or the catalogue's text, and one `&` or
 * `<` would make the whole file unreadable to a crawler.
 */

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Characters XML 1.0 does not allow at all, even escaped (controls, lone surrogates, U+FFFE/F). */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const URLSET_OPEN = `${DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';
export const INDEX_OPEN = `${DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n`;
export const INDEX_CLOSE = '</sitemapindex>\n';

/**
 * A W3C datetime (the form sitemaps take) in UTC to the second, or null when the upstream's
 * value is not a date at all: a wrong lastmod is worse than none.
 */
export function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** `links` (already XML) go after loc and lastmod, where the sitemaps.org schema allows other namespaces' elements. */
export function urlElement(loc: string, lastmod: string | null, links = ''): string {
  const modified = lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : '';
  return `<url><loc>${xmlText(loc)}</loc>${modified}${links}</url>\n`;
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * Every language version of the page at English `path` (a query stays after the localized path:
 * '/playlist?playlistRef=x' is '/de/playlist?playlistRef=x' in German), in LANGUAGES' order,
 * then x-default: the English address, the one that picks no language.
 */
export function alternates(origin: string, path: string): Alternate[] {
  const versions = LANGUAGES.map((language) => ({ hreflang: LANGUAGE_TAGS[language], href: `${origin}${localizedPath(language, path)}` }));
  return [...versions, { hreflang: 'x-default', href: `${origin}${path}` }];
}

/**
 * One page's `<url>` in each language, as Google documents localized versions in a sitemap
 * (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap):
 * every version is its own `<url>`, and each lists every version, itself included, plus
 * x-default. The set is the same for all seven, so its XML is written once.
 */
export function pageUrlElements(origin: string, path: string, lastmod: string | null): string {
  const links = alternates(origin, path);
  const linksXml = links.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlText(href)}"/>`).join('');
  return LANGUAGES.map((_, i) => urlElement(links[i]!.href, lastmod, linksXml)).join('');
}

export function sitemapElement(loc: string): string {
  return `<sitemap><loc>${xmlText(loc)}</loc></sitemap>\n`;
}
