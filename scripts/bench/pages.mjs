// What the bench measures on a running site: four pages and one static file, found on the site
// itself so the bench follows the catalogue and the routes rather than naming slugs.
import { getText } from './http-load.mjs';

/** The home page, then the first work, artist and blog-article links the site itself shows. */
export async function choosePages(site, signal) {
  const home = await getText(`${site}/`, signal);
  const blog = await getText(`${site}/blog`, signal);
  const artists = await getText(`${site}/artists`, signal);
  const firstLink = (html, pattern, what) => {
    const match = html.match(pattern);
    if (!match) throw new Error(`no ${what} link found to benchmark`);
    return match[1];
  };
  return [
    { name: 'home', path: '/' },
    { name: 'work', path: firstLink(home, /href="(\/work\/[^"?#]+)"/, 'work') },
    { name: 'artist', path: firstLink(artists, /href="(\/artists\/[^"?#]+)"/, 'artist') },
    { name: 'blog-article', path: firstLink(blog, /href="(\/blog\/(?!category\/)[^"?#]+)"/, 'blog article') },
  ];
}

/** The site's hashed stylesheet: a built file served by the same server, sized like a page. */
export async function hashedStylesheet(site, signal) {
  const html = await getText(`${site}/`, signal);
  const match = html.match(/href="(\/assets\/[^"]+\.css)"/);
  if (!match) throw new Error('no hashed stylesheet linked from the page');
  return match[1];
}
