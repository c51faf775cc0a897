import { exports } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../client/routes';
import { PAGE_DATA_CONTENT_TYPE, type PageDataLine } from '../../shared/framework/protocol/page-data';
import { coldCache, fault } from '../support/upstream';

/** A client navigation's data (shared/framework/protocol/page-data.ts): shared/framework/server/page-data-endpoint.ts. */

const BACH = { slug: 'the-well-tempered-clavier-book-1-ed-000001', title: 'The Well-Tempered Clavier, Book 1' };

async function dataOf(path: string): Promise<{ response: Response; lines: PageDataLine[] }> {
  const response = await exports.default.fetch(`http://site.test${path}`, { redirect: 'manual' });
  const text = new TextDecoder().decode(await response.arrayBuffer());
  const lines =
    response.headers.get('content-type') === PAGE_DATA_CONTENT_TYPE
      ? text
          .trimEnd()
          .split('\n')
          .map((line) => JSON.parse(line) as PageDataLine)
      : [];
  return { response, lines };
}

function firstData(lines: PageDataLine[]) {
  const first = lines[0];
  if (first?.type !== 'data') throw new Error(`expected data first, got ${JSON.stringify(first)}`);
  return first;
}

afterEach(() => fault('off'));

describe("a client navigation's data", () => {
  it('answers the loaders asked for, and only those, in one private answer', async () => {
    const { response, lines } = await dataOf('/publishers/barenreiter/__data?_routes=publisher-by-slug');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(PAGE_DATA_CONTENT_TYPE);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const first = firstData(lines);
    expect(Object.keys(first.loaderData)).toEqual(['publisher-by-slug']);
    expect(JSON.stringify(first.loaderData['publisher-by-slug'])).toContain('"name":"Bärenreiter"');
    expect(first.errors).toBeNull();
  });

  it('runs every matched loader when no route is named, the layout included', async () => {
    const { lines } = await dataOf('/publishers/barenreiter/__data');
    expect(Object.keys(firstData(lines).loaderData).sort()).toEqual(['publisher-by-slug', 'root']);
  });

  it('keeps the query the page reads', async () => {
    const b = firstData((await dataOf('/artists/__data?letter=B&_routes=artists')).lines);
    const c = firstData((await dataOf('/artists/__data?letter=C&_routes=artists')).lines);
    expect(JSON.stringify(b.loaderData.artists)).toContain('"letter":"B"');
    expect(JSON.stringify(c.loaderData.artists)).toContain('"letter":"C"');
  });

  it('answers an item that does not exist with the not-found error, for the boundary that shows it', async () => {
    const { response, lines } = await dataOf('/work/no-such-edition/__data?_routes=work-slug');
    expect(response.status).toBe(200);
    const first = firstData(lines);
    expect(first.loaderData).toEqual({});
    expect(first.errors).toMatchObject({ main: { kind: 'response', status: 404 } });
  });

  it('answers an unknown address with the not-found page in place, where a document is redirected to /404', async () => {
    const page = await exports.default.fetch('http://site.test/no/such/page', { redirect: 'manual' });
    expect(page.status).toBe(302);
    const { lines } = await dataOf('/no/such/page/__data?_routes=catch-all');
    expect(firstData(lines).errors).toMatchObject({ main: { kind: 'response', status: 404 } });
  });

  it("passes a loader's redirect on, with the language's prefix", async () => {
    expect((await dataOf('/artists/__data?letter=ab&_routes=artists')).lines).toEqual([{ type: 'redirect', status: 302, location: '/artists' }]);
    expect((await dataOf('/de/artists/__data?letter=ab&_routes=artists')).lines).toEqual([{ type: 'redirect', status: 302, location: '/de/artists' }]);
  });

  it('sends the page at once and a deferred value waiting on upstream on a line of its own', async () => {
    await coldCache();
    // Only the reads that need the edition's ref (related editions) are slow.
    await fault('slow', '/v4/promotion/edition/', 400);
    const { lines } = await dataOf(`/work/${BACH.slug}/__data?_routes=work-slug`);
    const first = firstData(lines);
    expect(JSON.stringify(first.loaderData['work-slug'])).toContain(BACH.title);
    expect(first.deferred).toEqual({ 'work-slug': ['related'] });
    expect(first.loaderData['work-slug']).not.toHaveProperty('related');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ type: 'deferred', route: 'work-slug', key: 'related' });
    expect((lines[1] as { value: unknown[] }).value).toHaveLength(8);
  });

  it('refuses route ids that are not route ids', async () => {
    for (const wanted of ['../x', 'a,,b', '', 'x'.repeat(300), 'a,b,c,d,e,f,g,h,i']) {
      const response = await exports.default.fetch(`http://site.test/publishers/__data?_routes=${encodeURIComponent(wanted)}`);
      expect(response.status, wanted).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'invalid' });
    }
  });
});

describe("the pages' code lists", () => {
  const pageIds = (list: typeof routes): string[] =>
    list.flatMap((route) => [...(route.lazy ? [route.id!] : []), ...pageIds((route.children ?? []) as typeof routes)]);

  it('list the chunks of every page with code of its own, none of the entry, for a year', async () => {
    const response = await exports.default.fetch('http://site.test/__chunks?v=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const lists = (await response.json()) as Record<string, string[]>;
    expect(Object.keys(lists).sort()).toEqual(pageIds(routes).sort());
    const page = await (await exports.default.fetch('http://site.test/publishers')).text();
    const entry = page.match(/import\("(\/assets\/entry\.client-[^"]+\.js)"\)/)?.[1] ?? page.match(/(\/assets\/entry\.client-[\w-]+\.js)/)?.[1];
    expect(entry).toBeTruthy();
    for (const files of Object.values(lists)) {
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(file).toMatch(/^\/assets\/[\w-]+\.js$/);
      expect(files).not.toContain(entry);
    }
    // The page names where they are, versioned by its entry.
    expect(page).toContain(`"chunkLists":"/__chunks?v=${entry!.slice('/assets/'.length, -3)}"`);
  });

  it("are each language's own build", async () => {
    const english = (await (await exports.default.fetch('http://site.test/__chunks')).json()) as Record<string, string[]>;
    const german = (await (await exports.default.fetch('http://site.test/de/__chunks')).json()) as Record<string, string[]>;
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
    expect(german.publishers).not.toEqual(english.publishers);
  });
});
