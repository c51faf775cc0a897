import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { usePublicConfig } from '../state/use-public-config';
import { doneProgress, startProgress } from './progress';
import { trackPageView } from './analytics';
import { watchViewportHeight } from './viewport-height';
import { scrollsToTop } from './scroll-rule';
import { PREVIEW_QUERY_PARAM } from '../../shared/spec';

interface PageViewHandle {
  pageView?: string;
}

/**
 * Browser-only behaviour of every navigation (SPEC "Routes"): the progress bar while loading,
 * scroll to top unless the address paginates (page=), one page view per navigation, and the
 * viewport-height variable.
 */
export function useNavigationEffects(): void {
  const config = usePublicConfig();
  const navigation = useNavigation();
  const location = useLocation();
  const matches = useMatches();
  const firstRender = useRef(true);

  useEffect(() => {
    if (navigation.state === 'idle') doneProgress();
    else startProgress();
  }, [navigation.state]);

  useEffect(() => {
    const url = location.pathname + location.search;
    // Only the worker can check a preview key (and it keeps the key out of the page): a client
    // navigation to such an address becomes a document load.
    if (new URLSearchParams(location.search).has(PREVIEW_QUERY_PARAM)) {
      window.location.replace(url);
      return;
    }
    if (!firstRender.current && scrollsToTop(url)) window.scrollTo(0, 0);
    firstRender.current = false;
    const name = matches
      .map((match) => (match.handle as PageViewHandle | undefined)?.pageView)
      .filter(Boolean)
      .pop();
    trackPageView(config, window.location.origin + url, name);
    // Runs once per location; matches belong to that location.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  useEffect(() => watchViewportHeight(), []);
}
