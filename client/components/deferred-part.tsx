import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';
import type { Deferred } from '../../shared/deferred';

/**
 * Renders a loader's deferred part (shared/deferred.ts). A value renders in place. A promise (a
 * server render still waiting on upstream) goes in a Suspense boundary: the shell streams with
 * `fallback` and the part follows in the same response. In the browser the part is a value,
 * or, where the server streamed it, a promise already settled with its value, so hydration
 * meets the same boundary with the same content.
 *
 * No boundary when there is nothing to wait for: React 19 may stream a large boundary's content
 * after the shell even when it is ready, and that content then shows only once a script runs.
 */
export function DeferredPart<T>({ value, fallback = null, children }: { value: Deferred<T>; fallback?: ReactNode; children: (value: T) => ReactNode }) {
  if (!(value instanceof Promise)) return children(value);
  return (
    <Suspense fallback={fallback}>
      <Await resolve={value}>{(resolved: T) => children(resolved)}</Await>
    </Suspense>
  );
}
