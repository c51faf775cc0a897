import { useMatches } from 'react-router';
import { useAtomValue } from 'jotai';
import { bannerAtom, visitorCountryAtom, EMPTY_CONTENT_HOLDER, type BannerKind, type ContentHolder } from '../state/atoms';
import type { PageViewKind } from '../../shared/spec';

/**
 * What an item page tells the layout about itself, read from its route `handle` with the route's
 * loader data. Deriving it from the matched routes (instead of setting atoms in an effect) gives
 * the same answer on the server, during hydration and right after a client navigation, and
 * leaving the page clears it with no clean-up code.
 */
export interface PageHandle {
  /** The content item in context: the header's Login and Get Started links carry it. */
  contentHolder?: (data: never) => ContentHolder | null;
  /** A banner the page needs (an edition that cannot be opened in the visitor's country shows the region banner). */
  banner?: (data: never, country: string | null) => BannerKind | null;
  /** The kind its page view carries, with the content holder's ref (client/lib/navigation-effects.ts). */
  pageViewKind?: PageViewKind;
}

function useHandleValue<K extends Exclude<keyof PageHandle, 'pageViewKind'>>(key: K, country: string | null = null) {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const pick = (match.handle as PageHandle | undefined)?.[key];
    // Loader data is missing when the loader threw (404, 503): nothing is in context then.
    if (pick && match.loaderData !== undefined)
      return (pick as (data: unknown, country: string | null) => ReturnType<NonNullable<PageHandle[K]>>)(match.loaderData, country);
  }
  return undefined;
}

/** The content holder: the current item page's type and ref, else Upload/null. */
export function useContentHolder(): ContentHolder {
  return useHandleValue('contentHolder') ?? EMPTY_CONTENT_HOLDER;
}

/** The banner to show: the current page's, else whatever was set in the banner atom. */
export function useBanner(): BannerKind | null {
  const fromPage = useHandleValue('banner', useAtomValue(visitorCountryAtom));
  const fromAtom = useAtomValue(bannerAtom);
  return fromPage ?? fromAtom;
}
