import { test, expect } from './fixtures';
import { SITEMAP_INDEX_PATH, SITEMAP_NAMESPACE, SITEMAP_PROTOCOL_MAX_BYTES, SITEMAP_PROTOCOL_MAX_URLS, XHTML_NAMESPACE } from '../../shared/sitemap';
import { LANGUAGE_TAGS, LANGUAGES } from '../../shared/languages';

interface ParsedSitemap {
  path: string;
  status: number;
  contentType: string;
  /** Text of Chromium's <parsererror>, or null when the file is well-formed XML. */
  parserError: string | null;
  root: string;
  namespace: string | null;
  /** The file's length in bytes. */
  bytes: number;
  /** <loc> of every <url> or <sitemap>, in the sitemaps namespace. */
  locs: string[];
  /** Each <url>'s alternates (xhtml:link, in the XHTML namespace) as [hreflang, href], by its <loc>. */
  alternates: Record<string, Array<[string, string]>>;
  /** Children that are neither loc nor lastmod in the sitemaps namespace nor an alternate link in the XHTML one. */
  strayChildren: number;
}

/**
 * The sitemaps read by a real XML parser: Chromium's DOMParser on the fetched text, as a
 * crawler's parser would read it. A stray `&`, an undeclared entity or a wrong namespace shows
 * up here even where the worker tests' string checks would pass.
 */
async function parseInBrowser(page: import('@playwright/test').Page, path: string): Promise<ParsedSitemap> {
  return page.evaluate(
    async ({ path, ns, xhtml }) => {
      const response = await fetch(path);
      const text = await response.text();
      const bytes = new TextEncoder().encode(text).length;
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0];
      const root = doc.documentElement;
      const entries = [...root.children].filter((child) => child.namespaceURI === ns && (child.localName === 'url' || child.localName === 'sitemap'));
      const locs: string[] = [];
      const alternates: Record<string, Array<[string, string]>> = {};
      let strayChildren = root.children.length - entries.length;
      const isAlternate = (child: Element) => child.namespaceURI === xhtml && child.localName === 'link' && child.getAttribute('rel') === 'alternate';
      for (const entry of entries) {
        const loc = [...entry.children].filter((child) => child.localName === 'loc' && child.namespaceURI === ns);
        if (loc.length !== 1) strayChildren += 1;
        else locs.push(loc[0]!.textContent ?? '');
        const links = [...entry.children].filter(isAlternate);
        if (entry.localName === 'url' && loc.length === 1) {
          alternates[loc[0]!.textContent ?? ''] = links.map((link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? '']);
        }
        strayChildren += [...entry.children].filter(
          (child) => !isAlternate(child) && (child.namespaceURI !== ns || !['loc', 'lastmod'].includes(child.localName)),
        ).length;
      }
      return {
        path,
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        parserError: error ? (error.textContent ?? 'parsererror') : null,
        root: root.localName,
        namespace: root.namespaceURI,
        bytes,
        locs,
        alternates,
        strayChildren,
      };
    },
    { path, ns: SITEMAP_NAMESPACE, xhtml: XHTML_NAMESPACE },
  );
}

test.describe('sitemaps read by an XML parser', () => {
  test('the index and every child are well-formed sitemaps.org XML', async ({ page }) => {
    test.setTimeout(60_000);
    // Any page of the site will do as the origin the fetches run from; robots.txt loads no script.
    await page.goto('/robots.txt');
    const index = await parseInBrowser(page, SITEMAP_INDEX_PATH);
    expect(index.status).toBe(200);
    expect(index.contentType).toBe('application/xml; charset=utf-8');
    expect(index.parserError).toBeNull();
    expect(index.root).toBe('sitemapindex');
    expect(index.namespace).toBe(SITEMAP_NAMESPACE);
    expect(index.strayChildren).toBe(0);
    expect(index.locs.length).toBeGreaterThan(0);

    const tags = [...LANGUAGES.map((language) => LANGUAGE_TAGS[language]), 'x-default'];
    let urls = 0;
    for (const loc of index.locs) {
      const child = await parseInBrowser(page, new URL(loc).pathname);
      expect(child.status, loc).toBe(200);
      expect(child.parserError, loc).toBeNull();
      expect(child.root, loc).toBe('urlset');
      expect(child.namespace, loc).toBe(SITEMAP_NAMESPACE);
      expect(child.strayChildren, loc).toBe(0);
      expect(child.locs.length, loc).toBeGreaterThan(0);
      expect(child.locs.length, loc).toBeLessThanOrEqual(SITEMAP_PROTOCOL_MAX_URLS);
      expect(child.bytes, loc).toBeLessThanOrEqual(SITEMAP_PROTOCOL_MAX_BYTES);
      // One assertion per child over a list of problems: Playwright's expect captures a stack per
      // call, and a call per URL and alternate (about 25,000 for the editions file) took minutes.
      const problems: string[] = [];
      for (const url of child.locs) {
        if (new URL(url).origin !== new URL(loc).origin) problems.push(`${url}: another origin`);
        // Every language version, itself among them, then x-default; each lists this one back.
        const links = child.alternates[url] ?? [];
        const hreflangs = links.map(([hreflang]) => hreflang).join(' ');
        if (hreflangs !== tags.join(' ')) problems.push(`${url}: alternates ${hreflangs}`);
        if (!links.some(([, href]) => href === url)) problems.push(`${url}: not among its own alternates`);
        for (const [, href] of links) {
          if (!child.alternates[href]?.some(([, back]) => back === url)) problems.push(`${href} does not list ${url} back`);
        }
      }
      expect(problems.slice(0, 20), loc).toEqual([]);
      urls += child.locs.length;
    }
    console.log(`${index.locs.length} child sitemaps, ${urls} URLs (${LANGUAGES.length} languages), all well-formed`);
  });
});
