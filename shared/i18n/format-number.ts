/**
 * Whole numbers as the site writes them in English: "7", "1,234", "100,200".
 *
 * Written by hand rather than with Intl.NumberFormat: a browser pays for its first Intl formatter
 * by loading the locale data, about 18 ms in this machine's Chromium and 72 ms at the 4x slower
 * CPU of Lighthouse's phone, and the formatter was made while the page's modules were evaluated,
 * inside the first load's longest task (docs/decisions/024-first-load-tasks.md). English groups
 * an integer's digits in threes with a comma, which is all the site shows; anything else (a
 * fraction, which no page has) still goes through Intl, made on first use. The separator and
 * where grouping starts are the language's: format-strings.ts.
 */
import { NUMBER_TEXT } from './format-strings';
import { PAGE_LANGUAGE } from './page-language';
import { LANGUAGE_TAGS } from '../languages';

// One per language: the worker renders all seven, and the first one made must not answer for the rest.
const general = new Map<string, Intl.NumberFormat>();

export function formatWhole(n: number): string {
  if (!Number.isSafeInteger(n)) {
    const locale = LANGUAGE_TAGS[PAGE_LANGUAGE.code];
    let format = general.get(locale);
    if (!format) general.set(locale, (format = new Intl.NumberFormat(locale)));
    return format.format(n);
  }
  const digits = String(Math.abs(n));
  // Grouping starts at 3 + minimumGroupingDigits digits (Intl's rule: 1 groups 1234, 2 not).
  if (digits.length < 3 + NUMBER_TEXT.minimumGroupingDigits) return n < 0 ? `-${digits}` : digits;
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `${NUMBER_TEXT.group}${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${out}` : out;
}
