import { exports } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { REGION_BANNER_TEXT } from '#messages/shared/spec';
import type { EditionSummary } from '../../shared/schemas/promotion';
import { RESTRICTION } from '../../shared/spec';
import { coldCache, upstream } from '../support/upstream';

/**
 * Issue 21, item 2: what a visitor may open depends on the country the edge locates them in
 * (request.cf.country; these tests set it per request), and no cache hands one country's
 * answer to another.
 */

const inCountry = (path: string, country: string | null) =>
  exports.default.fetch(`http://site.test${path}`, { redirect: 'manual', ...(country ? { cf: { country } } : {}) } as RequestInit);

async function pageIn(path: string, country: string | null): Promise<{ html: string; cache: string | null }> {
  const response = await inCountry(path, country);
  expect(response.status, `${path} in ${country}`).toBe(200);
  return { html: await response.text(), cache: response.headers.get('x-page-cache') };
}

/** A page is kept after its stream ends, in the background: ask until the cache serves it. */
async function cachedPageIn(path: string, country: string) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const answer = await pageIn(path, country);
    if (answer.cache === 'hit') return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} in ${country} was never served from the page cache`);
}

/** Region-restricted editions of the demo catalogue, read from the upstream directly. */
async function regionRestricted(): Promise<EditionSummary[]> {
  const found: EditionSummary[] = [];
  for (let skip = 0; skip < 300; skip += 100) {
    const response = await fetch(`${upstream}/v4/search/edition`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ skip, top: 100 }),
    });
    const { items } = (await response.json()) as { items: EditionSummary[] };
    found.push(...items.filter((edition) => edition.restriction === RESTRICTION.region));
  }
  return found;
}

const bannerShown = (html: string) => html.includes(REGION_BANNER_TEXT.message);
/** The total of a results page, from its summary line ("12 editions"). */
const resultsTotal = (html: string) => Number(/<p class="list-summary"[^>]*>([\d,]+)/.exec(html)?.[1]?.replaceAll(',', '') ?? 0);

describe('regional availability', () => {
  beforeEach(coldCache);

  it('an edition restricted to some countries opens there only, and the page cache keeps countries apart', async () => {
    const restricted = await regionRestricted();
    const edition = restricted.find((e) => e.territories?.includes('DE'));
    expect(edition, 'a region-restricted edition that opens in Germany').toBeDefined();
    const outside = ['US', 'FR', 'JP', 'BR'].find((country) => !edition!.territories!.includes(country))!;
    const path = `/work/${edition!.slug}`;

    expect(bannerShown((await pageIn(path, 'DE')).html)).toBe(false);
    expect(bannerShown((await cachedPageIn(path, 'DE')).html)).toBe(false);

    // The same address from elsewhere: its own render, with the banner, never Germany's copy.
    const elsewhere = await pageIn(path, outside);
    expect(elsewhere.cache).not.toBe('hit');
    expect(bannerShown(elsewhere.html)).toBe(true);
    expect(bannerShown((await pageIn(path, 'DE')).html)).toBe(false);
    // An unlocated visitor cannot be shown an edition that opens only in some countries.
    expect(bannerShown((await pageIn(path, null)).html)).toBe(true);
  });

  it('"available in my country" counts what opens there, and one country\'s results never reach another', async () => {
    const restricted = await regionRestricted();
    const all = resultsTotal((await pageIn('/search', 'DE')).html);
    const german = await pageIn('/search?open=1', 'DE');
    const french = await pageIn('/search?open=1', 'FR');
    const opensIn = (country: string) => restricted.filter((e) => !e.territories?.includes(country)).length;
    expect(resultsTotal(german.html)).toBe(all - opensIn('DE'));
    expect(resultsTotal(french.html)).toBe(all - opensIn('FR'));
    expect(resultsTotal(german.html)).not.toBe(resultsTotal(french.html));
    // Asked again, each country gets its own cached page.
    expect(resultsTotal((await cachedPageIn('/search?open=1', 'FR')).html)).toBe(all - opensIn('FR'));
    expect(resultsTotal((await cachedPageIn('/search?open=1', 'DE')).html)).toBe(all - opensIn('DE'));
  });
});
