import { useLoaderData } from 'react-router';
import { CARD_TEXT } from '../../components/card-strings';
import { Link } from '../../components/link';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { CardSection } from '../../components/catalogue-cards';
import { formatWhole } from '../../lib/format-number';
import { ItemSection } from '../../components/item-hero';
import { PageMeta } from '../../components/page-meta';
import { PagedCards } from '../../components/paged-cards';
import type { SearchData } from './search-loader';
import { SearchFilters } from './search-filters';
import { SEARCH_TEXT } from './search-strings';
import { requestContentHref } from './search-links';

/** Nothing matched: say so, and offer to ask for the music. */
function NoResults({ query, filtered }: { query: string; filtered: boolean }) {
  return (
    <section className="search-empty" aria-labelledby="search-empty-title">
      <h2 id="search-empty-title" className="search-empty__title">
        {SEARCH_TEXT.noResultsTitle}
      </h2>
      <p>{SEARCH_TEXT.noResults(query, filtered)}</p>
      <p>
        <strong>{SEARCH_TEXT.notInLibrary}</strong> {SEARCH_TEXT.requestPrompt}
      </p>
      <Link className="button button--primary" to={requestContentHref(query)}>
        {SEARCH_TEXT.requestLink}
      </Link>
    </section>
  );
}

/**
 * /search: filters, the matching editions (paged), and on page 1 of a query the best matching
 * artists, publishers and playlists. Search results are not for search engines (noindex).
 */
export function SearchPage() {
  const { query, group, instrument, page, editions, artists, publishers, playlists, groups, instruments } = useLoaderData() as SearchData;
  const title = query ? SEARCH_TEXT.resultsFor(query) : SEARCH_TEXT.title;
  return (
    <>
      <PageMeta title={title} description={SEARCH_TEXT.description} keywords={SEARCH_TEXT.keywords} />
      <meta name="robots" content="noindex" />
      <Breadcrumbs items={[{ name: SEARCH_TEXT.title }]} />
      <h1 className="page__title">{title}</h1>

      <SearchFilters query={query} group={group} instrument={instrument} groups={groups} instruments={instruments} />

      {editions.total === 0 ? (
        <NoResults query={query} filtered={Boolean(group || instrument)} />
      ) : (
        <ItemSection id="search-editions" title={query || group || instrument ? SEARCH_TEXT.editions : SEARCH_TEXT.popular}>
          <PagedCards
            list={{ kind: 'editions', items: editions.items }}
            page={page}
            total={editions.total}
            summary={CARD_TEXT.editions(editions.total, formatWhole(editions.total))}
            label={SEARCH_TEXT.paginationLabel}
            emptyText={SEARCH_TEXT.noResultsTitle}
          />
        </ItemSection>
      )}

      <CardSection id="search-artists" title={SEARCH_TEXT.artists} list={{ kind: 'artists', items: artists }} />
      <CardSection id="search-publishers" title={SEARCH_TEXT.publishers} list={{ kind: 'publishers', items: publishers }} />
      <CardSection id="search-playlists" title={SEARCH_TEXT.playlists} list={{ kind: 'playlists', items: playlists }} />
    </>
  );
}
