import { DIFFICULTY_LEVELS, difficultyWord } from '../../components/catalogue-vocabulary';
import { WORK_TEXT } from './work-strings';

/**
 * Dates are formatted in UTC with a fixed locale, so the server's render and the browser's
 * hydration print the same text wherever the visitor is.
 */
let dateFormat: Intl.DateTimeFormat | undefined;

/**
 * "11 February 2025" from an ISO timestamp. The formatter is made on first use: the work page
 * imports this module and shows no date, and a browser's first Intl formatter costs tens of ms
 * on a slow phone (docs/decisions/024-first-load-tasks.md).
 */
export function formatDate(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
  return dateFormat.format(new Date(iso));
}

/** "Advanced (4 of 5)". */
export function difficultyText(level: number): string {
  return WORK_TEXT.difficultyLevel(difficultyWord(level) ?? String(level), level, DIFFICULTY_LEVELS);
}

/** "1 minute", "18 minutes". */
export function durationText(minutes: number): string {
  return WORK_TEXT.minutes(minutes);
}


/** "Bach", "Bach and Busoni", "Bach, Busoni and Liszt". */
export function nameList(names: readonly string[]): string {
  return WORK_TEXT.nameList(names);
}
