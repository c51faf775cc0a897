import type { FacetName, Facets, FacetValue, Players, Period, Duration, Format, SearchFilters } from '../../../shared/search-state';
import { chosenFacets } from '../../../shared/search-state';
import type { Vocabulary } from '../../components/catalogue-vocabulary';
import { countryName } from '../../lib/format-country';
import { FACET_TEXT as FACET_WORDS } from '#messages/client/routes/search/search';
import { FORMAT_TEXT as FORMAT_WORDS } from '#messages/client/components/format';
import { messagesIn } from '../../../shared/i18n/messages-in';
import type { Language } from '../../../shared/languages';

/**
 * How the facets and their values are named in the page's language. Catalogue vocabulary
 * (instrumentations, instruments, keys, categories) goes through its tables; composers and
 * publishers keep the upstream's label (a proper name); the site's own scales (periods, grades,
 * players, durations) are in the catalogues (FACET_TEXT); formats too, in a module of their own
 * (FORMAT_TEXT) that a composition page's edition notes show without the search page's words.
 */

/** A facet's legend or label; the availability one names the visitor's country. */
export function facetTitle(facet: FacetName, country: string | null, language: Language): string {
  const FACET_TEXT = messagesIn(FACET_WORDS, language);
  return facet === 'openIn' ? FACET_TEXT.openIn({ country: country ? countryName(country, language) : '' }) : FACET_TEXT[facet];
}

/** One value of a facet, in words. */
export function facetValueLabel(facet: FacetName, { value, label }: Pick<FacetValue, 'value' | 'label'>, language: Language, vocabulary: Vocabulary): string {
  const { difficultyWord, instrumentName, instrumentationName, musicalKey, searchGroupName } = vocabulary;
  const FACET_TEXT = messagesIn(FACET_WORDS, language);
  switch (facet) {
    case 'openIn':
      return countryName(value, language);
    case 'ensemble':
      return instrumentationName(label ?? value);
    case 'instrumentRef':
      return instrumentName(label ?? value);
    case 'group':
      return searchGroupName(label ?? value);
    case 'key':
      return musicalKey(label ?? value);
    case 'players':
      return FACET_TEXT.playerCounts[value as Players] ?? value;
    case 'period':
      return FACET_TEXT.periods[value as Period] ?? value;
    case 'duration':
      return FACET_TEXT.durations[value as Duration] ?? value;
    case 'format':
      return messagesIn(FORMAT_WORDS, language)[value as Format] ?? value;
    case 'grade': {
      const word = difficultyWord(Number(value));
      return word ? FACET_TEXT.gradeValue({ word, grade: Number(value) }) : value;
    }
    default:
      return label ?? value;
  }
}

/**
 * The values a facet offers: the upstream's (zero counts included), plus the chosen one when the
 * upstream did not list it (a hand-edited link), so the current choice is always in the form.
 */
export function facetOptions(facet: FacetName, facets: Facets, chosen: string | undefined, total: number): FacetValue[] {
  const values = facets.values[facet] ?? [];
  if (chosen === undefined || values.some((v) => v.value === chosen)) return values;
  return [{ value: chosen, label: null, count: total }, ...values];
}

/** Each chosen filter in words, "Difficulty: Intermediate (3)", in form order. */
export function chosenFilterTexts(
  filters: SearchFilters,
  facets: Facets,
  country: string | null,
  language: Language,
  vocabulary: Vocabulary,
): Array<{ facet: FacetName; text: string }> {
  const FACET_TEXT = messagesIn(FACET_WORDS, language);
  return chosenFacets(filters).map((facet) => {
    const value = String(filters[facet]);
    if (facet === 'openIn') return { facet, text: facetTitle(facet, country, language) };
    const known = (facets.values[facet] ?? []).find((v) => v.value === value);
    return {
      facet,
      text: FACET_TEXT.chosen({ facet: FACET_TEXT[facet], value: facetValueLabel(facet, known ?? { value, label: null }, language, vocabulary) }),
    };
  });
}
