import { useLoaderData } from 'react-router';
import { useAtomValue } from 'jotai';
import { visitorCountryAtom } from '../../state/atoms';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageMeta } from '../../components/page-meta';
import type { SearchData } from './search-loader';
import { hydrateOnUse } from '../../../shared/framework/page';
import { SearchAnnouncer } from './search-announcer';
import { useSidebarOpen } from './use-sidebar-open';
import { FACET_TEXT as FACET_TEXT_EN, SEARCH_TEXT as SEARCH_TEXT_EN } from '#messages/client/routes/search/search';
import { useMessages } from '../../lib/language-context';

/** The facets form, hydrated on use (as on the item pages' lists: people/editions-list.tsx). */
const FacetsIsland = hydrateOnUse(() => import('./search-facets-form').then((module) => module.SearchFacetsForm), { hostClass: 'facets-host' });
/** The results (cards and pagination: links and images), hydrated on use too; the island's element is the results column. */
const ResultsIsland = hydrateOnUse(() => import('./search-results').then((module) => module.SearchResults), { hostClass: 'search-layout__results' });

/**
 * /search: the facets (a sidebar when wide, a drawer when narrow), the matching editions
 * (paged, each saying whether it opens in the visitor's country), and on page 1 of a query the
 * best matching artists, publishers and playlists. Search results are not for search engines
 * (noindex).
 */
export function SearchPage() {
  const SEARCH_TEXT = useMessages(SEARCH_TEXT_EN);
  const FACET_TEXT = useMessages(FACET_TEXT_EN);
  const { query, filters, sort, page, editions, facets, openCount, artists, publishers, playlists, compositions } = useLoaderData() as SearchData;
  // The app state already holds the country (the loader read it there): not copied into the page's data.
  const country = useAtomValue(visitorCountryAtom);
  useSidebarOpen();
  const title = query ? SEARCH_TEXT.resultsFor({ query }) : SEARCH_TEXT.title;
  return (
    <>
      <PageMeta title={title} description={SEARCH_TEXT.description} keywords={SEARCH_TEXT.keywords} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs items={[{ name: SEARCH_TEXT.title }]} />
      <h1 className="page__title">{title}</h1>
      <SearchAnnouncer message={FACET_TEXT.found({ n: editions.total })} />

      <div className="search-layout">
        <FacetsIsland query={query} filters={filters} sort={sort} facets={facets} total={editions.total} country={country} openCount={openCount} />

        <ResultsIsland
          query={query}
          filters={filters}
          sort={sort}
          page={page}
          editions={editions}
          facets={facets}
          country={country}
          artists={artists}
          publishers={publishers}
          playlists={playlists}
          compositions={compositions}
        />
      </div>
    </>
  );
}
