import type { EditionSummary } from '../../../shared/schemas/promotion';
import { availabilityIn, type Facets, type SearchFilters, type SearchSort } from '../../../shared/search-state';
import { CARD_TEXT as CARD_TEXT_EN } from '#messages/client/components/card';
import { CardSection } from '../../components/catalogue-cards';
import { ItemSection } from '../../components/item-hero';
import { PagedCards } from '../../components/paged-cards';
import type { SearchData } from './search-loader';
import { NoResults } from './search-no-results';
import { SEARCH_TEXT as SEARCH_TEXT_EN } from '#messages/client/routes/search/search';
import { AVAILABILITY_TEXT as AVAILABILITY_TEXT_EN } from '#messages/client/components/availability';
import { useMessages } from '../../lib/language-context';
import { WorkList } from '../../components/work-list';

/** A card's note on whether the edition opens in the visitor's country; nothing when it simply does. */
function availabilityNote(country: string | null, AVAILABILITY_TEXT: typeof AVAILABILITY_TEXT_EN) {
  return function AvailabilityNote(edition: EditionSummary) {
    const availability = availabilityIn(edition, country);
    if (availability === 'open') return null;
    return <p className={`card__text card__availability card__availability--${availability}`}>{AVAILABILITY_TEXT[availability]}</p>;
  };
}

export interface SearchResultsProps extends Pick<SearchData, 'query' | 'page' | 'editions' | 'artists' | 'publishers' | 'playlists' | 'compositions'> {
  filters: SearchFilters;
  sort: SearchSort;
  facets: Facets;
  country: string | null;
}

/**
 * The search page's results: the matching editions (paged, each saying whether it opens in the
 * visitor's country) or, when nothing matched, the ways out; on page 1 of a query, the works it
 * names above them and the best matching artists, publishers and playlists below. Links and images only until the visitor uses them,
 * so the page hydrates it on use (search.tsx).
 */
export function SearchResults({ query, filters, sort, page, editions, facets, country, artists, publishers, playlists, compositions }: SearchResultsProps) {
  const SEARCH_TEXT = useMessages(SEARCH_TEXT_EN);
  const AVAILABILITY_TEXT = useMessages(AVAILABILITY_TEXT_EN);
  const CARD_TEXT = useMessages(CARD_TEXT_EN);
  const filtered = Object.keys(filters).length > 0;
  return (
    <>
      {/* The works the query names come first: their pages compare every edition (issue 47). */}
      {compositions.length > 0 ? (
        <ItemSection id="search-works" title={SEARCH_TEXT.works}>
          <WorkList works={compositions} count={(n) => CARD_TEXT.editions({ n })} />
        </ItemSection>
      ) : null}
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
    </>
  );
}
