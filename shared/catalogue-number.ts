/**
 * Catalogue numbers as musicians write them (issue 47): `K331`, `KV 331` and `K. 331` are one
 * number, as are `op27no2`, `Op. 27, No. 2` and `Op. 27/2`. Each spelling reduces to one key, so a
 * search in any of them finds what the catalogue's own spelling names.
 *
 * A key is the catalogue's prefix in lower case (its usual form: `KV` is `k`, `Opus` is `op`)
 * followed by the number as written without spaces or dots: `k331`, `op27no2`, `hobxvi:52`,
 * `bwv1007`, `lwa179`. The key does not say which catalogue a prefix means for which composer
 * (`K.` is Köchel's for Mozart and Kirkpatrick's for Scarlatti): that is the catalogue data's to
 * say, by the composer each number belongs to.
 */

/** The prefixes read, each spelling to its key's prefix. */
const PREFIXES: Record<string, string> = {
  bwv: 'bwv',
  k: 'k',
  kv: 'k',
  d: 'd',
  hob: 'hob',
  rv: 'rv',
  hwv: 'hwv',
  op: 'op',
  opus: 'op',
  woo: 'woo',
  s: 's',
  lw: 'lw',
  // Also in the catalogue: Lesure (Debussy), Marnat (Ravel), Szőllősy (Bartók), Zimmerman
  // (Purcell), Hensel's and Holst's H., Moretti and Sorrento (Paganini), and R.
  l: 'l',
  m: 'm',
  sz: 'sz',
  z: 'z',
  h: 'h',
  ms: 'ms',
  r: 'r',
};

const PREFIX = `(${Object.keys(PREFIXES)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;

/** A number as catalogues write one: digits with a letter after (`300i`, `19b`), or a letter before (Liszt's LW `A179`). */
const NUMBER = '([a-z]?\\d+[a-z]?)';

/** Hoboken's: a group in Roman numerals, then the number (`XVI:52`, `XVI/52`, `xvi 52`). */
const HOBOKEN = /^hob\.?\s*([ivxl]+[a-z]?)\s*[:/.\s]\s*(\d+[a-z]?)$/;

/** A number within one (`No. 2`, `Nr. 2`, `/2`), after a comma or not: `Op. 27, No. 2`, `op27no2`, `S. 244/2`. */
const WITHIN = '(?:\\s*,?\\s*(?:(?:no|nr|n°)\\.?\\s*|/\\s*)(\\d+[a-z]?))?';

const ONE = new RegExp(`^${PREFIX}\\.?\\s*${NUMBER}${WITHIN}$`);

/**
 * The key of one catalogue number, however it is spelt, or null when `text` is not one (a word, a
 * bare number, a prefix alone, a range). Case, dots, spaces and a comma before `No.` do not count.
 */
export function catalogueKey(text: string): string | null {
  const plain = text.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
  const hoboken = HOBOKEN.exec(plain);
  if (hoboken) return `hob${hoboken[1]}:${hoboken[2]}`;
  const one = ONE.exec(plain);
  if (!one) return null;
  return `${PREFIXES[one[1]!]}${one[2]}${one[3] ? `no${one[3]}` : ''}`;
}

/** The number a key's `no` is within: `op27` for `op27no2`. */
const WITHIN_KEY = /^(.*?\d+[a-z]?)no\d+[a-z]?$/;

/** The dashes a range is written with: an en dash, a hyphen, a minus. */
const RANGE = /^(\d+)\s*[–\-−]\s*(\d+)$/;

/** The most numbers a range stands for; longer ones are kept as their two ends only. */
const RANGE_MAX = 50;

/** `846–869` as each number it stands for; a number alone as itself. */
function expand(part: string): string[] {
  const range = RANGE.exec(part.trim());
  if (!range) return [part.trim()];
  const from = Number(range[1]);
  const to = Number(range[2]);
  if (to < from || to - from >= RANGE_MAX) return [range[1]!, range[2]!];
  return Array.from({ length: to - from + 1 }, (_, index) => String(from + index));
}

/** A list or range within one number: `Op. 8 Nos. 1–4`, `Op. 10 Nos. 1, 2`. */
const WITHIN_LIST = new RegExp(`^(${PREFIX}\\.?\\s*${NUMBER})\\s*,?\\s*nos\\.?\\s*(.+)$`, 'i');

/** A list or range of numbers: `BWV 846–869`, `K. 1, 2`. */
const NUMBER_LIST = new RegExp(`^${PREFIX}\\.?\\s*(.+)$`, 'i');

const LIST_SEPARATOR = /\s*(?:,|\band\b|&)\s*/;

/** The keys of each number a list names (`1, 2`, `1–4`), each spelt as one number by `spell`. */
function listedKeys(list: string, spell: (number: string) => string): string[] {
  return list
    .split(LIST_SEPARATOR)
    .flatMap(expand)
    .flatMap((number) => catalogueKey(spell(number)) ?? []);
}

/**
 * Every key a catalogue's own display of a work's number stands for: one for `K. 331`; each of a
 * range (`BWV 846–869`) or a list (`Op. 8 Nos. 1–4`, `Op. 10 Nos. 1, 2`) and, for numbers
 * within an opus, the opus itself (`Op. 27 No. 2` is also `op27`). Empty when the display is no
 * catalogue number.
 */
export function catalogueKeys(display: string): string[] {
  const plain = display.normalize('NFKC').trim();
  const single = catalogueKey(plain);
  if (single) {
    const within = WITHIN_KEY.exec(single);
    return within ? [single, within[1]!] : [single];
  }
  const withinList = WITHIN_LIST.exec(plain);
  if (withinList) {
    const whole = catalogueKey(withinList[1]!);
    return whole ? [...new Set([whole, ...listedKeys(withinList[4]!, (number) => `${withinList[1]} No. ${number}`)])] : [];
  }
  const numberList = NUMBER_LIST.exec(plain);
  return numberList ? [...new Set(listedKeys(numberList[2]!, (number) => `${numberList[1]} ${number}`))] : [];
}
