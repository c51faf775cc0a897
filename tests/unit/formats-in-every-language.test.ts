import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, LANGUAGES } from '../../shared/languages';
import { MESSAGE_MODULES } from '../../client/message-modules';
import { localizeModule } from '../../worker/i18n/localize';
import { inLanguage, requestLanguage } from '../../worker/i18n/request-language';
import { formatDate } from '../../client/lib/format-date';
import { formatWhole } from '../../shared/i18n/format-number';

/**
 * Dates and whole numbers are written by hand (no Intl in a first load: docs/decisions/024), in
 * each language's words from its format-strings module. Each must read exactly as Intl writes it
 * for the language, on the server (here, the worker's per-request modules) and in the browser
 * (the same module, swapped in at build time).
 */
describe('dates and numbers in every language', () => {
  beforeAll(() => {
    for (const module of MESSAGE_MODULES) localizeModule(module, requestLanguage);
  });

  it.each(LANGUAGES)('%s writes whole numbers as Intl does', (language) => {
    const intl = new Intl.NumberFormat(LANGUAGE_TAGS[language]);
    inLanguage(language, () => {
      for (const n of [0, 7, 42, 999, 1000, 1234, 9999, 12345, 100200, 1234567, 98765432, -1234, -12345]) expect(formatWhole(n), String(n)).toBe(intl.format(n));
    });
  });

  it.each(LANGUAGES)('%s writes dates as Intl does, in UK time', (language) => {
    const intl = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], { dateStyle: 'long', timeZone: 'Europe/London' });
    inLanguage(language, () => {
      for (let day = 0; day < 400; day += 7) {
        const iso = new Date(Date.UTC(2024, 0, 1, 23, 30) + day * 86_400_000).toISOString();
        expect(formatDate(iso), iso).toBe(intl.format(new Date(iso)));
      }
    });
  });
});
