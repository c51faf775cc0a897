import { withContentLanguage } from '../../shared/cms-locale';
import { bffUrl, type DataAccess, type ReadRequest } from '../../shared/data-access';
import type { Language } from '../../shared/languages';
import { readAnswer, unavailable } from '../../shared/read-answer';

/** How long an answer is reused: a prefetched page's click, or a page just left and come back to. */
export const RECENT_READ_MS = 30_000;
/** At most this many answers, and this many characters of them, are kept (oldest go first). */
export const RECENT_READ_MAX = 40;
export const RECENT_READ_MAX_CHARS = 2_000_000;

interface Answer {
  status: number;
  body: unknown;
  size: number;
}

interface Recent {
  at: number;
  answer: Promise<Answer | null>;
  size: number;
}

/**
 * Reads of the last few seconds, in flight or answered, by method, address and body: a
 * navigation whose page was prefetched (./prefetch.ts), or that starts while the prefetch is
 * still on its way, reads them with no request of its own. Only answers worth keeping stay (2xx
 * and 404); a failure is dropped as soon as it is known, so the navigation asks again.
 */
const recent = new Map<string, Recent>();

function forget(now: number): void {
  let chars = 0;
  for (const entry of recent.values()) chars += entry.size;
  for (const [key, entry] of recent) {
    if (now - entry.at <= RECENT_READ_MS && recent.size <= RECENT_READ_MAX && chars <= RECENT_READ_MAX_CHARS) break;
    recent.delete(key);
    chars -= entry.size;
  }
}

async function fetchAnswer(url: string, method: string, body: string | undefined): Promise<Answer | null> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body,
    });
  } catch {
    return null;
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    if (response.ok) return null;
  }
  return { status: response.status, body: parsed, size: text.length };
}

/** The answer to a read: the one kept or in flight, else a new request (kept if worth it). */
function answerFor(request: ReadRequest<unknown>): Promise<Answer | null> {
  const method = request.method ?? 'GET';
  const url = bffUrl(request);
  const body = method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined;
  const key = `${method} ${url}\n${body ?? ''}`;
  const now = performance.now();
  const kept = recent.get(key);
  if (kept && now - kept.at <= RECENT_READ_MS) return kept.answer;
  const entry: Recent = { at: now, answer: fetchAnswer(url, method, body), size: 0 };
  recent.delete(key);
  recent.set(key, entry);
  void entry.answer.then((answer) => {
    if (recent.get(key) !== entry) return;
    if (!answer || (answer.status >= 300 && answer.status !== 404)) recent.delete(key);
    else entry.size = answer.size;
    forget(performance.now());
  });
  return entry.answer;
}

/** The caller's own abort, without taking the shared request from whoever else reads it. */
function abortable<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Loaders' data access in the browser: every read is a request to the worker's /api/ routes,
 * which cache upstream in KV, unless the same read was made in the last few seconds (see
 * `recent`). Loaders only run on client navigations and prefetches: hydration takes the
 * server's loader data from the transfer state. A page that is not English reads its content
 * (CMS) in its language, with English where there is no translation (shared/cms-locale.ts).
 */
export function createClientDataAccess(language: Language): DataAccess {
  const api: DataAccess = {
    async read(request) {
      const answer = await abortable(answerFor(request), request.signal);
      if (!answer) return unavailable();
      return readAnswer(request.schema, answer.status, answer.body);
    },
  };
  // Content reads in the page's language (decision 034), here rather than in the first-load
  // code: this module loads with the first navigation's loader, so English pays nothing.
  return withContentLanguage(api, language);
}
