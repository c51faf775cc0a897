/**
 * Whole numbers as the site writes them in English: "7", "1,234", "100,200".
 *
 * Written by hand rather than with Intl.NumberFormat: a browser pays for its first Intl formatter
 * by loading the locale data, about 18 ms in this machine's Chromium and 72 ms at the 4x slower
 * CPU of Lighthouse's phone, and the formatter was made while the page's modules were evaluated,
 * inside the first load's longest task (docs/decisions/024-first-load-tasks.md). English groups
 * an integer's digits in threes with a comma, which is all the site shows; anything else (a
 * fraction, which no page has) still goes through Intl, made on first use. The separator and
 * where grouping starts are each language's, as CLDR has them (a unit test compares them with
 * Intl.NumberFormat): locale data, not wording, so they are here rather than in a catalogue.
 */
import { LANGUAGE_TAGS, type Language } from '../languages';
import { intlOnce } from './intl-once';

/**
 * Put between groups of three digits ("1,234"); grouping starts once a number has more than
 * `minimumGroupingDigits` digits past the first three (1: "1,234"; Spanish and Italian's 2 keep
 * "1234" and write "12.345").
 */
export const NUMBER_GROUPING: Record<Language, { group: string; minimumGroupingDigits: number }> = {
  en: { group: ',', minimumGroupingDigits: 1 },
  de: { group: '.', minimumGroupingDigits: 1 },
  fr: { group: '\u202f', minimumGroupingDigits: 1 },
  es: { group: '.', minimumGroupingDigits: 2 },
  it: { group: '.', minimumGroupingDigits: 2 },
  ja: { group: ',', minimumGroupingDigits: 1 },
  zh: { group: ',', minimumGroupingDigits: 1 },
};

/** `n` as `language` writes it (a message module names its own language, a component its page's). */
export function formatWhole(n: number, language: Language): string {
  if (!Number.isSafeInteger(n)) {
    const locale = LANGUAGE_TAGS[language];
    return intlOnce(`number ${locale}`, () => new Intl.NumberFormat(locale)).format(n);
  }
  const digits = String(Math.abs(n));
  const grouping = NUMBER_GROUPING[language];
  // Grouping starts at 3 + minimumGroupingDigits digits (Intl's rule: 1 groups 1234, 2 not).
  if (digits.length < 3 + grouping.minimumGroupingDigits) return n < 0 ? `-${digits}` : digits;
  let out = digits.slice(0, digits.length % 3 || 3);
  for (let i = out.length; i < digits.length; i += 3) out += `${grouping.group}${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${out}` : out;
}
