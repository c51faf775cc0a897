import { useLanguage, useMessages } from '../../lib/language-context';
import { formatList } from '../../../shared/i18n/format-list';
import { withFilter, type Facets, type SearchFilters, type SearchSort } from '../../../shared/search-state';
import { Link } from '../../../shared/framework/page';
import { chosenFilterTexts } from './facet-labels';
import { useVocabulary } from '../../components/catalogue-vocabulary';
import { searchHref } from './search-form-state';
import { requestContentHref } from './search-links';
import { FACET_TEXT as FACET_TEXT_EN, SEARCH_TEXT as SEARCH_TEXT_EN } from '#messages/client/routes/search/search';

interface NoResultsProps {
  query: string;
  filters: SearchFilters;
  sort: SearchSort;
  facets: Facets;
  country: string | null;
}

/**
 * Nothing matched, and no dead end: each chosen filter (and the text) that could be removed,
 * with the count its removal would give (the answer's `without`), as a link to that search
 * (none for a removal that would still find nothing); then the request for the music, with the
 * query and the filters in words carried into the form's message.
 */
export function NoResults({ query, filters, sort, facets, country }: NoResultsProps) {
  const FACET_TEXT = useMessages(FACET_TEXT_EN);
  const SEARCH_TEXT = useMessages(SEARCH_TEXT_EN);
  const language = useLanguage();
  const chosen = chosenFilterTexts(filters, facets, country, language, useVocabulary());
  const relaxations = chosen.map(({ facet, text }) => ({
    key: facet as string,
    text,
    count: facets.without[facet] ?? 0,
    href: searchHref({ query, filters: withFilter(filters, facet, undefined), sort }),
  }));
  if (query && chosen.length > 0) {
    relaxations.push({
      key: 'query',
      text: FACET_TEXT.queryFilter({ query }),
      count: facets.without.query ?? 0,
      href: searchHref({ query: '', filters, sort }),
    });
  }
  return (
    <section className="search-empty" aria-labelledby="search-empty-title">
      <h2 id="search-empty-title" className="search-empty__title">
        {SEARCH_TEXT.noResultsTitle}
      </h2>
      <p>{SEARCH_TEXT.noResults({ searched: query && chosen.length > 0 ? 'both' : query ? 'query' : 'filters', query })}</p>
      {relaxations.length > 0 ? (
        <>
          <h3 className="search-empty__subtitle">{FACET_TEXT.relaxTitle}</h3>
          <ul className="search-empty__relax">
            {relaxations.map(({ key, text, count, href }) => {
              const words = FACET_TEXT.relax({ filter: text, n: count });
              return <li key={key}>{count > 0 ? <Link to={href}>{words}</Link> : words}</li>;
            })}
          </ul>
        </>
      ) : null}
      <p>
        <strong>{SEARCH_TEXT.notInLibrary}</strong> {SEARCH_TEXT.requestPrompt}
      </p>
      <Link
        className="button button--primary"
        to={requestContentHref(
          query,
          formatList(
            chosen.map(({ text }) => text),
            language,
          ),
        )}
      >
        {SEARCH_TEXT.requestLink}
      </Link>
    </section>
  );
}
