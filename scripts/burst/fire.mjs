// Sends a burst the way many new visitors would: every request at once, each on a connection of
// its own, each body read to its end (a streamed page is not answered at its headers).
import { request } from 'node:http';

/** Per request: a visitor's patience; past it the request counts as a timeout. */
const REQUEST_TIMEOUT_MS = 30_000;

function get(url) {
  return new Promise((resolve) => {
    const sent = performance.now();
    const done = (answer) => resolve({ ...answer, ms: performance.now() - sent });
    // agent: false opens a new connection per request, as separate visitors would.
    const req = request(url, { agent: false, timeout: REQUEST_TIMEOUT_MS }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => done({ status: res.statusCode, bytes, pageCache: res.headers['x-page-cache'] ?? null }));
      res.on('error', () => done({ status: null, error: 'connection' }));
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error) => done({ status: null, error: error.code === 'TIMEOUT' ? 'timeout' : 'connection' }));
    req.end();
  });
}

/**
 * Sends every path in `paths` to `site` at once. Returns each answer's status (or the error
 * that stood in for one) and time to its last byte, plus the burst's wall time.
 */
export async function fire(site, paths) {
  const started = performance.now();
  const answers = await Promise.all(paths.map(async (path) => ({ path, ...(await get(`${site}${path}`)) })));
  return { answers, wallMs: performance.now() - started };
}
