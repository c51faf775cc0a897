import { useLoaderData } from 'react-router';
import { useAtomValue } from 'jotai';
import { visitorCountryAtom } from '../../state/atoms';
import type { EditionSummary } from '../../../shared/schemas/promotion';
import { availabilityIn } from '../../../shared/search-state';
import { CARD_TEXT as CARD_TEXT_EN } from '../../components/card.messages';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { CardSection } from '../../components/catalogue-cards';
import { ItemSection } from '../../components/item-hero';
import { PageMeta } from '../../components/page-meta';
import { PagedCards } from '../../components/paged-cards';
import type { SearchData } from './search-loader';
import { hydrateOnUse } from '../../components/hydrate-on-use';
import { SearchAnnouncer } from './search-announcer';
import { NoResults } from './search-no-results';
import { FACET_TEXT as FACET_TEXT_EN, SEARCH_TEXT as SEARCH_TEXT_EN } from './search.messages';
import { AVAILABILITY_TEXT as AVAILABILITY_TEXT_EN } from '../../components/availability.messages';
import { useMessages } from '../../lib/language-context';

/** The facets form, hydrated on use (as on the list pages: people/editions-section.tsx). */
const FacetsPart = hydrateOnUse(() => import('./search-facets-form').then((module) => module.SearchFacetsForm), { hostClass: 'facets-host' });

/** A card's note on whether the edition opens in the visitor's country; nothing when it simply does. */
function availabilityNote(country: string | null, AVAILABILITY_TEXT: typeof AVAILABILITY_TEXT_EN) {
  return function AvailabilityNote(edition: EditionSummary) {
    const availability = availabilityIn(edition, country);
    if (availability === 'open') return null;
    return (
      <p className={`card__text card__availability card__availability--${availability}`}>
        {AVAILABILITY_TEXT[availability]}
      </p>
    );
  };
}

/**
 * /search: the facets (a sidebar when wide, a drawer when narrow), the matching editions
 * (paged, each saying whether it opens in the visitor's country), and on page 1 of a query the
 * best matching artists, publishers and playlists. Search results are not for search engines
 * (noindex).
 */
export function SearchPage() {
  const SEARCH_TEXT = useMessages(SEARCH_TEXT_EN);
  const AVAILABILITY_TEXT = useMessages(AVAILABILITY_TEXT_EN);
  const FACET_TEXT = useMessages(FACET_TEXT_EN);
  const CARD_TEXT = useMessages(CARD_TEXT_EN);
  const { query, filters, sort, page, editions, facets, openCount, artists, publishers, playlists } = useLoaderData() as SearchData;
  // The app state already holds the country (the loader read it there): not copied into the page's data.
  const country = useAtomValue(visitorCountryAtom);
  const title = query ? SEARCH_TEXT.resultsFor({ query }) : SEARCH_TEXT.title;
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      <PageMeta title={title} description={SEARCH_TEXT.description} keywords={SEARCH_TEXT.keywords} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs items={[{ name: SEARCH_TEXT.title }]} />
      <h1 className="page__title">{title}</h1>
      <SearchAnnouncer message={FACET_TEXT.found({ n: editions.total })} />

      <div className="search-layout">
        <FacetsPart query={query} filters={filters} sort={sort} facets={facets} total={editions.total} country={country} openCount={openCount} />

        <div className="search-layout__results">
          {editions.total === 0 ? (
            <NoResults query={query} filters={filters} sort={sort} facets={facets} country={country} />
          ) : (
            <ItemSection id="search-editions" title={query || filtered ? SEARCH_TEXT.editions : SEARCH_TEXT.popular}>
              <PagedCards
                list={{ kind: 'editions', items: editions.items, note: availabilityNote(country, AVAILABILITY_TEXT), eagerFirst: true }}
                page={page}
                total={editions.total}
                summary={CARD_TEXT.editions({ n: editions.total })}
                label={SEARCH_TEXT.paginationLabel}
                emptyText={SEARCH_TEXT.noResultsTitle}
                announced={false}
              />
            </ItemSection>
          )}

          <CardSection id="search-artists" title={SEARCH_TEXT.artists} list={{ kind: 'artists', items: artists }} />
          <CardSection id="search-publishers" title={SEARCH_TEXT.publishers} list={{ kind: 'publishers', items: publishers }} />
          <CardSection id="search-playlists" title={SEARCH_TEXT.playlists} list={{ kind: 'playlists', items: playlists }} />
        </div>
      </div>
    </>
  );
}
