import type { DataAccess, ReadRequest } from '../../shared/data-access';
import { readAnswer, unavailable } from '../../shared/read-answer';
import { readUpstream, type ReaderContext } from '../upstream/reader';
import type { PageFreshness, ReadTracker } from '../../shared/framework/server';

/**
 * Loaders' data access on the server: upstream through the KV cache, each answer checked by the
 * read's zod schema. The browser gets the loaders' results (not these reads) in the transfer state.
 */
export function createServerDataAccess(ctx: ReaderContext, freshness: PageFreshness = { freshFor: Infinity }, tracker?: ReadTracker): DataAccess {
  return {
    async read<T>(request: ReadRequest<T>): Promise<T> {
      const progress = tracker?.start();
      // The cache checks every answer it serves or keeps with the read's schema; the value that
      // check parsed is the loader's, so an answer is parsed once, not a second time below.
      let checked: { body: unknown; data: T } | undefined;
      const validate = (body: unknown) => {
        const parsed = request.schema.safeParse(body);
        if (parsed.success) checked = { body, data: parsed.data };
        return parsed.success;
      };
      let result: Awaited<ReturnType<typeof readUpstream>>;
      try {
        result = await readUpstream(ctx, { ...request, validate, onUpstream: progress?.upstream });
      } catch {
        // The failed call has logged itself (upstream_failed); the page says it is unavailable.
        freshness.freshFor = 0;
        return unavailable();
      } finally {
        progress?.settled();
      }
      freshness.freshFor = Math.min(freshness.freshFor, result.freshFor);
      // A 404 is an answer worth keeping (the page says "not found"); anything else that is not
      // a usable body is a failure the next render should retry.
      if (result.status >= 300 && result.status !== 404) freshness.freshFor = 0;
      if (checked && checked.body === result.body && result.status >= 200 && result.status < 300) return checked.data;
      return readAnswer(request.schema, result.status, result.body);
    },
  };
}
