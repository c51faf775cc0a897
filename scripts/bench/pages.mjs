// What the bench measures on a running site: five pages and one static file, found on the site
// itself so the bench follows the catalogue and the routes rather than naming slugs.
import { getText } from './http-load.mjs';

/**
 * A faceted search (issue 21): a text, three facets and the visitor's country, sorted, as a
 * visitor looking for intermediate Romantic piano music they can open in Germany would send.
 */
export const SEARCH_PAGE_QUERY = 'q=piano&grade=3&period=romantic&open=1&sort=title';

/**
 * The home page, then the first work, artist and blog-article links the site itself shows, and
 * a faceted search, in the language whose prefix is `prefix` ('' for English, '/de' for German:
 * BENCH_LANGUAGE).
 */
export async function choosePages(site, signal, prefix = '') {
  const home = await getText(`${site}${prefix || '/'}`, signal);
  const blog = await getText(`${site}${prefix}/blog`, signal);
  const artists = await getText(`${site}${prefix}/artists`, signal);
  const firstLink = (html, pattern, what) => {
    const match = html.match(pattern);
    if (!match) throw new Error(`no ${what} link found to benchmark`);
    return match[1];
  };
  return [
    { name: 'home', path: prefix || '/' },
    { name: 'work', path: firstLink(home, new RegExp(`href="(${prefix}/work/[^"?#]+)"`), 'work') },
    { name: 'artist', path: firstLink(artists, new RegExp(`href="(${prefix}/artists/[^"?#]+)"`), 'artist') },
    { name: 'blog-article', path: firstLink(blog, new RegExp(`href="(${prefix}/blog/(?!category/)[^"?#]+)"`), 'blog article') },
    // Results are noindex by the site's rule (decision 004): Lighthouse's SEO score is not judged
    // for it.
    { name: 'search', path: `${prefix}/search?${SEARCH_PAGE_QUERY}`, noindex: true },
  ];
}

/** The site's hashed stylesheet: a built file served by the same server, sized like a page. */
export async function hashedStylesheet(site, signal) {
  const html = await getText(`${site}/`, signal);
  const match = html.match(/href="(\/assets\/[^"]+\.css)"/);
  if (!match) throw new Error('no hashed stylesheet linked from the page');
  return match[1];
}
