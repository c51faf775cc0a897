import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRouteErrorResponse } from 'react-router';
import { pageDataStrategy, prefetchPageData, readPageData } from '../../shared/framework/browser/page-data-strategy';
import { pageDataUrl, pagePathOf, type PageDataLine } from '../../shared/framework/protocol/page-data';

/** A navigation's data as the browser reads it (shared/framework/browser/page-data-strategy.ts), from an answer whose lines this test sends. */
function answering(): { send: (line: PageDataLine | string) => void; end: () => void } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } })),
  );
  return {
    send: (line) => controller.enqueue(encoder.encode(typeof line === 'string' ? line : `${JSON.stringify(line)}\n`)),
    end: () => controller.close(),
  };
}

const settledState = async (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
  ]);

afterEach(() => vi.unstubAllGlobals());

describe("a navigation's data in the browser", () => {
  it('is there with the first line, while a deferred value waits for its own', async () => {
    const answer = answering();
    const reading = readPageData('/work/x/__data?_routes=work-slug');
    // Split mid-line: lines are whole only at their newline.
    const first = JSON.stringify({ type: 'data', loaderData: { 'work-slug': { title: 'X' } }, deferred: { 'work-slug': ['related'] }, errors: null });
    answer.send(first.slice(0, 20));
    expect(await settledState(reading)).toBe('pending');
    answer.send(`${first.slice(20)}\n`);
    const got = await reading;
    if (got.kind !== 'data') throw new Error('expected data');
    const data = got.loaderData['work-slug'] as { title: string; related: Promise<unknown> };
    expect(data.title).toBe('X');
    expect(await settledState(data.related)).toBe('pending');
    answer.send({ type: 'deferred', route: 'work-slug', key: 'related', value: [1, 2] });
    await expect(data.related).resolves.toEqual([1, 2]);
    answer.end();
    await got.settled;
  });

  it('fails a deferred value whose line says so, and one whose line never comes', async () => {
    const answer = answering();
    const reading = readPageData('/a/__data');
    answer.send({ type: 'data', loaderData: { a: {} }, deferred: { a: ['one', 'two'] }, errors: null });
    const got = await reading;
    if (got.kind !== 'data') throw new Error('expected data');
    const { one, two } = got.loaderData.a as { one: Promise<unknown>; two: Promise<unknown> };
    answer.send({ type: 'deferred', route: 'a', key: 'one', failed: true });
    await expect(one).rejects.toThrow();
    answer.end();
    await expect(two).rejects.toThrow();
  });

  it('passes a redirect on, and rebuilds route errors as the router knows them', async () => {
    let answer = answering();
    let reading = readPageData('/artists/__data');
    answer.send({ type: 'redirect', status: 302, location: '/artists' });
    await expect(reading).resolves.toEqual({ kind: 'redirect', status: 302, location: '/artists' });

    answer = answering();
    reading = readPageData('/work/none/__data');
    answer.send({
      type: 'data',
      loaderData: {},
      deferred: {},
      errors: { main: { kind: 'response', status: 404, statusText: 'Not Found', data: null, internal: false } },
    });
    const got = await reading;
    if (got.kind !== 'data') throw new Error('expected data');
    expect(isRouteErrorResponse(got.errors?.main) && got.errors.main.status).toBe(404);
  });

  it('makes a failed request or a broken answer the unavailable error (503)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":"upstream"}', { status: 503 })),
    );
    await expect(readPageData('/a/__data')).rejects.toMatchObject({ init: { status: 503 } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(readPageData('/a/__data')).rejects.toMatchObject({ init: { status: 503 } });
    const answer = answering();
    const reading = readPageData('/a/__data');
    answer.send('not json\n');
    await expect(reading).rejects.toMatchObject({ init: { status: 503 } });
  });
});

describe('data addresses', () => {
  it("are the page's own, with the routes to load last, and lead back to the page", () => {
    expect(pageDataUrl('/', '', ['home'])).toBe('/__data?_routes=home');
    expect(pageDataUrl('/de', '', ['home'])).toBe('/de/__data?_routes=home');
    expect(pageDataUrl('/artists/', '?letter=B&_routes=x', ['artists'])).toBe('/artists/__data?letter=B&_routes=artists');
    expect(pageDataUrl('/work/x', '?shareRef=1', ['work-slug', 'main'])).toBe('/work/x/__data?shareRef=1&_routes=work-slug%2Cmain');
    expect(pagePathOf('/__data')).toBe('/');
    expect(pagePathOf('/de/__data')).toBe('/de');
    expect(pagePathOf('/work/x/__data')).toBe('/work/x');
    expect(pagePathOf('/work/x')).toBeNull();
  });
});

describe("a navigation's wait, as the progress bar hears of it", () => {
  /** A router's call of the strategy for one page with a loader, as React Router makes it. */
  const navigate = (strategy: ReturnType<typeof pageDataStrategy>, href: string) =>
    strategy({
      request: new Request(`https://site.test${href}`),
      matches: [
        {
          route: { id: 'work-slug', loader: () => null },
          shouldCallHandler: () => true,
          resolve: async (load: () => Promise<unknown>) => ({ type: 'data', result: await load() }),
        },
      ],
      context: {},
    } as unknown as Parameters<ReturnType<typeof pageDataStrategy>>[0]);

  it('waits on the network for data not in hand, and not for data fetched ahead that has arrived', async () => {
    const heard: boolean[] = [];
    const strategy = pageDataStrategy({
      remembered: () => undefined,
      before: () => Promise.resolve(),
      code: () => undefined,
      waits: (onNetwork) => heard.push(onNetwork),
    });
    const line = { type: 'data', loaderData: { 'work-slug': { title: 'X' } }, deferred: {}, errors: null };

    let answer = answering();
    const cold = navigate(strategy, '/work/cold');
    answer.send(line as PageDataLine);
    answer.end();
    await cold;
    expect(heard).toEqual([true]);

    // Fetched ahead: while its answer is on its way the navigation waits for it; once it is in,
    // a navigation there waits on nothing.
    answer = answering();
    prefetchPageData(new URL('https://site.test/work/ahead'), ['work-slug']);
    answer.send(line as PageDataLine);
    answer.end();
    await navigate(strategy, '/work/ahead');
    expect(heard).toEqual([true, true]);
    await navigate(strategy, '/work/ahead');
    expect(heard).toEqual([true, true, false]);
  });
});
