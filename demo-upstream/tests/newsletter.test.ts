/** The newsletter call's two readings (docs/requirements.md §7.3: JSON `{ email }`, or no body and `?email=`), as the demo upstream checks them. */
import { beforeEach, describe, expect, it } from 'vitest';
import { call } from './test-helpers';

const PATH = '/v4/promotion/newslettersubscribers';
/** A `+`, which a query decodes as a space unless it is encoded, and letters beyond ASCII. */
const EMAIL = 'zoë+news@exämple.com';
const withQuery = (email: string) => `${PATH}?email=${encodeURIComponent(email)}`;

async function received(): Promise<{ query: Record<string, string>; body: unknown }[]> {
  const rows = (await (await call('GET', '/__received')).json()) as { path: string; query: Record<string, string>; body: unknown }[];
  return rows.filter((row) => row.path === PATH).map(({ query, body }) => ({ query, body }));
}

async function answer(path: string, body?: unknown) {
  const response = await call('POST', path, body);
  return { status: response.status, body: (await response.json()) as unknown };
}

beforeEach(async () => {
  await call('DELETE', '/__received');
});

describe('the demo upstream takes either reading of the newsletter call', () => {
  it("the footer's JSON body alone", async () => {
    expect(await answer(PATH, { email: EMAIL })).toEqual({ status: 200, body: true });
    expect(await received()).toEqual([{ query: {}, body: { email: EMAIL } }]);
  });

  it("the service's own form: no body, the address in the query", async () => {
    expect(await answer(withQuery(EMAIL))).toEqual({ status: 200, body: true });
    expect(await received()).toEqual([{ query: { email: EMAIL }, body: null }]);
  });

  it('both at once when they name the same address, and shows each in /__received', async () => {
    expect(await answer(withQuery(EMAIL), { email: EMAIL })).toEqual({ status: 200, body: true });
    expect(await received()).toEqual([{ query: { email: EMAIL }, body: { email: EMAIL } }]);
  });
});

describe('the demo upstream refuses (400, nothing recorded)', () => {
  it.each([
    ['neither reading: no body and no query', PATH, undefined],
    ['neither reading: a body without the address', PATH, {}],
    ['readings that disagree', withQuery('ada@example.com'), { email: EMAIL }],
    // What a query written without encoding gives: the `+` read as a space.
    ['a query whose `+` was not encoded', `${PATH}?email=zo%C3%AB+news%40ex%C3%A4mple.com`, { email: EMAIL }],
    ['an invalid address in the query', withQuery('nope'), undefined],
    ['an invalid address in the body', PATH, { email: 'nope' }],
  ])('%s', async (_, path, body) => {
    const { status, body: error } = await answer(path, body);
    expect(status).toBe(400);
    expect(error).toMatchObject({ error: 'bad request' });
    expect(await received()).toEqual([]);
  });
});
