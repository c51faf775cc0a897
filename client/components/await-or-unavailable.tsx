import type { ReactNode } from 'react';
import { createPath, useLocation } from 'react-router';
import { Await, type Deferred, Link } from '../../shared/framework/page';
import { useMessages } from '../lib/language-context';
import { STREAMED_TEXT as STREAMED_TEXT_EN } from '#messages/client/components/await-or-unavailable';

/**
 * A deferred value that is null when it could not be read (an item page's lists): its place then
 * says `unavailable`.
 *
 * When it streams after the page (a cold cache), React reveals it with a script, so a visitor
 * without JavaScript would find its place empty, with no word why (docs/decisions/011). Its place
 * holds, for them alone, a link that loads the page again: by then the lists are in the cache
 * and the page comes with them in place.
 */
export function AwaitOrUnavailable<T>({ value, unavailable, children }: { value: Deferred<T | null>; unavailable: string; children: (found: T) => ReactNode }) {
  return (
    <Await value={value} fallback={<StillLoading />}>
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

function StillLoading() {
  const STREAMED_TEXT = useMessages(STREAMED_TEXT_EN);
  const here = createPath(useLocation());
  return (
    <noscript>
      <p className="lists-unavailable">
        {STREAMED_TEXT.stillLoading({
          reload: (text) => (
            <Link key="reload" to={here}>
              {text}
            </Link>
          ),
        })}
      </p>
    </noscript>
  );
}
