import { describe, expect, it } from 'vitest';
import { formatMinor, minorToMajor, monthlyEquivalent, priceText, trialText } from '../../client/routes/pricing/price-format';

describe('price format', () => {
  it('turns minor units into money in the currency of the price', () => {
    expect(formatMinor(999, 'GBP', 'en')).toBe('£9.99');
    expect(formatMinor(10000, 'GBP', 'en')).toBe('£100.00');
    expect(formatMinor(1099, 'EUR', 'en')).toBe('€10.99');
    // Yen has no minor unit.
    expect(formatMinor(1200, 'JPY', 'en')).toBe('JP¥1,200');
    expect(minorToMajor(9999, 'GBP', 'en')).toBe(99.99);
  });

  it('says what a price buys', () => {
    expect(priceText(999, 'GBP', 'month', 'en')).toBe('£9.99 per month');
    expect(priceText(9999, 'GBP', 'year', 'en')).toBe('£99.99 per year');
    expect(monthlyEquivalent(9999, 'GBP', 'en')).toBe('£8.33 a month, billed yearly');
    expect(trialText(30, 'en')).toBe('30-day free trial');
    expect(trialText(0, 'en')).toBe('');
  });
});
