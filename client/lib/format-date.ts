/**
 * Dates shown on content pages, in UK time: a fixed zone keeps the server render and the
 * browser's hydration identical whatever the visitor's zone is (a mismatch would re-render the
 * page); the events and the editorial team are in the UK.
 *
 * Computed here rather than with Intl.DateTimeFormat: a browser's first Intl formatter loads the
 * locale and zone data, 60-70 ms at the 4x slower CPU of Lighthouse's phone, and the blog and
 * legal pages made one while hydrating (docs/decisions/024-first-load-tasks.md). UK time is UTC,
 * plus one hour from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
 * October (the rule since 1996); tests/unit/format-date.test.ts holds every hour of 1996-2040 to
 * Intl's answer, so a change of rule in the zone data fails there. The month names and the order
 * of day, month and year are the language's: format-strings.ts.
 */
import { DATE_TEXT } from '../../shared/i18n/format.messages';

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) in `year`, in ms. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** The instant as a Date whose UTC fields read UK wall-clock time. */
function ukTime(iso: string): Date {
  const t = new Date(iso).getTime();
  const year = new Date(t).getUTCFullYear();
  const summer = t >= lastSundayAtOne(year, 2) && t < lastSundayAtOne(year, 9);
  return new Date(summer ? t + HOUR : t);
}

const two = (n: number) => String(n).padStart(2, '0');

/** "7 October 2024" */
export function formatDate(iso: string): string {
  const d = ukTime(iso);
  return DATE_TEXT.date({ day: d.getUTCDate(), month: DATE_TEXT.months[d.getUTCMonth()]!, year: d.getUTCFullYear() });
}

/** "18:00" (UK time) */
export function formatTime(iso: string): string {
  const d = ukTime(iso);
  return `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** The YYYY-MM-DD a <time dateTime> wants, in the same zone as formatDate. */
export function isoDay(iso: string): string {
  const d = ukTime(iso);
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}`;
}
