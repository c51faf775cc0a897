import { useContext } from 'react';
import { CATALOGUE_VOCABULARY } from '#messages/client/components/catalogue-vocabulary';
import type { UsedVocabulary } from '../../shared/i18n/vocabulary';
import { VocabularyContext } from '../lib/vocabulary-context';

/**
 * The catalogue's fixed vocabulary in the page's language. A value no table knows is shown as
 * the upstream gives it. A component takes the page's from its context (`useVocabulary()`); the
 * worker makes one per render, over its language's tables, that keeps the words it looked up for
 * the page's transfer state. The browser's tables hold only the words the page needed until the
 * whole vocabulary arrives (catalogue-vocabulary.messages.browser.ts), and are read at each call.
 */
type Tables = typeof CATALOGUE_VOCABULARY;
type TableName = keyof Tables;

/** How many grades the difficulty scale has. */
export const DIFFICULTY_LEVELS = 5;

/** The lookups of one page, in its language. */
export function vocabularyOf(tables: Tables, used?: UsedVocabulary) {
  function lookup(name: TableName, value: string, fallback: string = value): string {
    const table = (tables[name] ?? {}) as Readonly<Record<string, string>>;
    const text = Object.hasOwn(table, value) ? table[value]! : fallback;
    // On the server, the page's transfer state keeps the word for the browser's hydration.
    if (used && text !== value) (used[name] ??= {})[value] = text;
    return text;
  }
  return {
    /** "Double bass" as the page's language names it. */
    instrumentName: (name: string): string => lookup('INSTRUMENT_NAMES', name),
    /** The instrument inside a sentence: "double bass" in English. An unknown one is lowercased, as English always did. */
    instrumentNameInSentence: (name: string): string => lookup('INSTRUMENT_NAMES_IN_SENTENCE', name, name.toLowerCase()),
    instrumentFamily: (family: string): string => lookup('INSTRUMENT_FAMILIES', family),
    searchGroupName: (name: string): string => lookup('SEARCH_GROUP_NAMES', name),
    instrumentationName: (name: string): string => lookup('INSTRUMENTATION_NAMES', name),
    artistRole: (role: string): string => lookup('ARTIST_ROLES', role),
    /** The role inside a sentence: "composer" in English. */
    artistRoleInSentence: (role: string): string => lookup('ARTIST_ROLES_IN_SENTENCE', role),
    artistPeriod: (period: string): string => lookup('ARTIST_PERIODS', period),
    nationality: (value: string): string => lookup('NATIONALITIES', value),
    country: (value: string): string => lookup('COUNTRIES', value),
    musicalKey: (key: string): string => lookup('MUSICAL_KEYS', key),
    /** "German, English": each language named in the page's language. */
    languageList: (value: string): string =>
      value
        .split(', ')
        .map((language) => (language === 'separator' ? language : lookup('LANGUAGES', language)))
        .join(lookup('LANGUAGES', 'separator')),
    /** The word for a 1-to-5 difficulty, or null outside the scale. */
    difficultyWord: (level: number): string | null => (level >= 1 && level <= DIFFICULTY_LEVELS ? lookup('DIFFICULTY_WORDS', String(level - 1)) : null),
  };
}

export type Vocabulary = ReturnType<typeof vocabularyOf>;

let buildVocabulary: Vocabulary | undefined;

/**
 * The page's catalogue vocabulary, in a component: the worker's render gives its own; in the
 * browser, the build's language needs no provider, its tables are this module's.
 */
export function useVocabulary(): Vocabulary {
  return useContext(VocabularyContext) ?? (buildVocabulary ??= vocabularyOf(CATALOGUE_VOCABULARY));
}
