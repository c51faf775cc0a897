import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, LANGUAGES } from '../../shared/languages';
import { formatWhole } from '../../shared/i18n/format-number';

/**
 * Whole numbers are written by hand (no Intl in a first load: docs/decisions/024), with each
 * language's separator and grouping threshold (NUMBER_GROUPING). Each must read exactly as Intl
 * writes it for the language, on the server and in the browser alike.
 */
describe('numbers in every language', () => {
  it.each(LANGUAGES)('%s writes whole numbers as Intl does', (language) => {
    const intl = new Intl.NumberFormat(LANGUAGE_TAGS[language]);
    for (const n of [0, 7, 42, 999, 1000, 1234, 9999, 12345, 100200, 1234567, 98765432, -1234, -12345])
      expect(formatWhole(n, language), String(n)).toBe(intl.format(n));
  });
});
