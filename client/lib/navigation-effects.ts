import { useContext, useEffect, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, useMatches, useNavigationType } from 'react-router';
import { usePublicConfig } from '../state/use-public-config';
import { trackPageView } from './analytics';
import { useContentHolder, type PageHandle } from './route-handle';
import { watchViewportHeight } from './viewport-height';
import { scrollsToTop } from './scroll-rule';
import { easeNewPage } from '../../shared/framework/page';
import { PREVIEW_QUERY_PARAM, type PageViewKind } from '../../shared/spec';

interface PageViewHandle extends PageHandle {
  pageView?: string;
}

/**
 * Browser-only behaviour of every navigation (docs/requirements.md §2.2.5): scroll to top unless
 * the address paginates (page=) or is a back or forward to a page whose position was kept
 * (../../shared/framework/browser/scroll-memory.ts), one page view per navigation (with the page's name from
 * docs/requirements.md §2.5 and, on an item page, its kind and ref), and the viewport-height
 * variable. The progress bar follows the router itself (../../shared/framework/browser/progress-bar.ts).
 */
export function useNavigationEffects(): void {
  const config = usePublicConfig();
  const location = useLocation();
  const matches = useMatches();
  const { ref } = useContentHolder();
  // A number on a return to a page whose position React Router kept; false on hydration (the
  // browser keeps the document's own position) and for a revalidation.
  const restore = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
  const navigationType = useNavigationType();

  // Before paint, so the new page is never seen at the old one's scroll position; then it eases in
  // from there, if the click that led to it asked for that.
  useLayoutEffect(() => {
    if (typeof restore === 'number') window.scrollTo(0, restore);
    else if (restore !== false && scrollsToTop(location.pathname + location.search, location.state)) window.scrollTo(0, 0);
    easeNewPage(navigationType === 'POP');
    // Once per location, with the position kept for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useEffect(() => {
    const url = location.pathname + location.search;
    // Only the worker can check a preview key (and it keeps the key out of the page): a client
    // navigation to such an address becomes a document load.
    if (new URLSearchParams(location.search).has(PREVIEW_QUERY_PARAM)) {
      window.location.replace(url);
      return;
    }
    let name: string | undefined;
    let kind: PageViewKind | undefined;
    for (const match of matches) {
      const handle = match.handle as PageViewHandle | undefined;
      name = handle?.pageView ?? name;
      // An item page whose loader threw (not found, unavailable) shows no item: no kind then.
      if (match.loaderData !== undefined) kind = handle?.pageViewKind ?? kind;
    }
    trackPageView(config, window.location.origin + url, name, kind ? { kind, ref } : undefined);
    // Runs once per location; matches belong to that location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useEffect(() => watchViewportHeight(), []);
}
