import { useLocation } from 'react-router';
import type { ItemAddress } from '../../../shared/canonical';
import { hydrateOnUse } from '../../../shared/framework/page';
import type { EditionsListProps } from './editions-list';

/**
 * The canonical address of a page whose editions the facets narrow: its own address (`path`,
 * and `own`, the query parameter that names its item, if any) without the facets, the order or
 * the page, which only change the view of it. Every narrowed combination is thus one page to a
 * search engine, not thousands.
 */
export function useListCanonical(path: string, own?: string): ItemAddress {
  const { search } = useLocation();
  return { path, replaces: [...new URLSearchParams(search).keys()].filter((name) => name !== own) };
}

/**
 * The facets form of an item page's editions, hydrated on use: server-rendered, a native GET
 * form until the visitor points at it or moves focus into it. Made here, with the page's module,
 * not in the list's: a page's islands are all made as its module loads, so the server warms
 * them with the rest and a client navigation asks for their code in the page's one round
 * (shared/framework/server/build-output.ts). The list renders it (an island within an island: its code loads as the list
 * hydrates). The search page makes its own (search.tsx) rather than share a module that would be
 * one more file to fetch.
 */
const FacetsIsland = hydrateOnUse(() => import('../search/search-facets-form').then((module) => module.SearchFacetsForm), { hostClass: 'facets-host' });

/** The list, hydrated on use: cards, pagination and the facets are links, images and a GET form. */
const EditionsListIsland = hydrateOnUse(() => import('./editions-list').then((module) => module.EditionsList), { hostClass: 'lists-host' });

/**
 * The paginated "Editions" section of an artist, publisher or instrument page (editions-list.tsx),
 * hydrated on use: cards, pagination and the facets work as the server rendered them until the
 * visitor points at the list or moves focus into it (shared/framework/page/hydrate-on-use.tsx), so
 * their code is not in the page's first load.
 */
export function EditionsSection(props: EditionsListProps) {
  return <EditionsListIsland {...props} Facets={FacetsIsland} />;
}
