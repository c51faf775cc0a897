import { describe, expect, it } from 'vitest';
import { checkRead, MAX_BODY_DEPTH, nestsDeeperThan, READ_CONTRACT } from '../../worker/api/read-contract';
import { LIST_MAX_TOP } from '../../shared/schemas/common';

/** The read contract (worker/api/read-contract.ts) on its own; the worker tests check it in place. */

const read = (method: string, path: string, query = '', body = '') =>
  checkRead(
    path.startsWith('/v4/search') ? 'search' : path.startsWith('/v4/stripe') ? 'subscription' : path.startsWith('/v4') ? 'promotion' : 'cms',
    method,
    path,
    new URLSearchParams(query),
    body,
  );

describe('read contract', () => {
  it('takes the reads the site makes, as it makes them', () => {
    expect(
      read('POST', '/v4/search/all', '', JSON.stringify({ query: 'piano', filters: { period: 'baroque' }, sort: 'relevance', facets: true, skip: 24, top: 24 }))
        .ok,
    ).toBe(true);
    expect(read('POST', '/v4/search/edition', '', JSON.stringify({ instrumentRefs: ['IN-0001'], skip: 0, top: 24 })).ok).toBe(true);
    expect(read('POST', '/v4/search/edition', '', JSON.stringify({ filters: { format: 'vocal-score', grade: 3 }, facets: true, top: 24 })).ok).toBe(true);
    expect(read('POST', '/v4/promotion/artist/letter', 'letter=B', JSON.stringify({ skip: 8, top: 8 })).ok).toBe(true);
    expect(
      read(
        'GET',
        '/blog-articles',
        'filters[category][slug][$eq]=news&sort=publishedAt:desc,createdAt:desc&pagination[page]=2&pagination[pageSize]=6&locale=de',
      ).ok,
    ).toBe(true);
    expect(read('GET', '/legal-pages', 'fields[0]=slug&fields[1]=title&fields[2]=locale&sort=title:asc&pagination[pageSize]=100').ok).toBe(true);
    expect(read('GET', '/v4/stripeSubscription/plans', 'discount=').ok).toBe(true);
  });

  it('refuses unknown parameters and keys, repeated parameters, and values out of bounds', () => {
    const refused: Array<[string, string, string, string]> = [
      ['POST', '/v4/search/all', '', JSON.stringify({ query: 'piano', skip: 0, top: 20, zz: 1 })],
      ['POST', '/v4/search/all', '', JSON.stringify({ query: 'piano', skip: 0, top: 1_000_000_000 })],
      ['POST', '/v4/search/all', '', JSON.stringify({ query: 'piano', skip: 0, top: LIST_MAX_TOP + 1 })],
      ['POST', '/v4/search/all', '', JSON.stringify({ query: 'piano', skip: 5, top: 20 })],
      ['POST', '/v4/search/all', '', JSON.stringify({ filters: { period: 'Baroque', extra: 1 } })],
      ['POST', '/v4/search/edition', '', JSON.stringify({ filters: { format: 'full-score' } })],
      ['POST', '/v4/search/all', '', '[]'],
      ['GET', '/v4/promotion/publishers', 'zz=1', ''],
      ['GET', '/v4/promotion/edition', 'editionRef=ED-1&editionRef=ED-2', ''],
      ['GET', '/blog-articles', 'publicationState=preview', ''],
      ['GET', '/blog-articles', 'pagination[pageSize]=100000', ''],
      ['GET', '/v4/search/lookupartist', 'artist=ba&top=1000', ''],
      ['GET', '/v4/promotion/users', '', ''],
    ];
    for (const [method, path, query, body] of refused) expect(read(method, path, query, body).ok, `${path}?${query} ${body}`).toBe(false);
  });

  it('refuses a body nested past its depth without parsing it', () => {
    const deep = `${'['.repeat(7000)}${']'.repeat(7000)}`;
    expect(nestsDeeperThan(deep, MAX_BODY_DEPTH)).toBe(true);
    expect(nestsDeeperThan('{"query":"[[[[[[[[{{{{{{\\"","top":1}', MAX_BODY_DEPTH)).toBe(false);
    const answer = read(
      'POST',
      '/v4/search/all',
      '',
      JSON.stringify({ query: deep.slice(0, 100) }).replace('"query"', `"filters":${'{"a":'.repeat(10)}1${'}'.repeat(10)},"query"`),
    );
    expect(answer).toEqual({ ok: false, fields: { body: expect.stringContaining('deeper') } });
  });

  it('has every route once', () => {
    const keys = READ_CONTRACT.map((route) => `${route.family} ${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
