import { isRouteErrorResponse, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import type { DeferredKeys } from './deferred';

/**
 * The server's loader results and route errors, as the browser router takes them for
 * `hydrationData`. Loader data is plain JSON (docs/requirements.md §10.6); errors are the
 * `data()` responses loaders throw (404, 503), flattened here and rebuilt in the browser so
 * `isRouteErrorResponse` holds on both sides.
 */
export interface RouterHydration {
  loaderData: Record<string, unknown>;
  errors: Record<string, SerializedRouteError> | null;
  /** The deferred values that streamed after the shell (./deferred.ts). */
  deferredKeys?: DeferredKeys;
}

export type SerializedRouteError =
  | { kind: 'response'; status: number; statusText: string; data: unknown; internal: boolean }
  | { kind: 'error'; message: string };

export function serializeRouteErrors(errors: Record<string, unknown> | null): RouterHydration['errors'] {
  if (!errors) return null;
  const out: Record<string, SerializedRouteError> = {};
  for (const [id, error] of Object.entries(errors)) {
    out[id] = isRouteErrorResponse(error)
      ? {
          kind: 'response',
          status: error.status,
          statusText: error.statusText,
          data: error.data,
          internal: (error as { internal?: boolean }).internal === true,
        }
      : // The message of a server exception stays on the server.
        { kind: 'error', message: 'Unexpected Server Error' };
  }
  return out;
}

export function deserializeRouteErrors(errors: RouterHydration['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(errors)) {
    out[id] = error.kind === 'response' ? new ErrorResponseImpl(error.status, error.statusText, error.data, error.internal) : new Error(error.message);
  }
  return out;
}
