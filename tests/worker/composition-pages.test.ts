import { afterEach, describe, expect, it } from 'vitest';
import { COMPOSITION_TEXT } from '#messages/client/routes/composition/composition';
import { PEOPLE_TEXT } from '#messages/client/routes/people/people';
import { SEARCH_TEXT } from '#messages/client/routes/search/search';
import { WORK_TEXT } from '#messages/client/routes/work/work';
import { anchors, canonical, cardTitles, h1, jsonLdOfType, part } from '../support/page-html';
import { coldCache, fault } from '../support/upstream';
import { UNAVAILABLE_TEXT } from '#messages/client/components/layout/layout';
import { getPage, pageHtml } from '../support/site';

/** The composition page (issue 47, decision 062) and the ways a musician reaches it, rendered by the real worker. */

const MOONLIGHT = {
  path: '/composition/piano-sonata-no-14-in-c-sharp-minor-moonlight-beethoven',
  title: 'Piano Sonata No. 14 in C-sharp minor "Moonlight"',
};

afterEach(() => fault('off'));

/** The distinct edition pages of the Moonlight sonata a page links to. */
const editionLinks = (html: string) => {
  const moonlight = anchors(html).filter((a) => /^\/work\/piano-sonata-no-14-[a-z-]+-ed-\d{6}$/.test(a.href));
  return [...new Set(moonlight.map((a) => a.href))];
};

describe('composition page', () => {
  it('shows the work, its facts and catalogue number, and every edition of it across publishers', async () => {
    const html = await pageHtml(MOONLIGHT.path);
    expect(h1(html)).toBe(`${MOONLIGHT.title}, Op. 27 No. 2`);
    expect(html).toContain('href="/artists/ludwig-van-beethoven"');
    for (const fact of Object.values(COMPOSITION_TEXT.fact)) expect(html).toContain(`<dt>${fact}</dt>`);
    expect(html).toContain('C-sharp minor');
    expect(html).toContain('<dd>1801</dd>');
    // Its editions: cards linking to each edition, each saying who edited it and whether it opens here.
    const editions = editionLinks(html);
    expect(editions.length).toBeGreaterThan(0);
    expect(cardTitles(html, 'composition-editions').every((title) => title === MOONLIGHT.title)).toBe(true);
    expect(html).toContain('Edited by ');
    // More by the composer, each linking to its own composition page.
    const more = part(html, 'aria-labelledby="composition-more"', '</section>');
    expect(anchors(more).length).toBeGreaterThan(1);
    expect(anchors(more).every((a) => a.href.startsWith('/composition/') && a.href !== MOONLIGHT.path)).toBe(true);
  });

  it('describes the work for search engines: MusicComposition with its editions as work examples, one canonical address', async () => {
    const html = await pageHtml(`${MOONLIGHT.path}?grade=4&sort=title`);
    const ld = jsonLdOfType(html, 'MusicComposition');
    expect(ld).toMatchObject({
      name: MOONLIGHT.title,
      url: `https://www.nkoda.com${MOONLIGHT.path}`,
      composer: [{ '@type': 'Person', name: 'Ludwig van Beethoven', url: 'https://www.nkoda.com/artists/ludwig-van-beethoven' }],
      identifier: ['Op. 27 No. 2'],
      dateCreated: '1801',
    });
    const examples = ld.workExample as Array<{ url: string }>;
    expect(examples.length).toBe(editionLinks(html).length);
    expect(examples.every((e) => /^https:\/\/www\.nkoda\.com\/work\/piano-sonata-no-14-/.test(e.url))).toBe(true);
    // Facets and order narrow the list, not the page.
    expect(canonical(html)).toBe(`https://www.nkoda.com${MOONLIGHT.path}`);
  });

  it('narrows its editions with the facets, without JavaScript: a grade it does not have leaves none, and says so', async () => {
    const all = await pageHtml(MOONLIGHT.path);
    expect(all).toMatch(/<form[^>]*method="get"/i);
    const none = await pageHtml(`${MOONLIGHT.path}?grade=1`);
    expect(editionLinks(none)).toEqual([]);
    expect(editionLinks(all).length).toBeGreaterThan(0);
  });

  it('is at its address in every language, and 404 for a work that is not there', async () => {
    const german = await pageHtml(`/de${MOONLIGHT.path}`);
    expect(canonical(german)).toBe(`https://www.nkoda.com/de${MOONLIGHT.path}`);
    for (const path of ['/composition/no-such-work', '/de/composition/no-such-work']) {
      expect((await getPage(path)).status, path).toBe(404);
    }
  });

  it('says the upstream is unavailable rather than failing bare', async () => {
    await coldCache();
    await fault('error', '/v4/promotion/compositionbyslug');
    const { status, html } = await getPage(MOONLIGHT.path);
    expect(status).toBe(503);
    expect(html).toContain(UNAVAILABLE_TEXT.title);
  });
});

describe('ways to a composition', () => {
  it("links each edition to its work's page, with the count of its editions", async () => {
    const composition = await pageHtml(MOONLIGHT.path);
    const [edition] = editionLinks(composition);
    const html = await pageHtml(edition!);
    const link = anchors(html).find((a) => a.href === MOONLIGHT.path);
    expect(link?.text).toMatch(/^All \d+ editions of this work$/);
    expect(link!.text).not.toBe(WORK_TEXT.allEditions({ count: 1 }));
  });

  it("lists a composer's works on their page, each linking to its composition", async () => {
    const html = await pageHtml('/artists/ludwig-van-beethoven');
    const works = part(html, 'aria-labelledby="artist-works"', '</section>');
    expect(works).toContain(PEOPLE_TEXT.works);
    expect(anchors(works).find((a) => a.href === MOONLIGHT.path)?.text).toBe(MOONLIGHT.title);
    expect(works).toContain('Op. 27 No. 2');
  });

  it('puts the works a search names above its editions, for every spelling of the catalogue number', async () => {
    for (const q of ['op27no2', 'Op. 27, No. 2', 'op 27 no 2']) {
      const html = await pageHtml(`/search?${new URLSearchParams({ q })}`);
      const works = part(html, 'aria-labelledby="search-works"', '</section>');
      expect(works, q).toContain(SEARCH_TEXT.works);
      expect(
        anchors(works).map((a) => a.href),
        q,
      ).toEqual([MOONLIGHT.path]);
      expect(html.indexOf('search-works'), q).toBeLessThan(html.indexOf('search-editions'));
    }
  });

  it('shows the catalogue number on edition cards', async () => {
    const html = await pageHtml('/search?q=moonlight');
    expect(html).toMatch(/class="card__number"> · (<!-- -->)?Op\. 27 No\. 2</);
  });
});
