import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXT } from '#messages/client/components/layout/layout';
import { LANGUAGES, localizedPath } from '../../shared/languages';
import { PERMANENT_REDIRECT_CACHE_CONTROL } from '../../shared/redirect-targets';
import { anchors } from '../support/page-html';
import { site } from '../support/site';

/**
 * Old addresses put a name where the site has a slug (/artists/{Name}, /publishers/{Name},
 * /work/{Title}): each lands on the item in one permanent redirect, under every language prefix,
 * and a name that matches nobody, or two people equally, is the not-found page
 * (docs/decisions/046).
 */

/** The one redirect an address answers, checked to be permanent and cacheable, and its target's status. */
async function landing(path: string): Promise<{ location: string; status: number }> {
  const response = await site(path);
  expect(response.status, path).toBe(301);
  expect(response.headers.get('cache-control')).toBe(PERMANENT_REDIRECT_CACHE_CONTROL);
  const location = response.headers.get('location')!;
  return { location, status: (await site(location)).status };
}

async function expectNotFound(path: string) {
  const response = await site(path);
  expect(response.status, path).toBe(404);
  expect(response.headers.get('location')).toBeNull();
  expect(await response.text()).toContain(NOT_FOUND_TEXT.title);
}

const ARTIST_NAMES: Array<[form: string, path: string, slug: string]> = [
  ['hyphens and capitals', '/artists/Johann-Sebastian-Bach', 'johann-sebastian-bach'],
  ['spaces', '/artists/Johann%20Sebastian%20Bach', 'johann-sebastian-bach'],
  ['upper case with underscores', '/artists/JOHANN_SEBASTIAN_BACH', 'johann-sebastian-bach'],
  ['diacritics', '/artists/Anton%C3%ADn%20Dvo%C5%99%C3%A1k', 'antonin-dvorak'],
  ['diacritics dropped', '/artists/Antonin-Dvorak', 'antonin-dvorak'],
  ['diacritics in capitals', '/artists/ANTON%C3%8DN%20DVO%C5%98%C3%81K', 'antonin-dvorak'],
  ['a lyricist (not only composers)', '/artists/Wilhelm%20M%C3%BCller', 'wilhelm-muller'],
  ['a house editor', '/artists/Annelie-Kessler', 'annelie-kessler'],
  ['a name with a particle', '/artists/Ludwig%20van%20Beethoven', 'ludwig-van-beethoven'],
];

const PUBLISHER_NAMES: Array<[form: string, path: string, slug: string]> = [
  ['diacritics', '/publishers/B%C3%A4renreiter', 'barenreiter'],
  ['diacritics dropped', '/publishers/Barenreiter', 'barenreiter'],
  ['full stop and spaces', '/publishers/G.%20Henle%20Verlag', 'g-henle-verlag'],
  ['an ampersand, in capitals', '/publishers/STAINER%20%26%20BELL', 'stainer-and-bell'],
];

describe('a name where a slug belongs', () => {
  it.each(ARTIST_NAMES)('sends an artist by name (%s) to their page: %s', async (_form, path, slug) => {
    expect(await landing(path)).toEqual({ location: `/artists/${slug}`, status: 200 });
  });

  it.each(PUBLISHER_NAMES)('sends a publisher by name (%s) to its page: %s', async (_form, path, slug) => {
    expect(await landing(path)).toEqual({ location: `/publishers/${slug}`, status: 200 });
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('keeps the /%s/ prefix', async (language) => {
    for (const [path, to] of [
      ['/artists/Johann-Sebastian-Bach', '/artists/johann-sebastian-bach'],
      ['/publishers/B%C3%A4renreiter', '/publishers/barenreiter'],
      ['/work/Spiegel%20im%20Spiegel', '/composition/spiegel-im-spiegel-part'],
    ] as const) {
      const { location, status } = await landing(localizedPath(language, path));
      expect(location).toBe(localizedPath(language, to));
      expect(status).toBe(200);
    }
  });

  it("sends a work's title to its composition, which lists every edition of it, commas and all", async () => {
    const title = 'The Well-Tempered Clavier, Book 1';
    const { location, status } = await landing(`/work/${encodeURIComponent(title)}`);
    expect(location).toBe('/composition/the-well-tempered-clavier-book-1-bach');
    expect(status).toBe(200);
    const page = await (await site(location)).text();
    const editions = anchors(page).filter((a) => /^\/work\/the-well-tempered-clavier-book-1-ed-\d{6}$/.test(a.href));
    expect(new Set(editions.map((a) => a.href)).size).toBeGreaterThan(1);
    // With the catalogue number too, as the lookups label a work.
    expect((await landing('/work/The%20Well-Tempered%20Clavier%2C%20Book%201%2C%20BWV%20846%E2%80%93869')).location).toBe(location);
  });

  it('lists the editions of a title two composers share, under the title as the catalogue writes it', async () => {
    const { location } = await landing('/work/cello-sonata-in-g-minor');
    expect(location).toBe('/search?q=Cello+Sonata+in+G+minor');
  });

  it("keeps the page's own parameters and drops the rest", async () => {
    const { location } = await landing('/artists/Johann-Sebastian-Bach?page=2&utm_source=old-blog');
    expect(location).toBe('/artists/johann-sebastian-bach?page=2');
  });

  it('answers HEAD with the same redirect', async () => {
    const response = await site('/publishers/Barenreiter', { method: 'HEAD' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/publishers/barenreiter');
  });

  it("gives a client navigation's data the same redirect", async () => {
    const response = await site('/de/artists/Johann-Sebastian-Bach/__data?_routes=artist-by-slug');
    expect(response.status).toBe(200);
    expect(JSON.parse((await response.text()).trim())).toEqual({ type: 'redirect', status: 301, location: '/de/artists/johann-sebastian-bach' });
  });

  it('leaves the catalogue’s own slugs alone: they answer 200 with no redirect', async () => {
    for (const path of ['/artists/johann-sebastian-bach', '/publishers/barenreiter', '/artists/oskar-haugland', '/artists/oskar-haugland-2']) {
      expect((await site(path)).status, path).toBe(200);
    }
  });
});

describe('a name that is nobody, or two people equally', () => {
  it('is the not-found page for a name nobody has', async () => {
    await expectNotFound('/artists/Nobody-At-All');
    await expectNotFound('/publishers/Nobody%20Press');
    await expectNotFound('/work/A%20Symphony%20Nobody%20Wrote');
    const german = await site('/de/artists/Nobody-At-All');
    expect(german.status).toBe(404);
    expect(await german.text()).toContain('<h1 class="not-found__title">Seite nicht gefunden</h1>');
  });

  it('is the not-found page for a name two people share, never a guess at one of them', async () => {
    // Two house editors are both called Oskar Haugland (slugs oskar-haugland and oskar-haugland-2).
    await expectNotFound('/artists/Oskar%20Haugland');
    await expectNotFound('/artists/OSKAR-HAUGLAND');
  });

  it('is the not-found page for part of a name several people carry', async () => {
    await expectNotFound('/artists/Schumann');
  });

  it('is the not-found page for a name too long to be anyone', async () => {
    await expectNotFound(`/artists/${'Bach-'.repeat(60)}Bach`);
  });
});
