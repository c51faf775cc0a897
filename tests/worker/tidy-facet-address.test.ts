import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '../support/site';

/**
 * Issue 33: a plain (no JavaScript) submission of the facets form lands on the tidy address the
 * enhanced form builds. The browser sends every field, chosen or not, in the form's order; the
 * worker answers such an address with one redirect to the tidy one, on /search and on the lists
 * the facets narrow, under every language prefix, and leaves a tidy address to its page.
 */

async function answer(path: string, method = 'GET') {
  const response = await site(path, { method });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location'), cacheControl: response.headers.get('cache-control') };
}

/** What a plain GET of the /search form sends with grade 3 and the title order chosen (the form's order, blanks included). */
const SEARCH_FORM = 'q=bach&sort=title&ensemble=&instrument=&players=&format=&grade=3&period=&key=&composer=&publisher=&duration=&group=';
/** The same on a list page: its own parameter first (a hidden field), no text field, its own facet not offered. */
const LIST_FORM = (own: string) => `${own}sort=relevance&ensemble=&players=&format=&grade=3&period=&key=&composer=&publisher=&duration=&group=`;

/** [plain form's address, the tidy address the enhanced form builds]. */
const CASES: Array<[string, string]> = [
  [`/search?${SEARCH_FORM}`, '/search?q=bach&grade=3&sort=title'],
  [`/instrument?${LIST_FORM('instrumentRef=IN-001&')}`, '/instrument?instrumentRef=IN-001&grade=3'],
  [`/publishers/barenreiter?${LIST_FORM('')}`, '/publishers/barenreiter?grade=3'],
  [`/publisher?${LIST_FORM('publisherId=1&')}`, '/publisher?publisherId=1&grade=3'],
  [`/artists/johann-sebastian-bach?${LIST_FORM('')}`, '/artists/johann-sebastian-bach?grade=3'],
  [`/artist?${LIST_FORM('artistRef=AR-0001&')}`, '/artist?artistRef=AR-0001&grade=3'],
];

// The first request of a file waits for the worker's modules.
beforeAll(async () => {
  await (await site('/404')).text();
}, 60_000);

describe('a plain form submission', () => {
  for (const prefix of ['', '/de', '/ja']) {
    for (const [untidy, tidy] of CASES) {
      it(`${prefix}${untidy.split('?')[0]}: one redirect to the tidy address, which its page answers`, async () => {
        const first = await answer(`${prefix}${untidy}`);
        expect(first.status).toBe(302);
        expect(first.location).toBe(`${prefix}${tidy}`);
        // Not permanent, kept by no cache: the address is what a visitor chose.
        expect(first.cacheControl).toBe('private, no-store');
        expect((await answer(first.location!)).status).toBe(200);
      });
    }
  }

  it('HEAD is answered as GET is', async () => {
    const [untidy, tidy] = CASES[0]!;
    expect(await answer(untidy, 'HEAD')).toMatchObject({ status: 302, location: tidy });
  });
});

describe('what is tidied and what is not', () => {
  it('every other spelling of a state goes to its one address: order, repeats, blanks, defaults, page 1, spaces', async () => {
    for (const [untidy, tidy] of [
      ['/search?group=keyboard&q=bach', '/search?q=bach&group=keyboard'],
      ['/search?q=bach&q=other&grade=3&grade=4', '/search?q=bach&grade=3'],
      ['/search?q=&grade=', '/search'],
      ['/search?q=bach&sort=relevance&page=1', '/search?q=bach'],
      ['/search?q=+bach+&grade=03', '/search?q=bach&grade=3'],
      ['/search?page=2&q=bach&open=1', '/search?q=bach&open=1&page=2'],
    ]) {
      expect(await answer(untidy!), untidy).toMatchObject({ status: 302, location: tidy });
    }
  });

  it('a tidy address is its page, however its own parameter and the facets are written', async () => {
    for (const tidy of [
      '/search',
      '/search?q=bach',
      '/search?q=bach&instrument=IN-004&group=keyboard',
      '/instrument?instrumentRef=IN-001&grade=3&sort=title',
      '/de/search/?q=bach',
    ]) {
      expect((await answer(tidy)).status, tidy).toBe(200);
    }
  });

  it('parameters no page reads never make an address untidy, and stay with the visitor when it is tidied (decision 044)', async () => {
    expect((await answer('/search?utm_source=news&q=bach&fbclid=x')).status).toBe(200);
    expect(await answer('/search?utm_source=news&q=bach&grade=&fbclid=x')).toMatchObject({ status: 302, location: '/search?q=bach&utm_source=news&fbclid=x' });
  });

  it('pages without the facets form are left alone', async () => {
    // Page 1 and blanks on pages whose addresses the facets form never writes.
    for (const path of ['/blog?page=1&letter=', '/faq?q=&grade=', '/de/faq?sort=relevance']) {
      expect((await answer(path)).status, path).toBe(200);
    }
  });
});
