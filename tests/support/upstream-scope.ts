import { inject } from 'vitest';
import { UPSTREAM_SCOPE_HEADER } from '../../demo-upstream/src/scope';

const PLATFORM_FETCH = Symbol.for('nkoda.tests.platformFetch');

/**
 * Set up before each file of the worker and fault suites (their `setupFiles`): every request
 * this file's isolate sends to the demo upstream (the site's reads and posts, and the tests' own
 * hook calls: faults, received posts, read counts) carries the file's scope, and the demo
 * upstream keeps a scope's faults and records apart from every other's. So one file's faults can
 * never fail another's requests, and the files run in parallel.
 *
 * The scope is the file's, not each test's: a file's tests run one after another, and a file may
 * switch a fault on in `beforeAll` for the tests that follow. The site's code is not touched: the
 * header is added here, in the test isolate, on the way out.
 */
const upstreamOrigin = new URL(inject('upstream')).origin;
const scope = crypto.randomUUID();
/**
 * The platform's fetch, kept from the first file on: the suites run files one after another in
 * each worker without isolating them (docs/decisions/057), and this file runs again before each.
 * Wrapping the last file's wrapper would send the oldest scope, set last, on every request.
 */
const platform = globalThis as typeof globalThis & { [PLATFORM_FETCH]?: typeof fetch };
platform[PLATFORM_FETCH] ??= globalThis.fetch;
const send = platform[PLATFORM_FETCH];

globalThis.fetch = function fetchInScope(input: RequestInfo | URL, init?: RequestInit) {
  const request = new Request(input, init);
  if (new URL(request.url).origin === upstreamOrigin) request.headers.set(UPSTREAM_SCOPE_HEADER, scope);
  return send(request);
};
