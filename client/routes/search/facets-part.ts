import { hydrateOnUse } from '../../components/hydrate-on-use';

/**
 * The facets form as the search page and the list pages (an instrument's, publisher's or
 * composer's editions) show it: rendered in full by the server, a native GET form until the
 * visitor points at it or moves focus into it, when its code loads and React hydrates it
 * (client/components/hydrate-on-use.tsx). Its code is then not in these pages' first load.
 *
 * The worker loads its code before a page that shows it renders (preloadPartsHydratedOnUse).
 */
export const FacetsPart = hydrateOnUse(() => import('./search-facets-form').then((module) => module.SearchFacetsForm), { hostClass: 'facets-host' });
