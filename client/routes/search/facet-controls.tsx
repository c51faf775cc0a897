import { useLanguage, useMessages } from '../../lib/language-context';
import { messagesIn } from '../../../shared/i18n/messages-in';
import type { Language } from '../../../shared/languages';
import type { ChangeEvent } from 'react';
import type { FacetName, FacetValue } from '../../../shared/search-state';
import { formatWhole } from '../../../shared/i18n/format-number';
import { facetValueLabel } from './facet-labels';
import { useVocabulary, type Vocabulary } from '../../components/catalogue-vocabulary';
import { FACET_TEXT as FACET_TEXT_EN } from '#messages/client/routes/search/search';

export interface FacetControlProps {
  facet: FacetName;
  /** The query-string name the control submits under (FILTER_PARAMS). */
  name: string;
  id: string;
  title: string;
  options: FacetValue[];
  /** The form's current value for this facet ('' for any). */
  value: string;
  onChange: (name: string, value: string) => void;
}

/**
 * A value with the results it would give. A value that would give none stays in the list,
 * disabled and saying 0, so the visitor sees it exists; the chosen one is never disabled.
 */
function optionText(facet: FacetName, option: FacetValue, language: Language, vocabulary: Vocabulary): string {
  return messagesIn(FACET_TEXT_EN, language).option({
    label: facetValueLabel(facet, option, language, vocabulary),
    count: formatWhole(option.count, language),
  });
}
const isDead = (option: FacetValue, value: string) => option.count === 0 && option.value !== value;

/** A labelled native select with "Any" first: for facets with many values. */
export function FacetSelect({ facet, name, id, title, options, value, onChange }: FacetControlProps) {
  const FACET_TEXT = useMessages(FACET_TEXT_EN);
  const language = useLanguage();
  const vocabulary = useVocabulary();
  return (
    <div className="search-facets__field">
      <label className="search-facets__label" htmlFor={id}>
        {title}
      </label>
      <select
        id={id}
        className="search-facets__control"
        name={name}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(name, event.currentTarget.value)}
      >
        <option value="">{FACET_TEXT.any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={isDead(option, value)}>
            {optionText(facet, option, language, vocabulary)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A fieldset of native radios with "Any" first: for short scales seen at a glance (grade, period). */
export function FacetRadios({ facet, name, id, title, options, value, onChange }: FacetControlProps) {
  const FACET_TEXT = useMessages(FACET_TEXT_EN);
  const language = useLanguage();
  const vocabulary = useVocabulary();
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange(name, event.currentTarget.value);
  return (
    <fieldset className="search-facets__field search-facets__radios">
      <legend className="search-facets__label">{title}</legend>
      <label className="search-facets__choice" htmlFor={`${id}-any`}>
        <input id={`${id}-any`} type="radio" name={name} value="" checked={value === ''} onChange={change} />
        {FACET_TEXT.any}
      </label>
      {options.map((option) => (
        <label key={option.value} className="search-facets__choice" htmlFor={`${id}-${option.value}`}>
          <input
            id={`${id}-${option.value}`}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            disabled={isDead(option, value)}
            onChange={change}
          />
          {optionText(facet, option, language, vocabulary)}
        </label>
      ))}
    </fieldset>
  );
}
