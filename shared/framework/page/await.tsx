import { Suspense, use, type ReactNode } from 'react';
import type { Deferred } from '../protocol/deferred';

function Resolved<T>({ promise, children }: { promise: Promise<T>; children: (value: T) => ReactNode }) {
  return children(use(promise));
}

/**
 * Renders a loader's deferred value (shared/framework/protocol/deferred.ts). A value renders in place. A promise (a
 * server render still waiting on upstream) goes in a Suspense boundary: the shell streams with
 * `fallback` and the value follows in the same response. On hydration, where the server streamed
 * the value, it is a promise already marked fulfilled with its value, so hydration meets the same
 * boundary with the same content and never suspends. On a client navigation it is a promise
 * only while the value is still a round trip away: the page shows, and the value follows.
 *
 * No boundary when there is nothing to wait for: React 19 may stream a large boundary's content
 * after the shell even when it is ready, and that content then shows only once a script runs.
 */
export function Await<T>({ value, fallback = null, children }: { value: Deferred<T>; fallback?: ReactNode; children: (value: T) => ReactNode }) {
  if (!(value instanceof Promise)) return children(value);
  return (
    <Suspense fallback={fallback}>
      <Resolved promise={value}>{children}</Resolved>
    </Suspense>
  );
}
