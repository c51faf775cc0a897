import { readKey, type DataAccess, type TransferEntry } from '../../shared/data-access';
import { readAnswer, unavailable } from '../../shared/read-answer';
import { readUpstream, type ReaderContext } from '../upstream/reader';
import { logEvent } from '../log';

/**
 * How long the page being rendered may be reused: as long as the first of its upstream answers
 * stays fresh. A read that failed, or was served stale, makes the page not worth keeping.
 */
export interface PageFreshness {
  freshFor: number;
  /** Why the page may not be shared, when a loader said it depends on more than URL and cookies. */
  personal?: string;
}

/**
 * Loaders' data access on the server. Every read is recorded (already parsed, so the browser
 * gets only the fields the site uses) for the transfer state, so hydration repeats the same
 * reads without a request.
 */
export function createServerDataAccess(
  ctx: ReaderContext,
  record: Record<string, TransferEntry>,
  freshness: PageFreshness = { freshFor: Infinity },
): DataAccess {
  return {
    side: 'server',
    personal(reason) {
      freshness.personal = reason;
    },
    async read(request) {
      const key = readKey(request);
      let result;
      try {
        result = await readUpstream(ctx, { ...request, validate: (body) => request.schema.safeParse(body).success });
      } catch (error) {
        logEvent('upstream_failed', { path: request.path, error: String(error) });
        record[key] = { status: 503, body: null };
        freshness.freshFor = 0;
        return unavailable();
      }
      freshness.freshFor = Math.min(freshness.freshFor, result.freshFor);
      try {
        const value = readAnswer(request.schema, result.status, result.body);
        record[key] = { status: 200, body: value };
        return value;
      } catch (response) {
        // The browser's readAnswer turns the same status into the same error (404 or 503).
        record[key] = { status: result.status < 300 ? 503 : result.status, body: null };
        if (result.status !== 404) freshness.freshFor = 0;
        throw response;
      }
    },
  };
}
