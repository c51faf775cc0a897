import { describe, expect, it } from 'vitest';
import { dateText, ukDay, whenText } from '../../shared/i18n/format-date-time';

/**
 * Dates and event times as the loaders write them (shared/i18n/format-date-time.ts): Intl in the
 * page's language and UK time, so the browser shows what the server wrote.
 */
describe('dates and times in the page’s words', () => {
  it('give the UK day, across midnight and the clock changes', () => {
    expect(dateText('2024-10-07T23:30:00.000Z', 'en')).toEqual({ day: '2024-10-08', text: '8 October 2024' });
    expect(dateText('2024-12-31T23:30:00.000Z', 'en')).toEqual({ day: '2024-12-31', text: '31 December 2024' });
    expect(ukDay('2030-05-31T23:30:00.000Z')).toBe('2030-06-01');
    expect(dateText('2024-10-07T12:00:00.000Z', 'de').text).toBe('7. Oktober 2024');
    expect(dateText('2024-10-07T12:00:00.000Z', 'ja').text).toBe('2024年10月7日');
  });

  it('write an event’s start, or its start and end, as the language writes a date-time and a range', () => {
    const start = '2030-03-16T10:00:00.000Z';
    // Intl's words, not an English ", " between date and time.
    expect(whenText(start, null, 'ja')).toBe('2030年3月16日 10:00');
    expect(whenText(start, null, 'fr')).toBe('16 mars 2030 à 10:00');
    expect(whenText(start, null, 'en')).toBe('16 March 2030 at 10:00');
    // One day: the date once, then the hours.
    expect(whenText(start, '2030-03-16T17:00:00.000Z', 'en')).toBe('16 March 2030, 10:00–17:00');
    expect(whenText(start, '2030-03-16T17:00:00.000Z', 'de')).toBe('16. März 2030, 10:00–17:00 Uhr');
    // Across days: both in full.
    expect(whenText(start, '2030-03-17T16:00:00.000Z', 'en')).toBe('16 March 2030 at 10:00\u2009–\u200917 March 2030 at 16:00');
    // Summer time: 10:00 UTC in June is 11:00 in the UK.
    expect(whenText('2025-06-04T10:00:00.000Z', null, 'en')).toBe('4 June 2025 at 11:00');
  });
});
