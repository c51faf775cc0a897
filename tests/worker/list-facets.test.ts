import { exports } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { coldCache } from '../support/upstream';
import { FORMATS } from '../../shared/search-state';

/**
 * Issue 21, item 1: the facets on the pages whose editions they narrow (an instrument's, a
 * publisher's, a composer's). Every value the form offers with a count must lead, on the same
 * page, to a list of exactly that many editions; the page's own filter is never offered and
 * stays in every address.
 */

const get = (path: string, country?: string) =>
  exports.default.fetch(`http://site.test${path}`, { redirect: 'manual', ...(country ? { cf: { country } } : {}) } as RequestInit);

async function html(path: string, country?: string): Promise<string> {
  const response = await get(path, country);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The list's count, from its summary ("18 editions"); 0 when it says there are none. */
const listTotal = (page: string) => Number(/<p class="list-summary"[^>]*>([\d,]+) edition/.exec(page)?.[1]?.replaceAll(',', '') ?? 0);

/** The facets form's offered values: name, value and the count in the label, from the server's HTML. */
function offered(page: string): Array<{ name: string; value: string; count: number }> {
  const form = /<form class="search-facets"[\s\S]*?<\/form>/.exec(page)?.[0] ?? '';
  const found: Array<{ name: string; value: string; count: number }> = [];
  // Selects: <option value="x">Label (N)</option> inside <select name="n">.
  for (const select of form.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    for (const option of select[2]!.matchAll(/<option value="([^"]+)"[^>]*>[^<]*\((\d[\d,]*)\)<\/option>/g)) {
      found.push({ name: select[1]!, value: option[1]!, count: Number(option[2]!.replaceAll(',', '')) });
    }
  }
  // Radios: <input type="radio" … name="n" … value="x"/>Label (N)</label>.
  for (const radio of form.matchAll(/<input[^>]*type="radio"[^>]*name="([^"]+)"[^>]*value="([^"]+)"[^>]*\/>[^<]*\((\d[\d,]*)\)<\/label>/g)) {
    found.push({ name: radio[1]!, value: radio[2]!, count: Number(radio[3]!.replaceAll(',', '')) });
  }
  return found;
}

const addressWith = (path: string, name: string, value: string) => `${path}${path.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}`;

describe('facets on list pages', () => {
  beforeEach(coldCache);

  for (const { path, own } of [
    { path: '/publishers/barenreiter', own: 'publisher' },
    { path: '/instrument?instrumentRef=IN-001', own: 'instrument' },
    { path: '/artists/johann-sebastian-bach', own: 'composer' },
  ]) {
    it(`${path}: each offered value gives the count it shows, and the page's own filter is not offered`, async () => {
      const page = await html(path);
      const values = offered(page);
      expect(values.length, 'values offered').toBeGreaterThan(10);
      expect(values.some((v) => v.name === own)).toBe(false);
      // Zero counts are offered too (disabled), never hidden.
      expect(values.some((v) => v.count === 0)).toBe(true);
      // Every format, each edition in exactly one: with none chosen, they share out the list.
      const formats = values.filter((v) => v.name === 'format');
      expect(formats.map((v) => v.value)).toEqual([...FORMATS]);
      expect(formats.reduce((sum, v) => sum + v.count, 0)).toBe(listTotal(page));
      // One live value of each facet, and the period's every value: enough to catch a count that
      // counts the wrong list, without hundreds of renders.
      const picked = new Map<string, { name: string; value: string; count: number }>();
      for (const v of values) if (v.count > 0 && !picked.has(v.name)) picked.set(v.name, v);
      for (const v of values.filter((v) => v.name === 'period' && v.count > 0)) picked.set(`period-${v.value}`, v);
      // The format's every value too: it is counted per (work, publisher) pair, not per work.
      for (const v of formats.filter((v) => v.count > 0)) picked.set(`format-${v.value}`, v);
      for (const { name, value, count } of picked.values()) {
        const narrowed = await html(addressWith(path, name, value));
        expect(listTotal(narrowed), `${name}=${value} on ${path}`).toBe(count);
      }
    });
  }

  it('a performer’s editions have no facets, and filters in their address change nothing', async () => {
    const plain = await html('/artists/benedikt-achterberg');
    expect(plain).not.toContain('class="search-facets"');
    const withFilter = await html('/artists/benedikt-achterberg?grade=3');
    expect(listTotal(withFilter)).toBe(listTotal(plain));
  });

  it('the address keeps the page’s own parameter: the form carries it as a hidden field', async () => {
    const page = await html('/publisher?publisherId=1&grade=3');
    expect(page).toMatch(/<form class="search-facets"[^>]* action="\/publisher" method="get"[^>]*><input type="hidden" name="publisherId" value="1"\/>/);
    expect(listTotal(page)).toBe(listTotal(await html('/publishers/barenreiter?grade=3')));
  });

  it('a narrowed list is canonically its page: facets, order and page are left out, its own parameter kept', async () => {
    for (const [path, canonical] of <Array<[string, string]>>[
      // (Page 2 of this narrowing would be past its end: a 404, decision 044; page=1 is no tidy
      // address, answered with a redirect to the address without it, issue 33.)
      ['/publishers/barenreiter?period=romantic&sort=title&utm_source=news', 'https://www.nkoda.com/publishers/barenreiter'],
      ['/instrument?instrumentRef=IN-001&grade=3', 'https://www.nkoda.com/instrument?instrumentRef=IN-001'],
      ['/artist?artistRef=AR-0001&period=baroque', 'https://www.nkoda.com/artists/johann-sebastian-bach'],
    ]) {
      expect(await html(path), path).toContain(`<link rel="canonical" href="${canonical}"/>`);
    }
  });

  it('the availability count differs by country and is the list that choosing it gives', async () => {
    const path = '/instrument?instrumentRef=IN-001';
    const counts: number[] = [];
    for (const country of ['DE', 'US']) {
      const page = await html(path, country);
      const count = Number(/type="checkbox" name="open"[\s\S]*?\((\d+)\)<\/label>/.exec(page)?.[1] ?? NaN);
      expect(listTotal(await html(`${path}&open=1`, country)), country).toBe(count);
      counts.push(count);
    }
    expect(counts[0]).not.toBe(counts[1]);
  });
});
