import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catalogueKey, catalogueKeys } from '../../shared/catalogue-number';

describe('a catalogue number, however a musician spells it', () => {
  it.each([
    // Köchel: the issue's spellings, and the new (sixth edition) number with its letter.
    ['K331', 'k331'],
    ['KV 331', 'k331'],
    ['K. 331', 'k331'],
    ['k.331', 'k331'],
    ['KV 300i', 'k300i'],
    // Opus with a number within it.
    ['op27no2', 'op27no2'],
    ['Op. 27, No. 2', 'op27no2'],
    ['Op. 27 No. 2', 'op27no2'],
    ['op 27 no 2', 'op27no2'],
    ['Op.27/2', 'op27no2'],
    ['Opus 27 Nr. 2', 'op27no2'],
    ['Op. 19b', 'op19b'],
    ['Op. 10', 'op10'],
    // The other catalogues the issue names.
    ['BWV 1007', 'bwv1007'],
    ['bwv1007', 'bwv1007'],
    ['D. 960', 'd960'],
    ['D960', 'd960'],
    ['Hob. XVI:52', 'hobxvi:52'],
    ['Hob.XVI/52', 'hobxvi:52'],
    ['hob xvi 52', 'hobxvi:52'],
    ['RV 269', 'rv269'],
    ['HWV 56', 'hwv56'],
    ['WoO 59', 'woo59'],
    ['woo59', 'woo59'],
    ['S. 178', 's178'],
    ['S178', 's178'],
    ['S. 244/2', 's244no2'],
    ['LW A179', 'lwa179'],
    // And the catalogue's others: Lesure, Szőllősy, Zimmerman.
    ['L. 75', 'l75'],
    ['Sz. 110', 'sz110'],
    ['Z. 626', 'z626'],
  ])('%s is %s', (spelling, key) => {
    expect(catalogueKey(spelling)).toBe(key);
  });

  it.each(['', 'piano', 'Moonlight Sonata', 'Op.', 'K', 'BWV', '331', 'D major', 'BWV 846–869', 'Op. 8 Nos. 1–4', 'hobbit 3'])(
    '%j is no one catalogue number',
    (text) => {
      expect(catalogueKey(text)).toBeNull();
    },
  );

  it('does not depend on case, dots, spaces or a comma before the number within', () => {
    const prefixes = ['BWV', 'K', 'KV', 'D', 'RV', 'HWV', 'Op', 'WoO', 'S', 'LW'];
    const decorated = fc.record({
      prefix: fc.constantFrom(...prefixes),
      number: fc.integer({ min: 1, max: 1200 }),
      within: fc.option(fc.integer({ min: 1, max: 12 }), { nil: undefined }),
      dot: fc.boolean(),
      space: fc.constantFrom('', ' ', '  '),
      comma: fc.boolean(),
      upper: fc.boolean(),
    });
    fc.assert(
      fc.property(decorated, ({ prefix, number, within, dot, space, comma, upper }) => {
        const plain = `${prefix}${number}${within === undefined ? '' : `no${within}`}`;
        const dressed = `${prefix}${dot ? '.' : ''}${space}${number}${within === undefined ? '' : `${comma ? ',' : ''} No.${space}${within}`}`;
        const cased = upper ? dressed.toUpperCase() : dressed;
        expect(catalogueKey(cased)).toBe(catalogueKey(plain));
        expect(catalogueKey(plain)).not.toBeNull();
      }),
    );
  });
});

describe("the keys a catalogue's display of a work's number stands for", () => {
  it.each([
    ['K. 331', ['k331']],
    ['Op. 27 No. 2', ['op27no2', 'op27']],
    ['S. 244/2', ['s244no2', 's244']],
    ['BWV 846–869', Array.from({ length: 24 }, (_, index) => `bwv${846 + index}`)],
    ['Op. 8 Nos. 1–4', ['op8', 'op8no1', 'op8no2', 'op8no3', 'op8no4']],
    ['Op. 10 Nos. 1, 2', ['op10', 'op10no1', 'op10no2']],
    ['Hob. XVI:52', ['hobxvi:52']],
    ['', []],
    ['Romance', []],
  ])('%s: %j', (display, keys) => {
    expect(catalogueKeys(display)).toEqual(keys);
  });

  it('keeps only the ends of a range too long to be one work', () => {
    expect(catalogueKeys('BWV 1–1080')).toEqual(['bwv1', 'bwv1080']);
  });

  it('finds the same key from any spelling of a number the display names', () => {
    for (const [display, spelling] of [
      ['Op. 27 No. 2', 'op27no2'],
      ['K. 331', 'KV331'],
      ['BWV 846–869', 'bwv 850'],
      ['Op. 8 Nos. 1–4', 'Op.8/3'],
    ] as const)
      expect(catalogueKeys(display), `${spelling} in ${display}`).toContain(catalogueKey(spelling));
  });
});
