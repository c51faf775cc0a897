import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from '../../worker/forms/retry-delay';

describe('queued form retries', () => {
  it('back off from 5 s, doubling, capped at 10 minutes', () => {
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([5, 10, 20, 40, 80]);
    expect(retryDelaySeconds(8)).toBe(600);
    expect(retryDelaySeconds(25)).toBe(600);
  });

  it('the 25 retries wrangler.toml allows span hours, not minutes, before the dead-letter queue', () => {
    const total = Array.from({ length: 25 }, (_, i) => retryDelaySeconds(i + 1)).reduce((a, b) => a + b, 0);
    expect(total / 3600).toBeGreaterThan(3);
  });
});
