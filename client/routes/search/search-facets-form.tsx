import { useLanguage, useMessages } from '../../lib/language-context';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { FACETS, FILTER_PARAMS, SEARCH_SORTS, type FacetName, type Facets, type SearchFilters, type SearchSort } from '../../../shared/search-state';
import { formatWhole } from '../../../shared/i18n/format-number';
import { Link } from '../../../shared/framework/page';
import { SEARCH_QUERY_MAX_LENGTH } from '../../components/search/search-href';
import { FacetRadios, FacetSelect } from './facet-controls';
import { facetOptions, facetTitle } from './facet-labels';
import { FIELD_NAMES, fieldsOf, hrefOfFields, inFormOrder, SEARCH_TARGET, type SearchFields } from './search-form-state';
import { FACET_TEXT as FACET_TEXT_EN, SEARCH_TEXT as SEARCH_TEXT_EN } from '#messages/client/routes/search/search';

export interface SearchFacetsFormProps {
  /** The free text; null on a list page, which has no text field. */
  query: string | null;
  filters: SearchFilters;
  sort: SearchSort;
  facets: Facets;
  total: number;
  country: string | null;
  /** How many editions `open=1` would give when it is not chosen (null: unknown). */
  openCount: number | null;
  /**
   * A list page narrowed by facets (an instrument's, publisher's or composer's editions): its
   * path, its own query parameters as a query string ("publisherId=4", kept as hidden fields) and
   * the facet it stands for (not offered). Plain strings: the island is memoised (hydrate-on-use).
   */
  path?: string;
  fixed?: string;
  fixedFacet?: FacetName;
}

/** The fields as the form shows them, as a native submission would send them. */
function fieldsIn(form: HTMLFormElement): SearchFields {
  return Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, String(value)]));
}

/**
 * The control last changed here and the address it led to. A list page's editions may be a
 * deferred value (shared/framework/protocol/deferred.ts) that the new address renders anew, form included: the new
 * form then opens its drawer and takes the focus back, as if it had stayed.
 */
let lastChange: { href: string; name: string; value: string; at: number } | null = null;
/** How long a change waits for its form to be rendered anew: a navigation's round trips, not a later visit. */
const CHANGE_KEPT_MS = 10_000;

/** Short scales read best as radios; long lists as selects. */
const RADIO_FACETS: ReadonlySet<FacetName> = new Set(['grade', 'period']);

/**
 * The facets: a plain GET form to /search (or to a list page), so it works before hydration and
 * without JavaScript. Its code is not in the page's first load: pages show it hydrated on use
 * (search.tsx, people/editions-section.tsx), and it adopts what the visitor chose before it came.
 * Afterwards every change navigates in place to the address the fields make (no page: a change
 * starts again at page 1); focus stays on the changed control (a list page that renders the form
 * anew gives it back: lastChange), and the fields follow the loader's state, so back and forward
 * restore them. At small widths the form sits in a <details> drawer whose button shows the
 * results count; wide, CSS keeps the search page's drawer shown as a sidebar (search.css), while
 * a list page's stays a drawer.
 */
export function SearchFacetsForm({ query, filters, sort, facets, total, country, openCount, path, fixed = '', fixedFacet }: SearchFacetsFormProps) {
  const FACET_TEXT = useMessages(FACET_TEXT_EN);
  const SEARCH_TEXT = useMessages(SEARCH_TEXT_EN);
  const language = useLanguage();
  const navigate = useNavigate();
  const id = useId();
  const drawer = useRef<HTMLDetailsElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const target = path ? { path, fixed } : SEARCH_TARGET;
  // A native submission's address carries the page's language prefix (/de/…); navigate() adds it itself.
  const action = useHref(target.path);
  const [fields, setFields] = useState(() => fieldsOf(query ?? '', filters, sort));
  // A navigation from elsewhere (back, a relax link, the header search) brings other values.
  const [shown, setShown] = useState({ query, filters, sort });
  if (shown.query !== query || shown.filters !== filters || shown.sort !== sort) {
    setShown({ query, filters, sort });
    setFields(fieldsOf(query ?? '', filters, sort));
  }
  const location = useLocation();
  useLayoutEffect(() => {
    // Rendered anew for the address a change here led to: the drawer and the focus as they were.
    const changed = lastChange;
    if (changed && changed.href === location.pathname + location.search && Date.now() - changed.at < CHANGE_KEPT_MS) {
      lastChange = null;
      drawer.current!.open = true;
      const controls = [...form.current!.elements] as HTMLInputElement[];
      controls.find((control) => control.name === changed.name && (control.type !== 'radio' || control.value === changed.value))?.focus();
      return;
    }
    // What the visitor typed or chose before the code came stays in the fields (React does not
    // reset a control it hydrates): the state adopts it before any render could put the server's
    // values back, and a choice is acted on as if made now. Typed text waits for its submission.
    const found = fieldsIn(form.current!);
    if (FIELD_NAMES.every((name) => (found[name] ?? '') === (fields[name] ?? ''))) return;
    setFields(found);
    const chosen = FIELD_NAMES.find((name) => name !== 'q' && (found[name] ?? '') !== (fields[name] ?? ''));
    // As a change made now: a list page that renders the form anew opens its drawer on that control again.
    if (chosen) lastChange = { href: go(found), name: chosen, value: found[chosen] ?? '', at: Date.now() };
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const go = (next: SearchFields) => {
    const href = hrefOfFields(next, target);
    // The state keeps the scroll position (client/lib/scroll-rule.ts): the changed control stays in view.
    void navigate(href, { state: { keepScroll: true } });
    return href;
  };
  const change = (name: string, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    lastChange = { href: go(next), name, value, at: Date.now() };
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the form shows, as a native submission would send it (a choice replayed just before counts).
    go(fieldsIn(event.currentTarget));
    // The drawer closes where it is one; as a sidebar it stays open (use-sidebar-open.ts).
    if (drawer.current?.querySelector('summary')?.getClientRects().length) drawer.current.removeAttribute('open');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const summary = drawer.current?.querySelector('summary');
    // Escape closes the drawer where it is one (its button is shown), and gives focus back to the button.
    if (event.key !== 'Escape' || !drawer.current?.open || !summary || summary.getClientRects().length === 0) return;
    drawer.current.open = false;
    summary.focus();
  };
  const clearAll = hrefOfFields({ q: query ?? '', sort }, target);
  const anyChosen = Object.keys(filters).length > 0;

  return (
    <details className={path ? 'search-drawer search-drawer--list' : 'search-drawer'} ref={drawer} onKeyDown={onKeyDown}>
      <summary className="search-drawer__toggle button">{FACET_TEXT.drawer({ count: formatWhole(total, language) })}</summary>
      {/* biome-ignore lint/a11y/useSemanticElements: a <search> element round the form would do, but older browsers the
          site supports do not know it; the role is what they read. */}
      <form className="search-facets" role="search" aria-label={SEARCH_TEXT.filtersLabel} action={action} method="get" onSubmit={onSubmit} ref={form}>
        {[...new URLSearchParams(fixed)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {query === null ? null : (
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
        )}
        <div className="search-facets__field">
          <label className="search-facets__label" htmlFor={`${id}-sort`}>
            {FACET_TEXT.sort}
          </label>
          <select
            id={`${id}-sort`}
            className="search-facets__control"
            name="sort"
            value={fields.sort}
            onChange={(event) => change('sort', event.currentTarget.value)}
          >
            {SEARCH_SORTS.map((value) => (
              <option key={value} value={value}>
                {FACET_TEXT.sorts[value]}
              </option>
            ))}
          </select>
        </div>
        {FACETS.map((facet) => {
          const name = FILTER_PARAMS[facet];
          if (facet === fixedFacet) return null;
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
                  {count === null
                    ? facetTitle(facet, country, language)
                    : FACET_TEXT.option({ label: facetTitle(facet, country, language), count: formatWhole(count, language) })}
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
              title={facetTitle(facet, country, language)}
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
