import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { site } from '../support/site';

/**
 * A visitor can follow any link from the artists index and the content pages and land on a page.
 * The crawl follows every internal link of the catalogue and content pages (bounded) and checks
 * that every other internal link it meets answers too, except the pages that later issues build
 * (listed with their issue).
 */
const CRAWLED = new RegExp(
  [
    String.raw`^\/(artists?|publishers?|work|instrument|playlist|upload|annotation|preview|search|institutions|pricing|blog|legal|faq|`,
    'learning-spaces|what-is-nkoda-music|features|made-not-born|nkoda-22-fund|representation-project|development-partnership|',
    String.raw`contact|download|app\/help\/(faq|contact|report|request-content))(\/|\?|$)`,
  ].join(''),
);
const START = ['/artists', '/blog', '/legal', '/learning-spaces', '/development-partnership', '/app/help/faq', '/search?q=zzzz-nothing', '/download'];
const LATER: Array<[RegExp, string]> = [];
const MAX_PAGES = 120;
/** The help entry leaves the site for the support chat by design (docs/requirements.md §2.5.1). */
const LEAVES_SITE = new Set(['/app/help']);
const answered = (link: string, response: Response) =>
  response.status === 200 || (LEAVES_SITE.has(link) && response.status === 302 && /^https?:\/\//.test(response.headers.get('location') ?? ''));
const MAX_PER_KIND = 10;

/** '/artists/bach' -> 'artists/*', '/playlist?playlistRef=PL-1' -> 'playlist'. */
const kindOf = (link: string) => {
  const [, first, second] = link.replace(/[?#].*$/, '').split('/');
  return second ? `${first}/*` : first!;
};

/**
 * The page's own links. The language switcher's (data-language) are left out: each is the same
 * page in another language, 6 more per page (over a thousand links in all), and the languages
 * tests render every route in every language.
 */
function internalLinks(html: string): string[] {
  const links = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b(?![^>]*\bdata-language=)[^>]*\bhref="([^"]+)"/g)) {
    const decoded = href!.replaceAll('&amp;', '&');
    if (decoded.startsWith('/') && !decoded.startsWith('//')) links.add(decoded.split('#')[0]!);
  }
  return [...links];
}

describe('crawl from the artists index and the content pages', () => {
  it('finds no broken internal link', { timeout: 240_000 }, async () => {
    const queue = [...START];
    const seen = new Set(queue);
    const broken: string[] = [];
    const later = new Map<string, string>();
    const checkOnly: string[] = [];
    const perKind = new Map<string, number>();
    let crawled = 0;
    while (queue.length > 0) {
      const path = queue.shift()!;
      const response = await site(path);
      const html = await response.text();
      if (!answered(path, response)) {
        broken.push(`${path} -> ${response.status}`);
        continue;
      }
      crawled += 1;
      for (const link of internalLinks(html)) {
        if (seen.has(link)) continue;
        seen.add(link);
        const owner = LATER.find(([pattern]) => pattern.test(link));
        if (owner) {
          later.set(link, owner[1]);
          continue;
        }
        // Pages are crawled further while the budget lasts, a share of it per kind of page so
        // that the crawl reaches works, instruments and articles, not only artists; the rest of
        // the links are checked once.
        const kind = CRAWLED.test(link) ? kindOf(link) : null;
        if (kind && (perKind.get(kind) ?? 0) < MAX_PER_KIND && crawled + queue.length < MAX_PAGES) {
          perKind.set(kind, (perKind.get(kind) ?? 0) + 1);
          queue.push(link);
        } else checkOnly.push(link);
      }
    }
    // A link checked only for its status asks with HEAD, which the worker answers from the page's
    // own loader without rendering (worker/ssr/page-response.ts), a few at a time: with seven
    // languages' switcher links on every page these are most of the crawl's requests.
    const pending = [...checkOnly];
    const checker = async () => {
      for (let link = pending.shift(); link !== undefined; link = pending.shift()) {
        const response = await exports.default.fetch(`http://site.test${link}`, { method: 'HEAD', redirect: 'manual' });
        await response.body?.cancel();
        if (!answered(link, response)) broken.push(`${link} -> ${response.status}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, checker));
    console.log(
      `crawled ${crawled} pages, checked ${checkOnly.length} more links; ` +
        `left to later issues: ${[...new Set(later.values())].join(', ') || 'none'}; per kind ${JSON.stringify([...perKind])}`,
    );
    expect(broken).toEqual([]);
    // The crawl reached every kind of catalogue page, not just the index.
    for (const kind of ['artists/*', 'work/*', 'publishers/*', 'instrument', 'playlist', 'blog/*', 'legal/*', 'learning-spaces/*']) {
      expect(perKind.get(kind), kind).toBeGreaterThan(0);
    }
    expect(crawled).toBeGreaterThan(50);
  });
});
