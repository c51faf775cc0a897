import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { FilterGroup, FilterInstrument } from '../../../shared/schemas/search';
import { formatWhole } from '../../lib/format-number';
import { SEARCH_QUERY_MAX_LENGTH } from '../../components/search/search-href';
import { SEARCH_TEXT } from './search-strings';
import { instrumentName, searchGroupName } from '../../components/catalogue-vocabulary';
import { SEARCH_PATH } from '../../../shared/paths';

export interface SearchFiltersProps {
  query: string;
  group: string;
  instrument: string;
  groups: FilterGroup[];
  instruments: FilterInstrument[];
}

/** The form's values as a results address, leaving out blank fields (and so page=). */
function resultsHref(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim()) params.set(name, value.trim());
  }
  const text = params.toString();
  return text ? `${SEARCH_PATH}?${text}` : SEARCH_PATH;
}

/**
 * Query, category and instrument. A plain GET form, so it works before hydration; afterwards it
 * navigates in place and a changed select applies at once. Changing a filter starts again at
 * page 1 (the form has no page field).
 */
export function SearchFilters({ query, group, instrument, groups, instruments }: SearchFiltersProps) {
  const navigate = useNavigate();
  const id = useId();
  // Controlled, and synced when a navigation (back, a header search) brings other values; the
  // form is never remounted, so focus stays on the select the visitor just changed.
  const [fields, setFields] = useState({ q: query, group, instrument });
  useEffect(() => setFields({ q: query, group, instrument }), [query, group, instrument]);
  const set = (name: keyof typeof fields) => (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
    const { value } = event.currentTarget;
    setFields((current) => ({ ...current, [name]: value }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(resultsHref(event.currentTarget));
  };
  const applyNow = (name: 'group' | 'instrument') => (event: { currentTarget: HTMLSelectElement }) => {
    set(name)(event);
    event.currentTarget.form?.requestSubmit();
  };

  return (
    <form
      className="search-filters"
      role="search"
      aria-label={SEARCH_TEXT.filtersLabel}
      action={SEARCH_PATH}
      method="get"
      onSubmit={onSubmit}
    >
      <div className="search-filters__field search-filters__field--text">
        <label className="search-filters__label" htmlFor={`${id}-q`}>
          {SEARCH_TEXT.queryLabel}
        </label>
        <input id={`${id}-q`} className="search-filters__control" type="search" name="q" value={fields.q} onChange={set('q')} maxLength={SEARCH_QUERY_MAX_LENGTH} />
      </div>
      <div className="search-filters__field">
        <label className="search-filters__label" htmlFor={`${id}-group`}>
          {SEARCH_TEXT.groupLabel}
        </label>
        <select id={`${id}-group`} className="search-filters__control" name="group" value={fields.group} onChange={applyNow('group')} aria-describedby={`${id}-hint`}>
          <option value="">{SEARCH_TEXT.anyGroup}</option>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {`${searchGroupName(g.name)} (${formatWhole(g.count)})`}
            </option>
          ))}
        </select>
      </div>
      <div className="search-filters__field">
        <label className="search-filters__label" htmlFor={`${id}-instrument`}>
          {SEARCH_TEXT.instrumentLabel}
        </label>
        <select id={`${id}-instrument`} className="search-filters__control" name="instrument" value={fields.instrument} onChange={applyNow('instrument')} aria-describedby={`${id}-hint`}>
          <option value="">{SEARCH_TEXT.anyInstrument}</option>
          {instruments.map((i) => (
            <option key={i.instrumentRef} value={i.instrumentRef}>
              {`${instrumentName(i.name)} (${formatWhole(i.count)})`}
            </option>
          ))}
        </select>
      </div>
      <p id={`${id}-hint`} className="visually-hidden">
        {SEARCH_TEXT.filtersHint}
      </p>
      <button type="submit" className="button button--primary">
        {SEARCH_TEXT.apply}
      </button>
    </form>
  );
}
