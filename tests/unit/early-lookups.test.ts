import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askLookupsEarly, EARLY_ANSWER_MS, fetchLookup, takeOverLookups } from '../../client/components/search/early-lookups';
import { lookupUrls } from '../../client/components/search/lookup-urls';
import { fetchSuggestions } from '../../client/components/search/suggestion-source';
import type { Suggestion } from '../../shared/suggestions';

const artist: Suggestion = { id: 'AR-0008', label: 'Ludwig van Beethoven', kind: 'artist', slug: 'ludwig-van-beethoven' };

/** Every fetch the code makes: its address and headers; each answers the artist for the artist lookup, nothing for the others. */
let asked: Array<{ url: string; accept: string | null }>;

beforeEach(() => {
  asked = [];
  // A new page: the shared store lives on the window.
  vi.stubGlobal('window', {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      asked.push({ url: input, accept: new Headers(init?.headers).get('accept') });
      return Response.json(input.includes('lookupartist') ? [artist] : []);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('lookups asked before the search box has its code', () => {
  it('asks the four lookups the box would, for two characters or more', () => {
    askLookupsEarly('b');
    expect(asked).toEqual([]);
    askLookupsEarly('bee');
    expect(asked).toEqual(lookupUrls('bee').map((url) => ({ url, accept: 'application/json' })));
  });

  it('gives the box each early answer once, by its address, and fetches the rest', async () => {
    askLookupsEarly('bee');
    const [url] = lookupUrls('bee');
    expect(await (await fetchLookup(url!)).json()).toEqual([artist]);
    expect(asked).toHaveLength(4);
    await fetchLookup(url!);
    expect(asked).toHaveLength(5);
    await fetchLookup(lookupUrls('beet')[0]!);
    expect(asked.at(-1)!.url).toBe(lookupUrls('beet')[0]);
  });

  it('lets the box show suggestions from the early answers without asking again', async () => {
    askLookupsEarly('bee');
    expect(await fetchSuggestions('bee', new AbortController().signal)).toEqual([artist]);
    expect(asked).toHaveLength(4);
  });

  it('asks nothing more once the box has taken over, and still gives what was asked before', async () => {
    askLookupsEarly('bee');
    takeOverLookups();
    askLookupsEarly('beet');
    expect(asked).toHaveLength(4);
    await fetchSuggestions('bee', new AbortController().signal);
    expect(asked).toHaveLength(4);
  });

  it('asks again for an answer older than its limit', async () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    askLookupsEarly('bee');
    now.mockReturnValue(1_000 + EARLY_ANSWER_MS);
    await fetchSuggestions('bee', new AbortController().signal);
    expect(asked).toHaveLength(8);
  });
});
