import { UNAVAILABLE_TEXT } from '#messages/client/components/layout/layout';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PEOPLE_TEXT } from '#messages/client/routes/people/people';
import { INDEX_TEXT } from '#messages/client/routes/people/index';
import { PAGED_LIST_TEXT } from '#messages/client/components/paged-list';
import { ARTISTS_PER_PAGE } from '../../client/routes/people/artists-index-loader';
import { anchors, canonical, cardTitles, crumbs, expectShell, h1, h1Count, isCurrent, jsonLdOfType, logInHref, metaContent, part } from '../support/page-html';
import { getPage as get, ORIGIN } from '../support/site';
import { fault, coldCache } from '../support/upstream';

describe('artists index', () => {
  it('shows letter A by default, with 26 letter links and the current one marked', async () => {
    const { status, html } = await get('/artists');
    expect(status).toBe(200);
    expect(html).toContain(`<title>${PEOPLE_TEXT.artistsTitle} | nkoda</title>`);
    expect(h1Count(html)).toBe(1);
    const letters = anchors(part(html, 'class="letter-nav"', '</nav>'));
    expect(letters.map((a) => a.text).join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(letters.map((a) => a.href)).toContain('/artists?letter=Z');
    expect(letters.filter(isCurrent).map((a) => a.text)).toEqual(['A']);
    expect(html).toContain(INDEX_TEXT.artistsUnder({ letter: 'A' }));
    expect(cardTitles(html, 'artists-letter')).toContain('Benedikt Achterberg');
    expect(canonical(html)).toBe(`${ORIGIN}/artists`);
  });

  it('shows the letter asked for, titled with it', async () => {
    const { status, html } = await get('/artists?letter=B');
    expect(status).toBe(200);
    expect(html).toContain(`<title>${PEOPLE_TEXT.artistsTitle}: B | nkoda</title>`);
    expect(anchors(part(html, 'class="letter-nav"', '</nav>')).filter(isCurrent)).toMatchObject([{ text: 'B', href: '/artists?letter=B' }]);
    const names = cardTitles(html, 'artists-letter');
    expect(names).toContain('Johann Sebastian Bach');
    expect(names.length).toBeLessThanOrEqual(ARTISTS_PER_PAGE);
  });

  it("pages through a letter with page=, with page links and a canonical link to the letter's first page", async () => {
    const first = await get('/artists?letter=S');
    const second = await get('/artists?letter=S&page=2');
    expect(second.status).toBe(200);
    const firstNames = cardTitles(first.html, 'artists-letter');
    const secondNames = cardTitles(second.html, 'artists-letter');
    expect(firstNames).toHaveLength(ARTISTS_PER_PAGE);
    expect(secondNames.length).toBeGreaterThan(0);
    expect(secondNames[0]).not.toBe(firstNames[0]);
    expect(secondNames.some((name) => firstNames.includes(name))).toBe(false);
    // Page links: page 1 drops page=, the current page is marked.
    const pages = anchors(part(second.html, 'class="pagination"', '</nav>'));
    expect(pages.map((a) => [a.text, a.href])).toEqual([
      ['Previous page', '/artists?letter=S'],
      ['1', '/artists?letter=S'],
      ['2', '/artists?letter=S&page=2'],
    ]);
    expect(pages.filter(isCurrent).map((a) => a.text)).toEqual(['2']);
    expect(canonical(second.html)).toBe(`${ORIGIN}/artists?letter=S`);
  });

  it('says so when a letter has no artists', async () => {
    const { status, html } = await get('/artists?letter=X');
    expect(status).toBe(200);
    expect(html).toContain(INDEX_TEXT.noArtistsUnder({ letter: 'X' }));
    expect(cardTitles(html, 'artists-letter')).toEqual([]);
  });

  it('sends an address with a letter it cannot show to the index, and a lower-case letter to its upper-case address', async () => {
    for (const bad of ['ab', '7', '', '%C3%A9']) {
      const { status, location } = await get(`/artists?letter=${bad}`);
      expect(status, bad).toBe(302);
      expect(location, bad).toBe('/artists');
    }
    const lower = await get('/artists?letter=b&page=2');
    expect(lower.status).toBe(302);
    expect(lower.location).toBe('/artists?letter=B&page=2');
  });
});

describe('artist page', () => {
  it('shows the artist, their editions, playlists and related artists', async () => {
    const { status, html } = await get('/artists/johann-sebastian-bach');
    expect(status).toBe(200);
    expect(html).toContain('<title>Johann Sebastian Bach | nkoda</title>');
    expect(h1Count(html)).toBe(1);
    expect(h1(html)).toBe('Johann Sebastian Bach');
    expect(html).toContain('1685–1750');
    expect(html).toContain('Baroque');
    expect(html).toContain('was a German composer of the Baroque period');
    expect(html).toContain('14 editions');
    expect(cardTitles(html, 'artist-editions')).toHaveLength(14);
    const playlists = cardTitles(html, 'artist-playlists');
    expect(playlists.length).toBeGreaterThan(0);
    expect(playlists.length).toBeLessThanOrEqual(8);
    expect(html).toMatch(/href="\/playlist\?playlistRef=PL-\d{4}"/);
    const related = cardTitles(html, 'artist-related');
    expect(related).toContain('Antonio Vivaldi');
    expect(related).not.toContain('Johann Sebastian Bach');
  });

  it('puts the artist in the header log-in link, the deep link and the breadcrumbs', async () => {
    const { html } = await get('/artists/johann-sebastian-bach');
    expect(logInHref(html)).toMatch(/\/log-in\?contentType=Artist&ref=AR-0001$/);
    expect(anchors(html).find((a) => a.text.startsWith(PEOPLE_TEXT.openInApp))?.href).toBe('https://app.nkoda.com/artist?ref=AR-0001&dl=1');
    // Breadcrumbs: Home › Artists (the artist's letter) › name.
    expect(crumbs(html)).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Artists', href: '/artists?letter=B' },
      { name: 'Johann Sebastian Bach', href: null },
    ]);
  });

  it('describes the artist as a schema.org Person, with the portrait as og:image', async () => {
    const { html } = await get('/artists/johann-sebastian-bach');
    const person = jsonLdOfType(html, 'Person');
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Johann Sebastian Bach',
      birthDate: '1685',
      deathDate: '1750',
      nationality: 'German',
      jobTitle: 'Composer',
      url: `${ORIGIN}/artists/johann-sebastian-bach`,
    });
    expect(person.image).toMatch(/\/artists\/AR-0001\.svg$/);
    expect(metaContent(html, 'og:image')).toBe(person.image);
    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(jsonLdOfType(html, 'BreadcrumbList').itemListElement).toHaveLength(3);
    expect(canonical(html)).toBe(`${ORIGIN}/artists/johann-sebastian-bach`);
  });

  it('shows the same artist by ref', async () => {
    const { status, html } = await get('/artist?artistRef=AR-0001');
    expect(status).toBe(200);
    expect(h1(html)).toBe('Johann Sebastian Bach');
    expect(logInHref(html)).toMatch(/contentType=Artist&ref=AR-0001$/);
    // The same page by its slug address: that address is canonical.
    expect(canonical(html)).toBe(`${ORIGIN}/artists/johann-sebastian-bach`);
  });

  it('shows an artist without a portrait with a placeholder and no og:image', async () => {
    const { status, html } = await get('/artist?artistRef=AR-0060');
    expect(status).toBe(200);
    expect(h1(html)).toBe('Ingrid Fairlie');
    expect(html).toContain('item-hero__placeholder');
    expect(metaContent(html, 'og:image')).toBeNull();
    expect(jsonLdOfType(html, 'Person').image).toBeUndefined();
  });

  it('answers 404 for an unknown slug or ref and a missing ref', async () => {
    for (const path of ['/artists/no-such-artist', '/artist?artistRef=AR-9999', '/artist', '/artist?artistRef=%20']) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('Page not found');
      expectShell(html);
    }
  });
});

describe('publishers', () => {
  it('lists the featured publishers, then every publisher A to Z', async () => {
    const { status, html } = await get('/publishers');
    expect(status).toBe(200);
    expect(html).toContain(`<title>${PEOPLE_TEXT.publishersTitle} | nkoda</title>`);
    expect(h1Count(html)).toBe(1);
    const featured = cardTitles(html, 'publishers-featured');
    const all = cardTitles(html, 'publishers-all');
    expect(featured).toHaveLength(8);
    expect(all).toHaveLength(17);
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(all).toContain('Stainer & Bell');
    expect(featured).not.toContain('Stainer & Bell');
  });

  it('shows a publisher with its facts, website, editions and related publishers', async () => {
    const { status, html } = await get('/publishers/g-henle-verlag');
    expect(status).toBe(200);
    expect(h1(html)).toBe('G. Henle Verlag');
    expect(h1Count(html)).toBe(1);
    expect(html).toContain('Germany');
    expect(html).toContain('1948');
    const website = anchors(html).find((a) => a.href === 'https://www.henle.de');
    expect(website?.text).toMatch(/^www\.henle\.de/);
    expect(website?.tag).toContain('target="_blank"');
    expect(website?.tag).toContain('rel="noopener noreferrer"');
    expect(cardTitles(html, 'publisher-editions').length).toBeGreaterThan(0);
    expect(cardTitles(html, 'publisher-related')).toHaveLength(6);
    expect(logInHref(html)).toMatch(/\/log-in\?contentType=Publisher&ref=2$/);
    expect(anchors(html).find((a) => a.text.startsWith(PEOPLE_TEXT.openInApp))?.href).toBe('https://app.nkoda.com/publisher?ref=2&dl=1');
  });

  it('describes the publisher as a schema.org Organization', async () => {
    const { html } = await get('/publishers/g-henle-verlag');
    const organization = jsonLdOfType(html, 'Organization');
    expect(organization).toMatchObject({
      name: 'G. Henle Verlag',
      url: `${ORIGIN}/publishers/g-henle-verlag`,
      sameAs: ['https://www.henle.de'],
      foundingDate: '1948',
    });
    expect(organization.logo).toMatch(/\/publishers\/2\.svg$/);
    expect(metaContent(html, 'og:image')).toBe(organization.logo);
    expect(crumbs(html)).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Publishers', href: '/publishers' },
      { name: 'G. Henle Verlag', href: null },
    ]);
  });

  it('shows a publisher by id, with a placeholder when it has no logo', async () => {
    const { status, html } = await get('/publisher?publisherId=16');
    expect(status).toBe(200);
    expect(h1(html)).toBe('Stainer & Bell');
    expect(html).toContain('item-hero__placeholder');
    expect(metaContent(html, 'og:image')).toBeNull();
    const organization = jsonLdOfType(html, 'Organization');
    expect(organization.name).toBe('Stainer & Bell');
    expect(organization.logo).toBeUndefined();
    expect(logInHref(html)).toMatch(/contentType=Publisher&ref=16$/);
    expect(canonical(html)).toBe(`${ORIGIN}/publishers/stainer-and-bell`);
  });

  it('answers 404 for an unknown slug or id and a missing or malformed id', async () => {
    for (const path of [
      '/publishers/no-such-publisher',
      '/publisher?publisherId=999',
      '/publisher?publisherId=abc',
      '/publisher?publisherId=0',
      '/publisher',
    ]) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain('Page not found');
      expectShell(html);
    }
  });
});

describe('instrument page', () => {
  it('shows the instrument and pages through its editions', async () => {
    const first = await get('/instrument?instrumentRef=IN-001');
    expect(first.status).toBe(200);
    expect(h1(first.html)).toBe('Piano');
    expect(h1Count(first.html)).toBe(1);
    expect(first.html).toContain('Keyboard');
    expect(first.html).toContain('The most published instrument in the catalogue');
    expect(logInHref(first.html)).toMatch(/contentType=Instrument&ref=IN-001$/);
    expect(anchors(first.html).find((a) => a.text.startsWith(PEOPLE_TEXT.openInApp))?.href).toBe('https://app.nkoda.com/instrument?ref=IN-001&dl=1');
    expect(crumbs(first.html)).toEqual([
      { name: 'Home', href: '/' },
      { name: 'Piano', href: null },
    ]);

    const second = await get('/instrument?instrumentRef=IN-001&page=2');
    expect(second.status).toBe(200);
    const one = cardTitles(first.html, 'instrument-editions');
    const two = cardTitles(second.html, 'instrument-editions');
    expect(one).toHaveLength(24);
    expect(two.length).toBeGreaterThan(0);
    expect(
      anchors(part(second.html, 'class="pagination"', '</nav>'))
        .filter(isCurrent)
        .map((a) => a.text),
    ).toEqual(['2']);
    // The editions' own links (the section also offers to refine them in the search).
    const firstLinks = (html: string) =>
      anchors(part(html, 'aria-labelledby="instrument-editions"', '</section>'))
        .map((a) => a.href)
        .filter((href) => !href.startsWith('/search?'));
    expect(firstLinks(second.html)[0]).toMatch(/^\/work\//);
    expect(firstLinks(first.html)).not.toContain(firstLinks(second.html)[0]);
    // The instrument's first page, never the bare /instrument (a 404).
    expect(canonical(second.html)).toBe(`${ORIGIN}/instrument?instrumentRef=IN-001`);
  });

  it('answers 404 for an unknown or missing ref', async () => {
    for (const path of ['/instrument?instrumentRef=IN-999', '/instrument', '/instrument?instrumentRef=']) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expectShell(html);
    }
  });
});

describe('playlist page', () => {
  it('shows the playlist, its curator and its items, without an app link', async () => {
    const { status, html } = await get('/playlist?playlistRef=PL-0006');
    expect(status).toBe(200);
    expect(h1(html)).toBe('French Salon');
    expect(h1Count(html)).toBe(1);
    expect(html).toContain('Camille Fournier');
    expect(html).toContain('28 items');
    expect(cardTitles(html, 'playlist-items')).toHaveLength(24);
    expect(anchors(part(html, 'class="pagination"', '</nav>')).map((a) => a.href)).toContain('/playlist?playlistRef=PL-0006&page=2');
    expect(logInHref(html)).toMatch(/contentType=Playlist&ref=PL-0006$/);
    expect(html).not.toContain(PEOPLE_TEXT.openInApp);
    expect(metaContent(html, 'og:image')).toMatch(/\/playlists\/PL-0006\.svg$/);
  });

  it('shows the rest of the items on page 2; a page past the end is not found', async () => {
    const second = await get('/playlist?playlistRef=PL-0006&page=2');
    expect(cardTitles(second.html, 'playlist-items')).toHaveLength(4);
    expect(canonical(second.html)).toBe(`${ORIGIN}/playlist?playlistRef=PL-0006`);
    const past = await get('/playlist?playlistRef=PL-0006&page=9');
    expect(past.status).toBe(404);
    expect(past.html).not.toContain(PAGED_LIST_TEXT.pastTheEnd);
  });

  it('answers 404 for an unknown or missing ref', async () => {
    for (const path of ['/playlist?playlistRef=PL-9999', '/playlist']) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expectShell(html);
    }
  });
});

describe('people pages while upstream fails', () => {
  // Nothing cached: each page below reads items no other test here reads, and the cache starts cold.
  beforeAll(async () => {
    await coldCache();
  });
  afterEach(() => fault('off'));

  const cases: Array<[string, string]> = [
    ['/artists?letter=Q', '/v4/promotion/artist/letter'],
    ['/artists/antonio-vivaldi', '/v4/promotion/artistbyslug'],
    ['/artist?artistRef=AR-0005', '/v4/search/artist/AR-0005'],
    ['/publishers', '/v4/promotion/publishers'],
    ['/publishers/durand', '/v4/promotion/publisher/durand'],
    ['/instrument?instrumentRef=IN-017', '/v4/promotion/instrument'],
    ['/playlist?playlistRef=PL-0013', '/v4/promotion/playlist'],
  ];
  for (const [path, prefix] of cases) {
    it(`answers 503 inside the layout for ${path} when ${prefix} fails`, async () => {
      await fault('error', prefix);
      const { status, html } = await get(path);
      expect(status).toBe(503);
      expect(html).toContain(UNAVAILABLE_TEXT.title);
      expectShell(html);
    });
  }
});
