import { describe, expect, it } from 'vitest';
import { clampQuery, SEARCH_QUERY_MAX_LENGTH, searchHref, suggestionHref } from '../../client/components/search/search-href';
import { fetchSuggestions, groupSuggestions } from '../../client/components/search/suggestion-source';
import { lookupUrls } from '../../client/components/search/lookup-urls';
import { lookupDelay, SUGGEST_DEBOUNCE_MS } from '../../client/components/search/suggestion-groups';
import { SEARCH_BOX_TEXT, SUGGESTION_GROUP_LABELS } from '#messages/client/components/search/search';
import { readSuggestions, type Suggestion } from '../../shared/suggestions';
import { suggestionsSchema } from '../../shared/schemas/search';

const artist: Suggestion = { id: 'AR-0008', label: 'Ludwig van Beethoven', kind: 'artist', slug: 'ludwig-van-beethoven' };
const edition: Suggestion = { id: 'ED-000041', label: 'Für Elise (Faber Music)', kind: 'edition', slug: 'fur-elise-ed-000041' };
const work: Suggestion = { id: 'WK-0041', label: 'Für Elise, WoO 59', kind: 'composition', slug: null };
const ensemble: Suggestion = { id: 'string-quartet', label: 'String quartet', kind: 'ensemble', slug: null };

describe('search addresses', () => {
  it('trims a query and cuts it to the limit without splitting a character', () => {
    expect(clampQuery('  bach  ')).toBe('bach');
    expect(clampQuery(null)).toBe('');
    expect(clampQuery('x'.repeat(SEARCH_QUERY_MAX_LENGTH + 1))).toHaveLength(SEARCH_QUERY_MAX_LENGTH);
    const emoji = '🎻'.repeat(SEARCH_QUERY_MAX_LENGTH + 5);
    expect(Array.from(clampQuery(emoji))).toEqual(Array.from('🎻'.repeat(SEARCH_QUERY_MAX_LENGTH)));
  });

  it('links each kind of suggestion to its page, or to a search for its name', () => {
    expect(suggestionHref(artist)).toBe('/artists/ludwig-van-beethoven');
    expect(suggestionHref(edition)).toBe('/work/fur-elise-ed-000041');
    expect(suggestionHref({ ...work, slug: 'fur-elise-beethoven' })).toBe('/composition/fur-elise-beethoven');
    expect(suggestionHref(work)).toBe('/search?q=F%C3%BCr+Elise%2C+WoO+59');
    expect(suggestionHref(ensemble)).toBe('/search?q=String+quartet');
    expect(suggestionHref({ ...artist, slug: null })).toBe('/search?q=Ludwig+van+Beethoven');
    expect(searchHref('  ')).toBe('/search');
  });
});

describe('suggestions', () => {
  it('asks the four lookups through the BFF', () => {
    expect(lookupUrls('bee')).toEqual([
      '/api/v4/search/lookupartist?artist=bee&top=5',
      '/api/v4/search/lookupedition?edition=bee&top=5',
      '/api/v4/search/lookupcomposition?queryString=bee&top=5',
      '/api/v4/search/lookupensemble?queryString=bee&top=3',
    ]);
  });

  it('groups in a fixed order, works before their editions, and numbers the options in that order', () => {
    const groups = groupSuggestions([ensemble, work, edition, artist], SUGGESTION_GROUP_LABELS);
    expect(groups.map((g) => g.label)).toEqual([
      SUGGESTION_GROUP_LABELS.artist,
      SUGGESTION_GROUP_LABELS.composition,
      SUGGESTION_GROUP_LABELS.edition,
      SUGGESTION_GROUP_LABELS.ensemble,
    ]);
    expect(groups.flatMap((g) => g.options.map((o) => [o.index, o.suggestion.id]))).toEqual([
      [0, 'AR-0008'],
      [1, 'WK-0041'],
      [2, 'ED-000041'],
      [3, 'string-quartet'],
    ]);
    expect(groupSuggestions([work], SUGGESTION_GROUP_LABELS)).toHaveLength(1);
  });

  it('keeps the answers of the lookups that work when one fails or answers nonsense', async () => {
    const answers: Record<string, () => Response> = {
      lookupartist: () => Response.json([artist]),
      lookupedition: () => new Response('{"error":"unavailable"}', { status: 503 }),
      lookupcomposition: () => Response.json([{ id: 'x' }]),
      lookupensemble: () => {
        throw new TypeError('network down');
      },
    };
    const fakeFetch = (async (url: string) => answers[url.split('/').pop()!.split('?')[0]!]!()) as unknown as typeof fetch;
    expect(await fetchSuggestions('bee', new AbortController().signal, fakeFetch)).toEqual([artist]);
  });

  it("reads a lookup's answer as the worker's schema does: the rows' own fields, or nothing if one row is wrong", () => {
    const answers: unknown[] = [
      [artist, edition, work, ensemble],
      [],
      [{ ...artist, extra: 'dropped' }],
      [{ ...artist, slug: undefined }],
      [{ ...artist, slug: 7 }],
      [{ ...artist, id: '' }],
      [{ ...artist, label: '' }],
      [{ ...artist, label: 5 }],
      [{ ...artist, kind: 'publisher' }],
      [artist, { ...work, kind: null }],
      [artist, null],
      [['AR-0008']],
      { rows: [artist] },
      'Beethoven',
      null,
    ];
    const bySchema = (answer: unknown) => {
      const parsed = suggestionsSchema.safeParse(answer);
      return parsed.success ? parsed.data : null;
    };
    for (const answer of answers) expect(readSuggestions(answer), JSON.stringify(answer)).toEqual(bySchema(answer));
    expect(readSuggestions([{ ...artist, extra: 'dropped' }])).toEqual([artist]);
    expect(readSuggestions([artist, { ...work, kind: 'publisher' }])).toBeNull();
  });

  it('sends the lookups once typing has paused, counted from the last key: at once for text typed long enough ago', () => {
    // Typed just now: the whole pause; 50 ms ago: the rest of it.
    expect(lookupDelay(1000, 1000)).toBe(SUGGEST_DEBOUNCE_MS);
    expect(lookupDelay(1000, 1050)).toBe(SUGGEST_DEBOUNCE_MS - 50);
    // Typed before the box's code came, a second ago, and still since: no further pause.
    expect(lookupDelay(1000, 2000)).toBe(0);
    // Text that was not typed (no last key) waits the whole pause; a clock that went back never lengthens it.
    expect(lookupDelay(null, 2000)).toBe(SUGGEST_DEBOUNCE_MS);
    expect(lookupDelay(2000, 1000)).toBe(SUGGEST_DEBOUNCE_MS);
  });

  it('announces how many suggestions there are', () => {
    expect(SEARCH_BOX_TEXT.announcement({ count: 0 })).toBe('No suggestions');
    expect(SEARCH_BOX_TEXT.announcement({ count: 1 })).toBe('1 suggestion');
    expect(SEARCH_BOX_TEXT.announcement({ count: 9 })).toBe('9 suggestions');
  });
});
