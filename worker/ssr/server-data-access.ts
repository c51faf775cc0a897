import type { DataAccess } from '../../shared/data-access';
import { readAnswer, unavailable } from '../../shared/read-answer';
import { readUpstream, type ReaderContext } from '../upstream/reader';
import { logEvent } from '../log';

/**
 * Loaders' data access on the server: upstream through the KV cache, each answer checked by the
 * read's zod schema. The browser gets the loaders' results (not these reads) in the transfer state.
 */
export function createServerDataAccess(ctx: ReaderContext): DataAccess {
  return {
    side: 'server',
    async read(request) {
      let result;
      try {
        result = await readUpstream(ctx, { ...request, validate: (body) => request.schema.safeParse(body).success });
      } catch (error) {
        logEvent('upstream_failed', { path: request.path, error: String(error) });
        return unavailable();
      }
      return readAnswer(request.schema, result.status, result.body);
    },
  };
}
