import fc from 'fast-check';

/** One seed for every property here, so a failure reproduces; change it to explore further. */
export const SEED = 20260814;
/** Inputs per property: enough to reach the odd shapes, bounded so the unit suite stays quick. */
export const RUNS = 150;

/** Lone surrogates and the characters that end script blocks or lines in old engines. */
const nastyCharacter = fc.constantFrom('\ud800', '\udfff', '\u2028', '\u2029', '\u0000', '\r\n', '</script', '<!--', '%00', '\ufeff');

/** Text built from those characters and ordinary ones. */
export const nastyString = fc.array(fc.oneof(nastyCharacter, fc.string({ unit: 'binary', maxLength: 8 })), { maxLength: 12 }).map((parts) => parts.join(''));

/** An object nested `depth` levels deep (parsers that recurse naively overflow the stack). */
function nested(depth: number, key: string): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { [key]: value };
  return value;
}

/** JSON text with a literal "__proto__" key, parsed as a request body would be. */
const protoKeyed = fc
  .tuple(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('__proto__', 'constructor', 'prototype'))
  .map(([value, key]) => JSON.parse(`{"${key}":{"polluted":true},"value":${JSON.stringify(value)}}`) as unknown);

/**
 * Values that try to break a parser: anything at all (odd prototypes, sparse arrays, bigints,
 * dates, maps), very deep or very long input, lone surrogates, __proto__ keys, and `valid` with
 * one field replaced by any of those (the shape is right, so the parser goes deeper).
 */
export function hostileValue(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const anything = fc.anything({
    maxDepth: 4,
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withObjectString: true,
    withSparseArray: true,
    withTypedArray: true,
    withUnicodeString: true,
  });
  const odd = fc.oneof(
    anything,
    nastyString,
    protoKeyed,
    fc.integer({ min: 1_000, max: 20_000 }).map((depth) => nested(depth, 'a')),
    fc.integer({ min: 100_000, max: 1_000_000 }).map((length) => 'x'.repeat(length)),
    fc.constantFrom(NaN, Infinity, -Infinity, -0, Number.MAX_VALUE, Number.MIN_VALUE),
  );
  const mutated = fc.tuple(valid, odd, fc.nat()).map(([value, replacement, pick]) => {
    if (typeof value !== 'object' || value === null) return replacement;
    const keys = Object.keys(value);
    if (keys.length === 0) return replacement;
    return { ...(value as object), [keys[pick % keys.length]!]: replacement };
  });
  return fc.oneof(odd, mutated);
}
