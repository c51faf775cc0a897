import { SITEMAP_NAMESPACE } from '../../shared/sitemap';

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

export const URLSET_OPEN = `${DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
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

export function urlElement(loc: string, lastmod: string | null): string {
  const modified = lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : '';
  return `<url><loc>${xmlText(loc)}</loc>${modified}</url>\n`;
}

export function sitemapElement(loc: string): string {
  return `<sitemap><loc>${xmlText(loc)}</loc></sitemap>\n`;
}
