import { exports } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  ROBOTS_DISALLOW,
  SITEMAP_INDEX_PATH,
  SITEMAP_MAX_URLS,
  SITEMAP_NAMESPACE,
  SITEMAP_PAGES_PER_CHILD,
  SITEMAP_PROTOCOL_MAX_BYTES,
  SITEMAP_PROTOCOL_MAX_URLS,
  sitemapChildPath,
  XHTML_NAMESPACE,
} from '../../shared/sitemap';
import { LANGUAGE_TAGS, LANGUAGES, localizedPath, splitLanguage } from '../../shared/languages';
import { ORIGIN } from '../support/site';
import { coldCache, fault, forgetReads, upstream, upstreamReads } from '../support/upstream';
import { unescapeXml } from '../support/escape';

/**
 * What a crawler reads: robots.txt names the sitemap index, the index names its children, and
 * the children list every page of the catalogue and the CMS once in each language, on the
 * public origin, each with its alternates (issue 20). The XML's well-formedness is checked by a
 * real parser in the browser suite (tests/e2e/sitemap.spec.ts).
 */

const KEY = inject('previewKey');
const get = (path: string, init: RequestInit = {}) => exports.default.fetch(`http://site.test${path}`, { redirect: 'manual', ...init });

interface UrlEntry {
  loc: string;
  lastmod: string | null;
  links: Array<{ rel: string; hreflang: string; href: string }>;
}

function urlEntries(xml: string): UrlEntry[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, inner]) => ({
    loc: unescapeXml(/<loc>(.*?)<\/loc>/s.exec(inner!)![1]!),
    lastmod: /<lastmod>(.*?)<\/lastmod>/s.exec(inner!)?.[1] ?? null,
    links: [...inner!.matchAll(/<xhtml:link rel="([^"]*)" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map(([, rel, hreflang, href]) => ({
      rel: rel!,
      hreflang: hreflang!,
      href: unescapeXml(href!),
    })),
  }));
}

/** Only the English addresses: the pages themselves, as the upstream lists them. */
const english = (entries: UrlEntry[]) => entries.filter((entry) => splitLanguage(new URL(entry.loc).pathname).language === 'en');

const childLocs = (index: string) => [...index.matchAll(/<sitemap><loc>(.*?)<\/loc><\/sitemap>/g)].map(([, loc]) => unescapeXml(loc!));
/** W3C datetime as the sitemaps write it: UTC, to the second. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

async function upstreamJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${upstream}${path}`, init);
  expect(response.ok, path).toBe(true);
  return (await response.json()) as T;
}

/** The slugs and dates the CMS holds for a collection: published, and with drafts. */
async function cmsEntries(collection: string, preview: boolean) {
  const state = preview ? '&publicationState=preview' : '';
  const body = await upstreamJson<{ data: Array<{ attributes: Record<string, string> }> }>(`/cms/api/${collection}?pagination[pageSize]=100${state}`);
  return body.data.map(({ attributes }) => ({ slug: attributes.slug ?? attributes.Slug!, updatedAt: attributes.updatedAt! }));
}

afterEach(() => fault('off'));

describe('/robots.txt', () => {
  it('comes from the worker: hides the BFF and the preview entry and names the sitemap on the public origin', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ROBOTS_DISALLOW) expect(text).toContain(`\nDisallow: ${path}\n`);
    expect(text).toContain('Disallow: /api/');
    expect(text).toMatch(new RegExp(`^Sitemap: ${ORIGIN}${SITEMAP_INDEX_PATH}$`, 'm'));
  });
});

describe('the sitemap index and its children', () => {
  let index = '';
  const children = new Map<string, UrlEntry[]>();
  const texts = new Map<string, string>();

  beforeAll(async () => {
    await coldCache();
    const response = await get(SITEMAP_INDEX_PATH);
    expect(response.status).toBe(200);
    index = await response.text();
    for (const loc of childLocs(index)) {
      const child = await get(new URL(loc).pathname);
      expect(child.status, loc).toBe(200);
      const text = await child.text();
      texts.set(new URL(loc).pathname, text);
      children.set(new URL(loc).pathname, urlEntries(text));
    }
  }, 60_000);

  it('is a sitemaps.org index on the public origin, served as XML with a cache lifetime', async () => {
    const response = await get(SITEMAP_INDEX_PATH);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    await response.body?.cancel();
    expect(index.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(index).toContain(`<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`);
    const locs = childLocs(index);
    expect(locs.length).toBeGreaterThanOrEqual(8);
    for (const loc of locs) expect(loc).toMatch(new RegExp(`^${ORIGIN}/sitemaps/[a-z-]+-[1-9]\\d*\\.xml$`));
  });

  it('children are XML with a cache lifetime and hold at most the allowed number of absolute URLs each', async () => {
    const response = await get(sitemapChildPath('editions', 1));
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(await response.text()).toContain(`<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`);
    for (const [path, entries] of children) {
      expect(entries.length, path).toBeGreaterThan(0);
      expect(entries.length, path).toBeLessThanOrEqual(Math.min(SITEMAP_MAX_URLS, SITEMAP_PROTOCOL_MAX_URLS));
      expect(new TextEncoder().encode(texts.get(path)!).length, path).toBeLessThanOrEqual(SITEMAP_PROTOCOL_MAX_BYTES);
      expect(texts.get(path)!, path).toContain(`<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`);
      expect(texts.get(path)!.match(/<url>/g)?.length, `${path}: every <url> parsed`).toBe(entries.length);
      for (const { loc, lastmod } of entries) {
        expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
        expect(() => new URL(loc), loc).not.toThrow();
        if (lastmod !== null) expect(lastmod, loc).toMatch(W3C_DATETIME);
      }
    }
    const all = [...children.values()].flat().map((entry) => entry.loc);
    expect(new Set(all).size, 'no page listed twice').toBe(all.length);
  });

  it('lists every page in every language, each <url> with the complete, reciprocal set of alternates and x-default on English', () => {
    const tags = [...LANGUAGES.map((language) => LANGUAGE_TAGS[language]), 'x-default'];
    for (const [path, entries] of children) {
      // Each child holds whole pages: all seven languages of a page are in the same file.
      const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
      const pages = english(entries);
      expect(entries.length, path).toBe(pages.length * LANGUAGES.length);
      expect(pages.length, path).toBeLessThanOrEqual(SITEMAP_PAGES_PER_CHILD);
      for (const page of pages) {
        const url = new URL(page.loc);
        const englishPath = `${url.pathname}${url.search}`;
        const expected = LANGUAGES.map((language) => `${ORIGIN}${localizedPath(language, englishPath)}`);
        for (const [i, loc] of expected.entries()) {
          const entry = byLoc.get(loc);
          expect(entry, `${loc} listed`).toBeDefined();
          expect(entry!.lastmod, loc).toBe(page.lastmod);
          expect(
            entry!.links.map((link) => link.rel),
            loc,
          ).toEqual(tags.map(() => 'alternate'));
          expect(
            entry!.links.map((link) => link.hreflang),
            loc,
          ).toEqual(tags);
          expect(
            entry!.links.map((link) => link.href),
            loc,
          ).toEqual([...expected, page.loc]);
          expect(entry!.links[i]!.href, `${loc} lists itself`).toBe(loc);
          // Reciprocal: every alternate is listed, and lists this address back.
          for (const link of entry!.links)
            expect(
              byLoc.get(link.href)?.links.map((l) => l.href),
              `${link.href} links back to ${loc}`,
            ).toContain(loc);
        }
        // A query stays after the localized path.
        if (url.search) expect(expected[1]).toBe(`${ORIGIN}/de${url.pathname}${url.search}`);
      }
    }
    const home = [...children.values()].flat().find((entry) => entry.loc === `${ORIGIN}/`)!;
    expect(home.links.find((link) => link.hreflang === 'de')!.href).toBe(`${ORIGIN}/de`);
    expect(home.links.find((link) => link.hreflang === 'x-default')!.href).toBe(`${ORIGIN}/`);
  });

  it('reads each upstream list page once for all seven languages', async () => {
    await coldCache();
    await forgetReads();
    const response = await get(sitemapChildPath('legal', 1));
    expect(response.status).toBe(200);
    const entries = urlEntries(await response.text());
    const reads = Object.entries(await upstreamReads()).filter(([key]) => key.includes('/legal-pages'));
    const pages = english(entries).length;
    expect(pages).toBeGreaterThan(0);
    expect(entries).toHaveLength(pages * LANGUAGES.length);
    // One list page (fewer than 100 entries), read once: not once per language.
    expect(reads.map(([, n]) => n)).toEqual([1]);
  });

  it('names as many children per source as its pages need, SITEMAP_PAGES_PER_CHILD pages each', async () => {
    const locs = childLocs(index).map((loc) => new URL(loc).pathname);
    const editions = await upstreamJson<{ total: number }>('/v4/search/edition', { method: 'POST', body: '{"skip":0,"top":1}' });
    const editionChildren = locs.filter((loc) => loc.startsWith('/sitemaps/editions-'));
    expect(editionChildren).toEqual(Array.from({ length: Math.ceil(editions.total / SITEMAP_PAGES_PER_CHILD) }, (_, i) => sitemapChildPath('editions', i + 1)));
    const listed = editionChildren.reduce((sum, path) => sum + english(children.get(path)!).length, 0);
    expect(listed).toBe(editions.total);
  });

  it('lists every composition at its own address (issue 47)', async () => {
    const compositions = await upstreamJson<{ total: number }>('/v4/search/composition', { method: 'POST', body: '{"query":"","skip":0,"top":1}' });
    const paths = [...children.entries()]
      .filter(([path]) => path.startsWith('/sitemaps/compositions-'))
      .flatMap(([, entries]) => english(entries))
      .map((entry) => new URL(entry.loc).pathname);
    expect(compositions.total).toBeGreaterThan(100);
    expect(paths).toHaveLength(compositions.total);
    expect(paths).toContain('/composition/piano-sonata-no-14-in-c-sharp-minor-moonlight-beethoven');
  });

  it('lists every edition, artist, publisher, playlist and instrument of the catalogue', async () => {
    const locs = new Set([...children.values()].flat().map((entry) => entry.loc));
    const editions = await upstreamJson<{ total: number; items: Array<{ slug: string }> }>('/v4/search/edition', {
      method: 'POST',
      body: '{"skip":0,"top":100}',
    });
    expect([...locs].filter((loc) => loc.startsWith(`${ORIGIN}/work/`))).toHaveLength(editions.total);
    for (const { slug } of editions.items) expect(locs.has(`${ORIGIN}/work/${slug}`), slug).toBe(true);
    const artists = await upstreamJson<{ total: number }>('/v4/search/findallartists', { method: 'POST', body: '{}' });
    expect([...locs].filter((loc) => loc.startsWith(`${ORIGIN}/artists/`))).toHaveLength(artists.total);
    const publishers = await upstreamJson<Array<{ slug: string }>>('/v4/promotion/publishers');
    for (const { slug } of publishers) expect(locs.has(`${ORIGIN}/publishers/${slug}`), slug).toBe(true);
    const playlists = await upstreamJson<{ total: number; items: Array<{ playlistRef: string }> }>('/v4/search/findallplaylists', {
      method: 'POST',
      body: '{"top":100}',
    });
    expect(playlists.total).toBeGreaterThan(0);
    for (const { playlistRef } of playlists.items) expect(locs.has(`${ORIGIN}/playlist?playlistRef=${playlistRef}`), playlistRef).toBe(true);
    const instruments = await upstreamJson<Array<{ instrumentRef: string }>>('/v4/search/filterinstruments');
    for (const { instrumentRef } of instruments) expect(locs.has(`${ORIGIN}/instrument?instrumentRef=${instrumentRef}`), instrumentRef).toBe(true);
  });

  it('lists every published CMS page with its last update, and the fixed pages', async () => {
    const entries = new Map([...children.values()].flat().map((entry) => [entry.loc, entry.lastmod]));
    const cms: Array<[string, string]> = [
      ['blog-articles', '/blog/'],
      ['blog-categories', '/blog/category/'],
      ['legal-pages', '/legal/'],
      ['learning-spaces-events', '/learning-spaces/'],
    ];
    for (const [collection, prefix] of cms) {
      const published = await cmsEntries(collection, false);
      expect(published.length, collection).toBeGreaterThan(0);
      for (const { slug, updatedAt } of published) {
        const loc = `${ORIGIN}${prefix}${slug}`;
        expect(entries.has(loc), loc).toBe(true);
        expect(Date.parse(entries.get(loc)!), loc).toBe(Math.floor(Date.parse(updatedAt) / 1000) * 1000);
      }
    }
    for (const path of ['', '/what-is-nkoda-music', '/pricing', '/artists', '/publishers', '/blog', '/faq', '/legal', '/learning-spaces']) {
      expect(entries.has(`${ORIGIN}${path || '/'}`), path || '/').toBe(true);
    }
    // The FAQ page shows the FAQ entries: it changed when the newest of them did.
    const faq = (await cmsEntries('faq-pages', false)).map((entry) => Date.parse(entry.updatedAt));
    expect(Date.parse(entries.get(`${ORIGIN}/faq`)!)).toBe(Math.floor(Math.max(...faq) / 1000) * 1000);
  });

  it('never lists a draft, not even to an editor in preview mode', async () => {
    const opened = await get(`/?strapi=${encodeURIComponent(KEY)}`);
    const cookie = (opened.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).not.toBe('');
    const drafts: string[] = [];
    for (const [collection, prefix] of [
      ['blog-articles', '/blog/'],
      ['legal-pages', '/legal/'],
      ['learning-spaces-events', '/learning-spaces/'],
    ] as const) {
      const live = new Set((await cmsEntries(collection, false)).map((entry) => entry.slug));
      for (const { slug } of await cmsEntries(collection, true)) if (!live.has(slug)) drafts.push(`${ORIGIN}${prefix}${slug}`);
    }
    expect(drafts.length).toBeGreaterThan(0);
    for (const name of ['blog-articles-1.xml', 'legal-1.xml', 'learning-spaces-1.xml']) {
      const response = await get(`/sitemaps/${name}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const locs = urlEntries(await response.text()).map((entry) => entry.loc);
      for (const draft of drafts) expect(locs, name).not.toContain(draft);
    }
  });
});

describe('addresses that are not a sitemap, and upstream failures', () => {
  it('an unknown child, a number past the end or a malformed name is a 404', async () => {
    for (const path of [
      '/sitemaps/nothing-1.xml',
      '/sitemaps/editions-999.xml',
      '/sitemaps/editions-0.xml',
      '/sitemaps/editions-01.xml',
      '/sitemaps/editions.xml',
      '/sitemaps/editions-1.xml.gz',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      await response.body?.cancel();
    }
  });

  it('an upstream that fails before the first byte is a 503 with a plain message, not XML', async () => {
    for (const mode of ['error', 'garbage'] as const) {
      await coldCache();
      await fault(mode, '/v4/search');
      for (const path of [SITEMAP_INDEX_PATH, sitemapChildPath('editions', 1)]) {
        const response = await get(path);
        expect(response.status, `${mode} ${path}`).toBe(503);
        expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
        expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await response.text()).not.toContain('<');
      }
      // A child that reads another upstream family still answers.
      expect((await get(sitemapChildPath('publishers', 1))).status).toBe(200);
    }
  });
});
