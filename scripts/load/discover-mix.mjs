// The load run's request mix, found on the site's own pages rather than written down: real
// slugs of the catalogue and the CMS, the hashed assets the home page names, the BFF reads the
// pages themselves make. Each entry carries the status a visitor should get.
import { getText } from '../bench/http-load.mjs';

const hrefs = (html) => [...html.matchAll(/\bhref="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'));
const internal = (html) => [
  ...new Set(
    hrefs(html)
      .filter((href) => href.startsWith('/') && !href.startsWith('//'))
      .map((href) => href.split('#')[0]),
  ),
];

function first(links, pattern, what) {
  const found = links.find((link) => pattern.test(link));
  if (!found) throw new Error(`no ${what} link found on the site's pages`);
  return found;
}

/**
 * The built code and styles a page names, wherever it names them: a script's src, a stylesheet or
 * (module)preload link, and the boot script (client/boot-extras.ts), which starts the page's
 * code after load from the entry's address written in it and the transfer state's
 * `assets.modulePreloads` list of the page's chunks, so no <script src> names them in the HTML.
 * Each is a quoted address under /assets/, in an attribute or in the script's JSON.
 */
export const namedAssets = (html) => [...new Set([...html.matchAll(/["'](\/assets\/[^"'\s\\]+\.(?:js|css))["']/g)].map((m) => m[1]))];

/** Single-segment pages the home page links to (menus and footer): the marketing and list pages. */
const TOP_LEVEL = /^\/[a-z0-9-]+$/;

export async function discoverMix(site) {
  const page = async (path) => internal(await getText(`${site}${path}`));
  const homeHtml = await getText(`${site}/`);
  const home = internal(homeHtml);
  const assets = namedAssets(homeHtml);
  if (!assets.some((a) => a.endsWith('.js')) || !assets.some((a) => a.endsWith('.css')))
    throw new Error(`the home page names no hashed JS and CSS (found: ${assets.join(' ') || 'none'})`);

  const work = first(home, /^\/work\/[^/?]+$/, 'work');
  const workLinks = await page(work);
  const artists = await page('/artists');
  const artist = first(artists, /^\/artists\/[^/?]+$/, 'artist');
  const publisher = first(await page('/publishers'), /^\/publishers\/[^/?]+$/, 'publisher');
  const instrument = first(workLinks, /^\/instrument\?instrumentRef=/, 'instrument');
  const blog = await page('/blog');
  const article = first(blog, /^\/blog\/(?!category\/)[^/?]+$/, 'blog article');
  const category = first(blog, /^\/blog\/category\/[^/?]+$/, 'blog category');
  const legal = first(home, /^\/legal\/[^/?]+$/, 'legal page');
  const event = first(await page('/learning-spaces'), /^\/learning-spaces\/[^/?]+$/, 'learning-spaces event');
  const topLevel = home.filter((link) => TOP_LEVEL.test(link));

  const index = await getText(`${site}/sitemap.xml`);
  // The small children: the edition and artist children are the bench's business, not a page mix's.
  const smallSitemaps = [...index.matchAll(/<loc>[^<]*?(\/sitemaps\/(?:pages|publishers|legal|blog-categories)-1\.xml)<\/loc>/g)].map((m) => m[1]);

  const editionSlug = decodeURIComponent(work.slice('/work/'.length));
  const artistSlug = decodeURIComponent(artist.slice('/artists/'.length));
  const pages = [...new Set(['/', ...topLevel, '/faq', '/legal', '/learning-spaces', work, artist, publisher, instrument, article, category, legal, event])];
  const mix = [
    ...pages.map((path) => ({ kind: 'page', path, status: 200 })),
    // An unknown address is sent to /404 (docs/requirements.md §2.3), which answers the not-found
    // page.
    { kind: 'page', path: `/load-test-no-such-page-${Date.now().toString(36)}`, status: 302 },
    { kind: 'page', path: '/404', status: 404 },
    ...['/sitemap.xml', ...smallSitemaps].map((path) => ({ kind: 'sitemap', path, status: 200 })),
    ...[...assets, '/favicon.svg', '/robots.txt'].map((path) => ({ kind: 'asset', path, status: 200 })),
    // The reads the browser makes after hydration, with the discovered slugs and names.
    ...[
      '/api/v4/promotion/publishers/featured',
      '/api/v4/promotion/institutions/featured',
      `/api/v4/promotion/editionbyslug?slug=${encodeURIComponent(editionSlug)}`,
      `/api/v4/promotion/artistbyslug?slug=${encodeURIComponent(artistSlug)}`,
      `/api/v4/search/lookupartist?artist=${encodeURIComponent(artistSlug.slice(0, 3))}&top=10`,
      `/api/v4/search/lookupedition?edition=${encodeURIComponent(editionSlug.slice(0, 3))}&top=5`,
      '/api/cms/blog-articles?sort=publishedAt:desc&pagination[pageSize]=6',
      '/api/cms/legal-pages',
    ].map((path) => ({ kind: 'api', path, status: 200 })),
  ];
  return mix;
}
