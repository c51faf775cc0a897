import { describe, expect, it } from 'vitest';
import { CATALOGUE_VOCABULARY } from '#messages/client/components/catalogue-vocabulary';

const {
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
} = CATALOGUE_VOCABULARY;
import { vocabularyOf } from '../../client/components/catalogue-vocabulary';
import { artistPeriodSchema, artistRoleSchema } from '../../shared/schemas/promotion';
import { ENSEMBLES, GROUPS, INSTRUMENTS } from '../../demo-upstream/src/instruments';
import { COMPOSERS, LYRICISTS, PUBLISHERS, editorFacts } from '../../demo-upstream/src/names';
import { INSTITUTIONS } from '../../demo-upstream/src/extras';
import { WORKS } from '../../demo-upstream/src/works';

/**
 * Every value of the catalogue's fixed vocabulary the demo upstream can send has an entry, so a
 * language's catalogue (same keys) translates all of it; and in English
 * every entry says the upstream's own words, so English pages read exactly as the upstream sends.
 */
const { artistRole, instrumentName, instrumentNameInSentence, languageList, musicalKey } = vocabularyOf(CATALOGUE_VOCABULARY);
const keys = (table: object) => Object.keys(table).sort();
const unique = (values: Iterable<string>) => [...new Set(values)].sort();

describe('catalogue vocabulary', () => {
  it('has every instrument, family, search category and instrumentation of the upstream', () => {
    expect(keys(INSTRUMENT_NAMES)).toEqual(unique(INSTRUMENTS.map((i) => i.name)));
    expect(keys(INSTRUMENT_NAMES_IN_SENTENCE)).toEqual(keys(INSTRUMENT_NAMES));
    expect(keys(INSTRUMENT_FAMILIES)).toEqual(unique(INSTRUMENTS.map((i) => i.family)));
    expect(keys(SEARCH_GROUP_NAMES)).toEqual(unique(GROUPS.map((g) => g.name)));
    expect(keys(INSTRUMENTATION_NAMES)).toEqual(unique(ENSEMBLES.map((e) => e.name)));
  });

  it('has every role, period, nationality, country, language and key', () => {
    expect(keys(ARTIST_ROLES)).toEqual([...artistRoleSchema.options].sort());
    expect(keys(ARTIST_ROLES_IN_SENTENCE)).toEqual(keys(ARTIST_ROLES));
    expect(keys(ARTIST_PERIODS)).toEqual([...artistPeriodSchema.options].sort());
    const editors = Array.from({ length: PUBLISHERS.length * 2 }, (_, i) => editorFacts(i));
    for (const nationality of [...COMPOSERS, ...LYRICISTS, ...editors].map((p) => p.nationality)) expect(keys(NATIONALITIES)).toContain(nationality);
    for (const country of [...PUBLISHERS, ...INSTITUTIONS].map((p) => p.country)) expect(keys(COUNTRIES)).toContain(country);
    for (const language of PUBLISHERS.flatMap((p) => p.language.split(', '))) expect(keys(LANGUAGES)).toContain(language);
    for (const key of WORKS.flatMap((w) => (w.key ? [w.key] : []))) expect(keys(MUSICAL_KEYS)).toContain(key);
    expect(DIFFICULTY_WORDS).toHaveLength(5);
  });

  it('says the upstream’s own words in English, and passes an unknown value through', () => {
    for (const table of [
      INSTRUMENT_NAMES,
      INSTRUMENT_FAMILIES,
      SEARCH_GROUP_NAMES,
      INSTRUMENTATION_NAMES,
      ARTIST_PERIODS,
      NATIONALITIES,
      COUNTRIES,
      MUSICAL_KEYS,
    ]) {
      for (const [key, value] of Object.entries(table)) expect(value).toBe(key);
    }
    for (const [name, inSentence] of Object.entries(INSTRUMENT_NAMES_IN_SENTENCE)) expect(inSentence).toBe(name.toLowerCase());
    expect(artistRole('composer')).toBe('Composer');
    expect(languageList('German, English, French')).toBe('German, English, French');
    expect(instrumentName('Ophicleide')).toBe('Ophicleide');
    expect(instrumentNameInSentence('Ophicleide')).toBe('ophicleide');
    expect(musicalKey('H major')).toBe('H major');
  });
});
