import { CATALOGUE_VOCABULARY } from './catalogue-vocabulary.messages';
import { vocabularyRecorder } from '../../shared/i18n/vocabulary';

/**
 * The catalogue's fixed vocabulary in the page's language (catalogue-vocabulary-strings.ts). Each
 * reads its table when called, never at module evaluation, so the worker's per-request language
 * applies; a value no table knows is shown as the upstream gives it.
 */
type TableName = keyof typeof CATALOGUE_VOCABULARY;

function lookup(name: TableName, value: string, fallback: string = value): string {
  // The browser's tables may hold only what the page needed (catalogue-vocabulary-strings.browser.ts).
  const table = (CATALOGUE_VOCABULARY[name] ?? {}) as Readonly<Record<string, string>>;
  const text = Object.hasOwn(table, value) ? table[value]! : fallback;
  // On the server, the page's transfer state keeps the word for the browser's hydration.
  if (text !== value) vocabularyRecorder.record?.(name, value, text);
  return text;
}

/** "Double bass" as the page's language names it. */
export const instrumentName = (name: string): string => lookup('INSTRUMENT_NAMES', name);
/** The instrument inside a sentence: "double bass" in English. An unknown one is lowercased, as English always did. */
export const instrumentNameInSentence = (name: string): string => lookup('INSTRUMENT_NAMES_IN_SENTENCE', name, name.toLowerCase());
export const instrumentFamily = (family: string): string => lookup('INSTRUMENT_FAMILIES', family);
export const searchGroupName = (name: string): string => lookup('SEARCH_GROUP_NAMES', name);
export const instrumentationName = (name: string): string => lookup('INSTRUMENTATION_NAMES', name);
export const artistRole = (role: string): string => lookup('ARTIST_ROLES', role);
/** The role inside a sentence: "composer" in English. */
export const artistRoleInSentence = (role: string): string => lookup('ARTIST_ROLES_IN_SENTENCE', role);
export const artistPeriod = (period: string): string => lookup('ARTIST_PERIODS', period);
export const nationality = (value: string): string => lookup('NATIONALITIES', value);
export const country = (value: string): string => lookup('COUNTRIES', value);
export const musicalKey = (key: string): string => lookup('MUSICAL_KEYS', key);

/** "German, English": each language named in the page's language. */
export function languageList(value: string): string {
  return value
    .split(', ')
    .map((language) => (language === 'separator' ? language : lookup('LANGUAGES', language)))
    .join(lookup('LANGUAGES', 'separator'));
}

/** The word for a 1-to-5 difficulty, or null outside the scale. */
export function difficultyWord(level: number): string | null {
  return level >= 1 && level <= DIFFICULTY_LEVELS ? lookup('DIFFICULTY_WORDS', String(level - 1)) : null;
}

/** How many grades the difficulty scale has. */
export const DIFFICULTY_LEVELS = 5;
