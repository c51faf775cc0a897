// What the bench measures on a running site: six pages and one static file, found on the site
// itself so the bench follows the catalogue and the routes rather than naming slugs.
import { getText } from './http-load.mjs';
import { notAPage, pagesAnswerDirectly } from './direct-page.mjs';

/**
 * A faceted search (issue 21): a text, three facets and the visitor's country, sorted, as a
 * visitor looking for intermediate Romantic piano music they can open in Germany would choose
 * them. What is asked, not the address measured: the site answers any spelling of a faceted
 * address but its tidy one with a 302 to that (decision 038), and the bench asks the site for it
 * (tidyAddress) rather than writing it down, so a change of the site's tidy form cannot leave
 * the bench measuring a redirect.
 */
export const SEARCH_PAGE_QUERY = 'q=piano&grade=3&period=romantic&open=1&sort=title';

/**
 * The address the site itself gives `path`: `path` when it answers 200, or the target of its
 * 302 when that keeps the path (a faceted page's tidy address, worker/middleware/
 * tidy-facet-address.ts). Anything else is not a page the bench can measure, and says so.
 */
export async function tidyAddress(site, path, signal) {
  const response = await fetch(`${site}${path}`, { redirect: 'manual', signal });
  await response.arrayBuffer();
  if (response.status === 200) return path;
  const location = response.headers.get('location');
  const target = location === null ? null : new URL(location, `${site}${path}`);
  if (response.status === 302 && target?.origin === new URL(site).origin && target.pathname === new URL(path, site).pathname)
    return `${target.pathname}${target.search}`;
  throw new Error(notAPage(path, response.status, location));
}

/**
 * The home page, then the first work, artist and blog-article links the site itself shows, the
 * composition the work page links to ("All editions of this work", issue 47), and a faceted
 * search at its tidy address, in the language whose prefix is `prefix` ('' for English, '/de'
 * for German: BENCH_LANGUAGE). Each is checked to answer 200 itself.
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
  const work = firstLink(home, new RegExp(`href="(${prefix}/work/[^"?#]+)"`), 'work');
  const composition = firstLink(await getText(`${site}${work}`, signal), new RegExp(`href="(${prefix}/composition/[^"?#]+)"`), 'composition');
  const pages = [
    { name: 'home', path: prefix || '/' },
    { name: 'work', path: work },
    { name: 'composition', path: composition },
    { name: 'artist', path: firstLink(artists, new RegExp(`href="(${prefix}/artists/[^"?#]+)"`), 'artist') },
    { name: 'blog-article', path: firstLink(blog, new RegExp(`href="(${prefix}/blog/(?!category/)[^"?#]+)"`), 'blog article') },
    // Results are noindex by the site's rule (decision 004): Lighthouse's SEO score is not judged
    // for it.
    { name: 'search', path: await tidyAddress(site, `${prefix}/search?${SEARCH_PAGE_QUERY}`, signal), noindex: true },
  ];
  await pagesAnswerDirectly(
    site,
    pages.map((page) => page.path),
    signal,
  );
  return pages;
}

/** The site's hashed stylesheet: a built file served by the same server, sized like a page. */
export async function hashedStylesheet(site, signal) {
  const html = await getText(`${site}/`, signal);
  const match = html.match(/href="(\/assets\/[^"]+\.css)"/);
  if (!match) throw new Error('no hashed stylesheet linked from the page');
  return match[1];
}
