import { describe, expect, it } from 'vitest';
import { formatWhole } from '../../shared/i18n/format-number';

describe('formatWhole', () => {
  it('writes whole numbers exactly as Intl does in English', () => {
    const intl = new Intl.NumberFormat('en-GB');
    const samples = [
      0,
      1,
      7,
      12,
      999,
      1000,
      1001,
      9999,
      10000,
      12345,
      100200,
      999999,
      1000000,
      1234567,
      987654321,
      Number.MAX_SAFE_INTEGER,
      -1,
      -999,
      -1000,
      -1234567,
    ];
    for (let n = 0; n < 5000; n += 7) samples.push(n, n * 1013);
    for (const n of samples) expect(formatWhole(n, 'en'), String(n)).toBe(intl.format(n));
  });

  it('leaves small counts without a separator and groups the edition total', () => {
    expect(formatWhole(3, 'en')).toBe('3');
    expect(formatWhole(100200, 'en')).toBe('100,200');
  });

  it('still writes a fraction as Intl does', () => {
    expect(formatWhole(1234.5, 'en')).toBe('1,234.5');
  });
});
