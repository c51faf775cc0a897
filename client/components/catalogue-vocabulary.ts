import {
  ARTIST_PERIODS,
  ARTIST_ROLES,
  ARTIST_ROLES_IN_SENTENCE,
  COUNTRIES,
  DIFFICULTY_WORDS,
  INSTRUMENT_FAMILIES,
  INSTRUMENT_NAMES,
  INSTRUMENT_NAMES_IN_SENTENCE,
  INSTRUMENTATION_NAMES,
  LANGUAGES,
  MUSICAL_KEYS,
  NATIONALITIES,
  SEARCH_GROUP_NAMES,
} from './catalogue-vocabulary-strings';

/**
 * The catalogue's fixed vocabulary in the page's language (catalogue-vocabulary-strings.ts). Each
 * reads its table when called, never at module evaluation, so the worker's per-request language
 * applies; a value no table knows is shown as the upstream gives it.
 */
function lookup(table: Readonly<Record<string, string>>, value: string): string {
  return Object.hasOwn(table, value) ? table[value]! : value;
}

/** "Double bass" as the page's language names it. */
export const instrumentName = (name: string): string => lookup(INSTRUMENT_NAMES, name);
/** The instrument inside a sentence: "double bass" in English. An unknown one is lowercased, as English always did. */
export const instrumentNameInSentence = (name: string): string =>
  Object.hasOwn(INSTRUMENT_NAMES_IN_SENTENCE, name) ? INSTRUMENT_NAMES_IN_SENTENCE[name as keyof typeof INSTRUMENT_NAMES_IN_SENTENCE] : name.toLowerCase();
export const instrumentFamily = (family: string): string => lookup(INSTRUMENT_FAMILIES, family);
export const searchGroupName = (name: string): string => lookup(SEARCH_GROUP_NAMES, name);
export const instrumentationName = (name: string): string => lookup(INSTRUMENTATION_NAMES, name);
export const artistRole = (role: string): string => lookup(ARTIST_ROLES, role);
/** The role inside a sentence: "composer" in English. */
export const artistRoleInSentence = (role: string): string => lookup(ARTIST_ROLES_IN_SENTENCE, role);
export const artistPeriod = (period: string): string => lookup(ARTIST_PERIODS, period);
export const nationality = (value: string): string => lookup(NATIONALITIES, value);
export const country = (value: string): string => lookup(COUNTRIES, value);
export const musicalKey = (key: string): string => lookup(MUSICAL_KEYS, key);

/** "German, English": each language named in the page's language. */
export function languageList(value: string): string {
  return value
    .split(', ')
    .map((language) => (language === 'separator' ? language : lookup(LANGUAGES, language)))
    .join(LANGUAGES.separator);
}

/** The word for a 1-to-5 difficulty, or null outside the scale. */
export function difficultyWord(level: number): string | null {
  return DIFFICULTY_WORDS[level - 1] ?? null;
}

/** How many grades the difficulty scale has. */
export const DIFFICULTY_LEVELS = 5;
