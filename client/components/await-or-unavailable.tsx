import type { ReactNode } from 'react';
import { Await, type Deferred } from '../../shared/framework/page';

/**
 * A deferred value that is null when it could not be read (an item page's lists): its place then
 * says `unavailable`.
 */
export function AwaitOrUnavailable<T>({ value, unavailable, children }: { value: Deferred<T | null>; unavailable: string; children: (found: T) => ReactNode }) {
  return (
    <Await value={value}>
      {(found) =>
        found ? (
          children(found)
        ) : (
          <p className="lists-unavailable" role="status">
            {unavailable}
          </p>
        )
      }
    </Await>
  );
}
