import { describe, expect, it } from 'vitest';
import { addressKey } from '../../worker/forms/client-key';

/**
 * The rate limit's client (worker/forms/client-key.ts): an IPv6 client is its /64, however the
 * address is written, so a line with a /64 cannot get a bucket per address.
 */
describe('addressKey', () => {
  it('gives every address of one /64 the same key, whatever its spelling', () => {
    const spellings = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2:a:b:c:d',
      '[2001:db8:1:2::7]',
      '2001:db8:1:2::1%eth0',
    ];
    const keys = new Set(spellings.map(addressKey));
    expect([...keys]).toEqual(['2001:db8:1:2::/64']);
  });

  it('tells two /64s apart, including ones that differ only in compressed groups', () => {
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8::1:0:0:1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:0:1::')).toBe('2001:db8:0:1::/64');
  });

  it('counts an IPv4-mapped address as that IPv4 client, and IPv4 addresses one by one', () => {
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('::ffff:c000:207')).toBe('192.0.2.7');
    expect(addressKey('0:0:0:0:0:ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('192.0.2.8')).not.toBe(addressKey('192.0.2.7'));
  });

  it('leaves what is no address as it is (it names one client all the same)', () => {
    for (const text of ['not-an-ip', '1:2:3', '1::2::3', '2001:db8:1:2:3:4:5:6:7', '::ffff:999.0.0.1', 'g::1']) {
      expect(addressKey(text)).toBe(text.toLowerCase());
    }
  });
});
