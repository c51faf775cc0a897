/**
 * Money as the pricing page shows it. Upstream amounts are in minor units (pence); the number
 * of minor units per major one comes from the currency itself, so a plan in another currency
 * would still read right.
 */
import { PRICING_TEXT } from '#messages/client/routes/pricing/pricing';
import { messagesIn } from '../../../shared/i18n/messages-in';
import { LANGUAGE_TAGS, type Language } from '../../../shared/languages';
import { intlOnce } from '../../../shared/i18n/intl-once';

/** The currency's format in `language` ("£9.99", "9,99 £"): one worker renders all. */
function currencyFormat(currency: string, language: Language): Intl.NumberFormat {
  const locale = LANGUAGE_TAGS[language];
  return intlOnce(`currency ${locale} ${currency}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency }));
}

/** 999 GBP -> 9.99. */
export function minorToMajor(amount: number, currency: string, language: Language): number {
  const digits = currencyFormat(currency, language).resolvedOptions().maximumFractionDigits ?? 2;
  return amount / 10 ** digits;
}

/** 999 GBP -> "£9.99". */
export function formatMinor(amount: number, currency: string, language: Language): string {
  return currencyFormat(currency, language).format(minorToMajor(amount, currency, language));
}

export type Interval = 'month' | 'year';

/** Billing intervals in the order the store table's columns show them, monthly first. */
export const INTERVALS: readonly Interval[] = ['month', 'year'];

/** "per month" / "per year". */
export function perInterval(interval: Interval, language: Language): string {
  return messagesIn(PRICING_TEXT, language).perInterval({ interval });
}

/** 999 GBP monthly -> "£9.99 per month". */
export function priceText(amount: number, currency: string, interval: Interval, language: Language): string {
  return messagesIn(PRICING_TEXT, language).price({ price: formatMinor(amount, currency, language), per: perInterval(interval, language) });
}

/** "30-day free trial", or "" without one. */
export function trialText(days: number, language: Language): string {
  return days > 0 ? messagesIn(PRICING_TEXT, language).trial({ days }) : '';
}

/** A yearly price as its monthly equivalent, e.g. 9999 -> "£8.33 a month, billed yearly". */
export function monthlyEquivalent(amount: number, currency: string, language: Language): string {
  return messagesIn(PRICING_TEXT, language).monthlyEquivalent({ price: formatMinor(Math.round(amount / 12), currency, language) });
}
