import { LANGUAGE_TAGS, type Language } from '../languages';
import { intlOnce } from './intl-once';

/**
 * Dates and times as a page shows them, written by Intl.DateTimeFormat in the page's language and
 * in UK time (the events and the editorial team are in the UK, and a fixed zone keeps every
 * visitor's page the same).
 *
 * Only loaders call these, and loaders run in the worker, for the first page and for every client
 * navigation's data alike. The browser shows the text its page's data carries: it never makes a
 * date formatter, which would load the locale's data inside the first load's longest task
 * (60-70 ms on Lighthouse's phone, docs/decisions/024), and its hydration reads exactly what the
 * server wrote.
 */
const ZONE = 'Europe/London';

/** A date as a page shows it: the `<time dateTime>` value (the UK day) and the words. */
export interface DateText {
  /** YYYY-MM-DD, the day in UK time. */
  day: string;
  /** "7 October 2024", "7. Oktober 2024", "2024年10月7日". */
  text: string;
}

function format(language: Language | 'iso', options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = language === 'iso' ? 'en-CA' : LANGUAGE_TAGS[language];
  return intlOnce(`date ${tag} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, { ...options, timeZone: ZONE }));
}

/** The UK day of an instant, YYYY-MM-DD (en-CA writes dates that way). */
export function ukDay(instant: string): string {
  return format('iso', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/** An instant's date in `language`: "7 October 2024". */
export function dateText(instant: string, language: Language): DateText {
  return { day: ukDay(instant), text: format(language, { dateStyle: 'long' }).format(new Date(instant)) };
}

/**
 * When an event happens, in `language`: its start ("16 March 2030 at 10:00"), or its start and
 * end as one range, as the language writes a range ("16 March 2030, 10:00–17:00" on one day,
 * "16 March 2030 at 10:00 – 17 March 2030 at 16:00" across days).
 */
export function whenText(startsAt: string, endsAt: string | null, language: Language): string {
  const dateTime = format(language, { dateStyle: 'long', timeStyle: 'short' });
  return endsAt ? dateTime.formatRange(new Date(startsAt), new Date(endsAt)) : dateTime.format(new Date(startsAt));
}
