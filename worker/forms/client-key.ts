import type { Context } from 'hono';

/**
 * Who is sending, for the rate limit: Cloudflare's own CF-Connecting-IP (set at the edge, not
 * by the visitor), else one shared key so local runs are limited as a whole. An IPv6 client is
 * its /64: one subscriber line gets a whole /64 and may use any address in it, so counting per
 * address would give it 2^64 buckets.
 */
export function clientKey(c: Context): string {
  const address = c.req.header('cf-connecting-ip');
  return address === undefined ? 'local' : addressKey(address);
}

/** An IPv4 address as it is; an IPv6 one as its /64 (`2001:db8:0:1::/64`); anything else as given. */
export function addressKey(address: string): string {
  const trimmed = address.trim();
  if (!trimmed.includes(':')) return trimmed;
  const groups = ipv6Groups(trimmed);
  if (!groups) return trimmed.toLowerCase();
  // An IPv4-mapped address (::ffff:192.0.2.1) is that IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail read), or null. */
function ipv6Groups(address: string): number[] | null {
  const text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes('.')) {
        const octets = piece.split('.');
        if (octets.length !== 4 || !octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)) return null;
        const [a, b, c, d] = octets.map(Number) as [number, number, number, number];
        groups.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) groups.push(parseInt(piece, 16));
      else return null;
    }
    return groups;
  };
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : null;
}
