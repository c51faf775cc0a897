import { bffUrl, type DataAccess } from '../../shared/data-access';
import { readAnswer, unavailable } from '../../shared/read-answer';

/**
 * Loaders' data access in the browser: every read is a request to the worker's /api/ routes,
 * which cache upstream in KV. Loaders only run on client navigations: hydration takes the
 * server's loader data from the transfer state.
 */
export function createClientDataAccess(): DataAccess {
  return {
    async read(request) {
      const method = request.method ?? 'GET';
      let response: Response;
      try {
        response = await fetch(bffUrl(request), {
          method,
          headers: { accept: 'application/json', ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
          body: method === 'POST' ? JSON.stringify(request.body ?? {}) : undefined,
          signal: request.signal,
        });
      } catch (error) {
        if (request.signal?.aborted) throw error;
        return unavailable();
      }
      let body: unknown = null;
      try {
        body = await response.json();
      } catch {
        if (response.ok) unavailable();
      }
      return readAnswer(request.schema, response.status, body);
    },
  };
}
