// The smoke check's one way of asking the site something: a visitor's or crawler's request, never
// following a redirect (each check says which it expects), bounded by its own timeout and by the
// whole run's deadline, so a site that accepts connections and never answers still ends the run.

/** A failed expectation: its message is the whole FAIL line's detail (no stack trace is printed). */
export class CheckFailure extends Error {}

/**
 * Who asks. The site renders a page for a crawler whole and streams it to a browser (isbot, in
 * worker/ssr/page-response.ts), so the smoke asks both ways: a browser's User-Agent for what
 * visitors get, and one isbot takes for a crawler for what search engines read. Both carry
 * "nkoda-smoke/1", so the site's logs tell these requests apart. (Not "smoke-check": isbot reads
 * "check" as a bot's, and the visitor would get the crawler's render.)
 */
export const USER_AGENTS = {
  visitor: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 nkoda-smoke/1',
  crawler: 'nkoda-smoke/1 (crawler)',
};

/** Most of a page the smoke reads; a page that is larger is cut, which no check needs beyond. */
const MAX_BODY_CHARS = 4_000_000;

/** Why a request got no answer, in an operator's words (Node's fetch puts the socket's code in `cause`). */
function describeNetworkError(error) {
  const code = error?.cause?.code ?? error?.code;
  const known = {
    ECONNREFUSED: 'connection refused (is the site up on this host and port?)',
    ENOTFOUND: 'host name not found (DNS)',
    EAI_AGAIN: 'host name lookup failed (DNS)',
    ECONNRESET: 'connection reset by the server',
    UND_ERR_SOCKET: 'the server closed the connection',
    CERT_HAS_EXPIRED: 'TLS certificate expired',
    ERR_TLS_CERT_ALTNAME_INVALID: 'TLS certificate is not for this host',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'TLS certificate is self-signed',
  };
  if (code && known[code]) return known[code];
  if (code) return `request failed (${code})`;
  return `request failed (${error?.cause?.message ?? error?.message ?? String(error)})`;
}

/**
 * A client for one site, `headers` on every request: `request(path, init)` (`init.as`: 'visitor',
 * the default, or 'crawler') answers `{ status, headers, url, text }` or throws a CheckFailure
 * saying why there was no answer. `runSignal` aborts when the whole run is over time.
 *
 * Each request's limit is a timer of its own rather than AbortSignal.timeout() joined with the
 * run's signal by AbortSignal.any(): in Node 20 a garbage collection can take the joined timeout
 * signal before it fires (nodejs/node#57736), and a request to a site that never answers then
 * waited for the run's limit instead (tests/unit/smoke.test.ts has the case).
 */
export function siteClient(origin, { headers = {}, timeoutSeconds, runSignal }) {
  return async function request(path, init = {}) {
    const url = new URL(path, origin);
    const what = `${init.method ?? 'GET'} ${url.pathname}${url.search}`;
    const controller = new AbortController();
    const timedOut = new CheckFailure(`${what}: no answer within ${timeoutSeconds} s`);
    const timer = setTimeout(() => controller.abort(timedOut), timeoutSeconds * 1000);
    const runOver = () => controller.abort(new CheckFailure(`${what}: not answered when the run's overall limit was reached`));
    if (runSignal.aborted) runOver();
    runSignal.addEventListener('abort', runOver);
    try {
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        signal: controller.signal,
        headers: { 'user-agent': USER_AGENTS[init.as ?? 'visitor'], ...headers, ...init.headers },
      });
      const text = init.stopAt ? await readUntil(response, init.stopAt) : (await response.text()).slice(0, MAX_BODY_CHARS);
      return { status: response.status, headers: response.headers, url, text };
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason;
      throw new CheckFailure(`${what}: ${describeNetworkError(error)}`);
    } finally {
      clearTimeout(timer);
      runSignal.removeEventListener('abort', runOver);
    }
  };
}

/**
 * Reads a body only until `pattern` has matched (or the cap), then cancels the rest: an edition
 * sitemap holds thousands of addresses and the smoke needs one.
 */
async function readUntil(response, pattern) {
  if (!response.body) return '';
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of response.body) {
    text += decoder.decode(chunk, { stream: true });
    if (pattern.test(text) || text.length > MAX_BODY_CHARS) break;
  }
  // Breaking out of the loop releases the stream; the rest is never read.
  return text;
}
