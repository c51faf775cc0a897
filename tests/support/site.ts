import { env, exports } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { expect } from 'vitest';
import worker from '../../worker/index';

/** Requests to the site under test (the real worker in workerd), as the worker and fault suites make them. */

/** The site's own origin in the worker tests: form posts carry it, as a browser would. */
export const SITE = 'http://site.test';

/** The public origin the worker tests' site runs with (canonical links, JSON-LD URLs). */
export const ORIGIN = 'https://www.nkoda.com';

/**
 * A request to the site, as a visitor's browser sends it but with redirects not followed (a test
 * reads the redirect itself). `init` adds to or overrides that.
 */
export const site = (path: string, init: RequestInit = {}) => exports.default.fetch(`${SITE}${path}`, { redirect: 'manual', ...init });

export interface Page {
  status: number;
  html: string;
  location: string | null;
}

/**
 * A request answered by the worker's own fetch handler with an execution context of this test's,
 * read to its end, and handed back once every waitUntil of it has settled: the page kept in the
 * cache, the answers stored in KV. What the next visitor gets can then be checked, including that
 * something was NOT kept, with no guess at how long the background work takes. It also serves as
 * the fetch of code under test that asks the site itself (the redirect import's target check):
 * through `exports.default` a HEAD or an unread body leaves the page's render running (and
 * logging) after the answer, and a line logged once the test file has ended fails the run
 * (Vitest's teardown race, "Closing rpc while onUserConsoleLog was pending").
 */
export async function settledFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(input, init), env as never, ctx as never);
  const body = await response.arrayBuffer();
  await waitOnExecutionContext(ctx);
  return new Response(body.byteLength > 0 ? body : null, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** settledFetch of a path of the site, with its body as text. */
export async function fetchSettled(path: string, init: RequestInit = {}): Promise<{ response: Response; body: string }> {
  const response = await settledFetch(`${SITE}${path}`, init);
  return { response, body: await response.text() };
}

/** A page as a first visit gets it: status, HTML and any redirect target (not followed). */
export async function getPage(path: string, init?: RequestInit): Promise<Page> {
  const response = await site(path, init);
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}

/** The HTML of a page, once its status is the one expected (200 unless said). */
export async function pageHtml(path: string, status = 200): Promise<string> {
  const page = await getPage(path);
  expect(page.status, path).toBe(status);
  return page.html;
}

/** A JSON POST to the site from its own pages (a string body is sent as it is). */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return exports.default.fetch(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * Asks until the answer came from the page cache: a page is kept after its stream has ended, in
 * the background. `ask` fetches the page and reads its x-page-cache header as `outcome`.
 */
export async function untilCached<T extends { outcome: string | null }>(path: string, ask: (path: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const answer = await ask(path);
    if (answer.outcome === 'hit') return answer;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${path} never came from the page cache`);
}
