import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { FACETS, FILTER_PARAMS, SEARCH_SORTS, type FacetName, type Facets, type SearchFilters, type SearchSort } from '../../../shared/search-state';
import { SEARCH_PATH } from '../../../shared/paths';
import { formatWhole } from '../../lib/format-number';
import { Link } from '../../components/link';
import { SEARCH_QUERY_MAX_LENGTH } from '../../components/search/search-href';
import { FacetRadios, FacetSelect } from './facet-controls';
import { facetOptions, facetTitle } from './facet-labels';
import { fieldsOf, hrefOfFields, inFormOrder, searchHref, type SearchFields } from './search-form-state';
import { FACET_TEXT, SEARCH_TEXT } from './search-strings';

export interface SearchFacetsFormProps {
  query: string;
  filters: SearchFilters;
  sort: SearchSort;
  facets: Facets;
  total: number;
  country: string | null;
  /** How many editions `open=1` would give when it is not chosen (null: unknown). */
  openCount: number | null;
}

/** Short scales read best as radios; long lists as selects. */
const RADIO_FACETS: ReadonlySet<FacetName> = new Set(['grade', 'period']);

/**
 * The facets: a plain GET form to /search, so it works before hydration and without JavaScript.
 * Afterwards every change navigates in place to the address the fields make (no page: a change
 * starts again at page 1); the form is never remounted, so focus stays on the changed control,
 * and the fields follow the loader's state, so back and forward restore them. At small widths
 * the form sits in a <details> drawer whose button shows the results count; wide, CSS keeps the
 * drawer's content shown as a sidebar (search.css).
 */
export function SearchFacetsForm({ query, filters, sort, facets, total, country, openCount }: SearchFacetsFormProps) {
  const navigate = useNavigate();
  const id = useId();
  const drawer = useRef<HTMLDetailsElement>(null);
  const [fields, setFields] = useState(() => fieldsOf(query, filters, sort));
  // A navigation from elsewhere (back, a relax link, the header search) brings other values.
  useEffect(() => setFields(fieldsOf(query, filters, sort)), [query, filters, sort]);

  const go = (next: SearchFields) => {
    // The state keeps the scroll position (client/lib/scroll-rule.ts): the changed control stays in view.
    void navigate(hrefOfFields(next), { state: { keepScroll: true } });
  };
  const change = (name: string, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    go(next);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(fields);
    drawer.current?.removeAttribute('open');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const summary = drawer.current?.querySelector('summary');
    // Escape closes the drawer where it is one (its button is shown), and gives focus back to the button.
    if (event.key !== 'Escape' || !drawer.current?.open || !summary || summary.getClientRects().length === 0) return;
    drawer.current.open = false;
    summary.focus();
  };
  const clearAll = searchHref({ query, filters: {}, sort });
  const anyChosen = Object.keys(filters).length > 0;

  return (
    <details className="search-drawer" ref={drawer} onKeyDown={onKeyDown}>
      <summary className="search-drawer__toggle button">{FACET_TEXT.drawer(formatWhole(total))}</summary>
      <form className="search-facets" role="search" aria-label={SEARCH_TEXT.filtersLabel} action={SEARCH_PATH} method="get" onSubmit={onSubmit}>
        <div className="search-facets__field">
          <label className="search-facets__label" htmlFor={`${id}-q`}>
            {SEARCH_TEXT.queryLabel}
          </label>
          <input
            id={`${id}-q`}
            className="search-facets__control"
            type="search"
            name="q"
            value={fields.q}
            onChange={(event) => setFields({ ...fields, q: event.currentTarget.value })}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
          />
        </div>
        <div className="search-facets__field">
          <label className="search-facets__label" htmlFor={`${id}-sort`}>
            {FACET_TEXT.sort}
          </label>
          <select id={`${id}-sort`} className="search-facets__control" name="sort" value={fields.sort} onChange={(event) => change('sort', event.currentTarget.value)}>
            {SEARCH_SORTS.map((value) => (
              <option key={value} value={value}>
                {FACET_TEXT.sorts[value]}
              </option>
            ))}
          </select>
        </div>
        {FACETS.map((facet) => {
          const name = FILTER_PARAMS[facet];
          if (facet === 'openIn') {
            // Only the edge knows the country; without it there is nothing to offer.
            if (!country) return null;
            const count = filters.openIn ? total : openCount;
            return (
              <div key={facet} className="search-facets__field search-facets__check">
                <input
                  id={`${id}-${name}`}
                  type="checkbox"
                  name={name}
                  value="1"
                  checked={fields[name] === '1'}
                  disabled={count === 0 && !filters.openIn}
                  onChange={(event) => change(name, event.currentTarget.checked ? '1' : '')}
                />
                <label htmlFor={`${id}-${name}`}>
                  {count === null ? facetTitle(facet, country) : FACET_TEXT.option(facetTitle(facet, country), formatWhole(count))}
                </label>
              </div>
            );
          }
          const chosen = filters[facet] === undefined ? undefined : String(filters[facet]);
          const Control = RADIO_FACETS.has(facet) ? FacetRadios : FacetSelect;
          return (
            <Control
              key={facet}
              facet={facet}
              name={name}
              id={`${id}-${name}`}
              title={facetTitle(facet, country)}
              options={inFormOrder(facet, facetOptions(facet, facets, chosen, total))}
              value={fields[name] ?? ''}
              onChange={change}
            />
          );
        })}
        <div className="search-facets__actions">
          <button type="submit" className="button button--primary">
            {FACET_TEXT.submit}
          </button>
          {anyChosen ? (
            <Link className="search-facets__clear" to={clearAll} state={{ keepScroll: true }}>
              {FACET_TEXT.clearAll}
            </Link>
          ) : null}
        </div>
      </form>
    </details>
  );
}
