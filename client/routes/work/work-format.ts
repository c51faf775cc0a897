import { formatList } from '../../../shared/i18n/format-list';
import { DIFFICULTY_LEVELS, difficultyWord } from '../../components/catalogue-vocabulary';
import { WORK_TEXT } from './work.messages';
import { PAGE_LANGUAGE } from '../../../shared/i18n/page-language';
import { LANGUAGE_TAGS } from '../../../shared/languages';

/**
 * Dates are formatted in UTC in the page's language, so the server's render and the browser's
 * hydration print the same text wherever the visitor is. One per language: the worker renders
 * them all.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "11 February 2025" from an ISO timestamp. The formatter is made on first use: the work page
 * imports this module and shows no date, and a browser's first Intl formatter costs tens of ms
 * on a slow phone (docs/decisions/024-first-load-tasks.md).
 */
export function formatDate(iso: string): string {
  const locale = LANGUAGE_TAGS[PAGE_LANGUAGE.code];
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(new Date(iso));
}

/** "Advanced (4 of 5)". */
export function difficultyText(level: number): string {
  return WORK_TEXT.difficultyLevel({ word: difficultyWord(level) ?? String(level), level, levels: DIFFICULTY_LEVELS });
}

/** "1 minute", "18 minutes". */
export function durationText(minutes: number): string {
  return WORK_TEXT.minutes({ minutes });
}


/** "Bach", "Bach and Busoni", "Bach, Busoni and Liszt". */
export function nameList(names: readonly string[]): string {
  return formatList(names);
}
