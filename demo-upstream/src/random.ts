/**
 * Seeded randomness. Every generated value is a pure function of (seed, index), so item N of the
 * catalogue is the same on every run and can be rebuilt from its index alone.
 */

/** FNV-1a over a string: a stable 32-bit seed for refs, slugs and colours. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and good enough for fixtures. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator for item `index` of a named stream, independent of every other item. */
export function streamFor(stream: string, index: number): Random {
  return new Random(prng(hashString(stream) ^ Math.imul(index + 1, 0x9e3779b1)));
}

export class Random {
  constructor(private readonly next: () => number) {}

  float(): number {
    return this.next();
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
}
