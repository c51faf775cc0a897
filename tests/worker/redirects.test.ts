import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXT } from '#messages/client/components/layout/layout';
import { REDIRECTS } from '../../redirects';
import { PERMANENT_REDIRECT_CACHE_CONTROL } from '../../shared/redirect-targets';
import { site } from '../support/site';

/**
 * One row of each kind docs/requirements.md §2.2.4 lists, and where it must land: the help and FAQ
 * rows ship (redirects/legacy.tsv); the others are the demo's (redirects/demo/), as the real lists
 * are imported.
 */
const KINDS: Array<[kind: string, from: string, to: string | RegExp]> = [
  ['help', '/help', '/faq'],
  ['help FAQ', '/help/faq', '/faq'],
  ['old FAQ section', '/faq/using-nkoda', '/'],
  ['college-partnership news item', '/news/college-partnership', '/institutions'],
  ['publishing-partner page', '/publishing-partners', '/publishers'],
  ['legacy artist', '/sheet-music/johann-sebastian-bach', '/artists/johann-sebastian-bach'],
  ['legacy publisher', [...REDIRECTS].find(([from]) => from.startsWith('/publisher/'))![0], /^\/publishers\/[a-z0-9-]+$/],
  ['legacy piece', '/sheet-music/johann-sebastian-bach/goldberg-variations', /^\/work\/goldberg-variations-ed-\d{6}$/],
  ['legacy instrument', '/instruments/piano', '/instrument?instrumentRef=IN-001'],
];

describe('legacy redirects', () => {
  it.each(KINDS)('sends the %s address %s on with a cacheable 301 to a page that answers 200', async (_kind, from, to) => {
    const response = await site(from);
    expect(response.status).toBe(301);
    const location = response.headers.get('location')!;
    if (typeof to === 'string') expect(location).toBe(to);
    else expect(location).toMatch(to);
    expect(response.headers.get('cache-control')).toBe(PERMANENT_REDIRECT_CACHE_CONTROL);
    expect((await site(location)).status).toBe(200);
  });

  it('normalises letter case and a trailing slash of the old path', async () => {
    const response = await site('/Sheet-Music/Johann-Sebastian-Bach/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/artists/johann-sebastian-bach');
  });

  it('finds a source written with letters beyond ASCII however the request spells it', async () => {
    // redirects/demo/guessed.tsv writes it raw ("/sheet-music/Dvořák"); browsers send it percent-encoded.
    for (const path of ['/sheet-music/Dvo%C5%99%C3%A1k', '/sheet-music/dvo%c5%99%c3%a1k/', '/Sheet-Music/Dvořák', '/de/sheet-music/Dvo%C5%99%C3%A1k']) {
      const response = await site(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get('location'), path).toBe(path.startsWith('/de/') ? '/de/artists/antonin-dvorak' : '/artists/antonin-dvorak');
    }
  });

  it("keeps the visitor's query, merged with the target's own", async () => {
    const plain = await site('/help?utm_source=newsletter&utm_medium=email');
    expect(plain.headers.get('location')).toBe('/faq?utm_source=newsletter&utm_medium=email');
    const merged = await site('/instruments/piano/?utm_source=newsletter');
    expect(merged.status).toBe(301);
    expect(merged.headers.get('location')).toBe('/instrument?instrumentRef=IN-001&utm_source=newsletter');
  });

  it('answers HEAD with the same redirect and no body', async () => {
    const response = await site('/publishing-partners', { method: 'HEAD' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/publishers');
    expect(await response.text()).toBe('');
  });

  it('never redirects /api/, even where the rest of the path is a legacy one', async () => {
    const response = await site('/api/help');
    expect(response.status).not.toBe(301);
    expect(response.headers.get('location')).toBeNull();
  });

  it('does not redirect other methods (the request guard refuses them first)', async () => {
    const response = await site('/help', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('location')).toBeNull();
  });

  it('leaves an unknown legacy-looking path to the not-found page (404)', async () => {
    const unknown = await site('/sheet-music/nobody-at-all');
    expect(unknown.status).not.toBe(301);
    const location = unknown.headers.get('location');
    const page = location ? await site(location) : unknown;
    expect(page.status).toBe(404);
    expect(await page.text()).toContain(NOT_FOUND_TEXT.title);
  });

  describe('a row whose target is a name (as the old lists write them)', () => {
    it.each([
      ['/sheet-music/js-bach', '/artists/johann-sebastian-bach'],
      ['/publisher/baerenreiter', '/publishers/barenreiter'],
      ['/sheet-music/js-bach/well-tempered-clavier-1', '/composition/the-well-tempered-clavier-book-1-bach'],
      ['/de/sheet-music/js-bach', '/de/artists/johann-sebastian-bach'],
      ['/sheet-music/js-bach?sort=title&utm_source=old-blog', '/artists/johann-sebastian-bach?sort=title'],
    ])('answers %s with one 301 straight to %s, the page the name leads to', async (from, to) => {
      const response = await site(from);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(to);
      expect(response.headers.get('cache-control')).toBe(PERMANENT_REDIRECT_CACHE_CONTROL);
      expect((await site(to)).status).toBe(200);
    });

    it("answers a work's title with one 301 to its composition, for GET and HEAD alike", async () => {
      for (const method of ['GET', 'HEAD']) {
        const response = await site('/sheet-music/part/spiegel', { method });
        expect(response.status).toBe(301);
        expect(response.headers.get('location')).toBe('/composition/spiegel-im-spiegel-part');
      }
    });

    it("answers with the row's own target when the name leads nowhere (two people share it)", async () => {
      const response = await site('/editors/oskar-haugland');
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/artists/Oskar%20Haugland');
      expect((await site('/artists/Oskar%20Haugland')).status).toBe(404);
    });
  });
});
