import { describe, expect, it } from 'vitest';
import { alternates, pageUrlElements, urlElement, URLSET_OPEN, w3cDate, xmlText } from '../../worker/discovery/sitemap-xml';
import { robotsTxt } from '../../worker/discovery/robots';
import { childCount, parseChildName } from '../../worker/discovery/sitemap-response';
import {
  SITEMAP_MAX_URLS,
  SITEMAP_PAGES_PER_CHILD,
  SITEMAP_PROTOCOL_MAX_BYTES,
  SITEMAP_PROTOCOL_MAX_URLS,
  SITEMAP_READ_SIZE,
  XHTML_NAMESPACE,
} from '../../shared/sitemap';
import { LANGUAGE_TAGS, LANGUAGES } from '../../shared/languages';
import { LIST_MAX_TOP } from '../../shared/schemas/common';
import { unescapeXml } from '../support/escape';

const ORIGIN = 'https://www.nkoda.com';
/** The <url>s of some sitemap XML: loc and the alternates, unescaped. */
function parseUrls(xml: string) {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, inner]) => ({
    loc: unescapeXml(/<loc>(.*?)<\/loc>/.exec(inner!)![1]!),
    links: [...inner!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, hreflang, href]) => ({
      hreflang: hreflang!,
      href: unescapeXml(href!),
    })),
  }));
}

describe('sitemap XML pieces', () => {
  it('escapes a tricky slug so the file stays well-formed and the address survives', () => {
    const loc = `https://www.nkoda.com/blog/${'o\'brien & <sons> "live"'}?a=1&b=2`;
    const element = urlElement(loc, null);
    expect(element).toBe('<url><loc>https://www.nkoda.com/blog/o&apos;brien &amp; &lt;sons&gt; &quot;live&quot;?a=1&amp;b=2</loc></url>\n');
    // Nothing but entities is left between the tags.
    const inner = /<loc>(.*)<\/loc>/.exec(element)![1]!;
    expect(inner).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|apos);)/);
  });

  it('drops characters XML cannot carry at all, escaped or not', () => {
    expect(xmlText('a\u0000b\u0008c\u001Fd\uFFFEe\uD800f')).toBe('abcdef');
    expect(xmlText('tab\there\nnewline é 🎻')).toBe('tab\there\nnewline é 🎻');
  });

  it('writes lastmod as a W3C datetime in UTC, and none for a value that is not a date', () => {
    expect(w3cDate('2025-03-14T09:30:00.000Z')).toBe('2025-03-14T09:30:00Z');
    expect(w3cDate('2025-03-14T10:30:00+01:00')).toBe('2025-03-14T09:30:00Z');
    expect(w3cDate('not a date')).toBeNull();
    expect(w3cDate(null)).toBeNull();
    expect(urlElement('https://x.test/', '2025-03-14T09:30:00Z')).toContain('<lastmod>2025-03-14T09:30:00Z</lastmod>');
  });
});

describe('every page in every language, with its alternates', () => {
  it('lists the seven language versions of a page, then x-default on the English address', () => {
    expect(alternates(ORIGIN, '/work/x')).toEqual([
      { hreflang: 'en-GB', href: `${ORIGIN}/work/x` },
      { hreflang: 'de', href: `${ORIGIN}/de/work/x` },
      { hreflang: 'fr', href: `${ORIGIN}/fr/work/x` },
      { hreflang: 'es', href: `${ORIGIN}/es/work/x` },
      { hreflang: 'it', href: `${ORIGIN}/it/work/x` },
      { hreflang: 'ja', href: `${ORIGIN}/ja/work/x` },
      { hreflang: 'zh-Hans', href: `${ORIGIN}/zh/work/x` },
      { hreflang: 'x-default', href: `${ORIGIN}/work/x` },
    ]);
    expect(alternates(ORIGIN, '/').map((a) => a.href)).toEqual([...LANGUAGES.map((l) => (l === 'en' ? `${ORIGIN}/` : `${ORIGIN}/${l}`)), `${ORIGIN}/`]);
  });

  it('keeps a query after the localized path', () => {
    const hrefs = alternates(ORIGIN, '/playlist?playlistRef=a%20b&x=1').map((a) => a.href);
    expect(hrefs).toContain(`${ORIGIN}/de/playlist?playlistRef=a%20b&x=1`);
    expect(hrefs).toContain(`${ORIGIN}/zh/playlist?playlistRef=a%20b&x=1`);
  });

  it('writes one <url> per language, each with the full and reciprocal set of alternates, itself included', () => {
    const xml = pageUrlElements(ORIGIN, '/playlist?playlistRef=r&x=1', '2025-03-14T09:30:00Z');
    const urls = parseUrls(xml);
    expect(urls.map((u) => u.loc)).toEqual(LANGUAGES.map((l) => `${ORIGIN}${l === 'en' ? '' : `/${l}`}/playlist?playlistRef=r&x=1`));
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    for (const url of urls) {
      expect(url.links.map((l) => l.hreflang)).toEqual([...LANGUAGES.map((l) => LANGUAGE_TAGS[l]), 'x-default']);
      expect(
        url.links.filter((l) => l.href === url.loc),
        'lists itself',
      ).toHaveLength(url.loc === urls[0]!.loc ? 2 : 1);
      expect(url.links.at(-1)!.href, 'x-default is English').toBe(urls[0]!.loc);
      for (const link of url.links)
        expect(
          byLoc.get(link.href)!.links.map((l) => l.href),
          'reciprocal',
        ).toContain(url.loc);
    }
    // Every & of the query is escaped, in loc and in every href.
    expect(xml).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    expect(xml.match(/<lastmod>2025-03-14T09:30:00Z<\/lastmod>/g)).toHaveLength(LANGUAGES.length);
  });

  it('declares the xhtml namespace on <urlset>', () => {
    expect(URLSET_OPEN).toContain(`xmlns:xhtml="${XHTML_NAMESPACE}"`);
    expect(XHTML_NAMESPACE).toBe('http://www.w3.org/1999/xhtml');
  });
});

describe('child sitemap names and counts', () => {
  it('a child covers whole upstream reads of pages whose seven languages stay within the URL limits', () => {
    expect(SITEMAP_READ_SIZE).toBe(LIST_MAX_TOP);
    expect(SITEMAP_PAGES_PER_CHILD % SITEMAP_READ_SIZE).toBe(0);
    expect(SITEMAP_PAGES_PER_CHILD).toBeGreaterThan(0);
    expect(SITEMAP_PAGES_PER_CHILD * LANGUAGES.length).toBeLessThanOrEqual(Math.min(SITEMAP_MAX_URLS, SITEMAP_PROTOCOL_MAX_URLS));
  });

  it('a full child of pages with long addresses stays within 50 MB', () => {
    // A page's seven <url>s, each with eight alternates, weigh about nine times its address: a
    // child stays within the limit for addresses up to about 500 bytes (as written in the XML).
    // Slugs are far shorter; 400-byte ones, with a lastmod on every page, still fit.
    const path = `/blog/${'a'.repeat(394)}`;
    const bytes = new TextEncoder().encode(pageUrlElements(ORIGIN, path, '2025-03-14T09:30:00Z')).length * SITEMAP_PAGES_PER_CHILD;
    expect(bytes).toBeLessThan(SITEMAP_PROTOCOL_MAX_BYTES);
    // A typical page: about 1.1 kB per URL, a full child about 11 MB.
    const typical = new TextEncoder().encode(pageUrlElements(ORIGIN, '/work/beethoven-piano-sonata-no-14-op-27-2-henle', null)).length;
    expect(typical * SITEMAP_PAGES_PER_CHILD).toBeLessThan(12 * 1024 * 1024);
  });

  it('splits a list into children of at most SITEMAP_PAGES_PER_CHILD pages', () => {
    expect(childCount(0)).toBe(0);
    expect(childCount(1)).toBe(1);
    expect(childCount(SITEMAP_PAGES_PER_CHILD)).toBe(1);
    expect(childCount(SITEMAP_PAGES_PER_CHILD + 1)).toBe(2);
    expect(childCount(100_200)).toBe(Math.ceil(100_200 / SITEMAP_PAGES_PER_CHILD));
  });

  it('knows only its own sources and numbers from 1 without leading zeros', () => {
    expect(parseChildName('editions-3.xml')).toMatchObject({ source: { name: 'editions' }, n: 3 });
    for (const name of ['editions-0.xml', 'editions-01.xml', 'editions.xml', 'nothing-1.xml', 'editions-1.xml.gz', '../editions-1.xml', 'Editions-1.xml']) {
      expect(parseChildName(name), name).toBeNull();
    }
  });
});

describe('robots.txt', () => {
  it('names the sitemap index on the configured origin', () => {
    expect(robotsTxt('https://example.org')).toMatch(/^Sitemap: https:\/\/example\.org\/sitemap\.xml$/m);
  });
});
