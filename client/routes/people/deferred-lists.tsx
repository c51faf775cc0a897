import type { ReactNode } from 'react';
import { DeferredPart } from '../../components/deferred-part';
import type { Deferred } from '../../../shared/deferred';

/**
 * An item page's lists (an artist's or a publisher's), which on a slug address wait on a second
 * round trip and may follow the page (shared/deferred.ts); null when they could not be read,
 * which their place then says.
 */
export function DeferredLists<T>({ lists, unavailable, children }: { lists: Deferred<T | null>; unavailable: string; children: (found: T) => ReactNode }) {
  return (
    <DeferredPart value={lists}>
      {(found) =>
        found ? (
          children(found)
        ) : (
          <p className="lists-unavailable" role="status">
            {unavailable}
          </p>
        )
      }
    </DeferredPart>
  );
}
