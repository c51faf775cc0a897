import { bffUrl, readKey, type DataAccess, type TransferEntry } from '../../shared/data-access';
import { readAnswer, unavailable } from '../../shared/read-answer';

export interface ClientDataAccess extends DataAccess {
  /** Called once hydration is done: later reads always go to /api/. */
  discardTransferState(): void;
}

/**
 * Loaders' data access in the browser. During hydration it answers from the server's transfer
 * state (values the server already parsed); afterwards every read is a request to the worker's
 * /api/ routes, which cache upstream in KV.
 */
export function createClientDataAccess(transfer: Record<string, TransferEntry> | null): ClientDataAccess {
  let pending = transfer;
  return {
    side: 'client',
    discardTransferState() {
      pending = null;
    },
    async read(request) {
      const entry = pending?.[readKey(request)];
      if (entry) {
        if (entry.status === 200) return entry.body as never;
        return readAnswer(request.schema, entry.status, entry.body);
      }
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
