/**
 * The artists index is an A–Z index by surname initial (`/artists?letter=B`). The letter comes
 * from the address bar, so it is parsed defensively: one letter in either case is accepted,
 * anything else is not.
 */
export const LETTERS: readonly string[] = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** The letter shown when the address names none. */
export const DEFAULT_LETTER = 'A';

export type LetterQuery = { kind: 'absent' } | { kind: 'invalid' } | { kind: 'letter'; letter: string; exact: boolean };

/**
 * Reads the `letter=` value: absent, invalid (blank, two letters, a digit...) or a letter
 * (upper-cased; `exact` is false when the address did not spell it that way).
 */
export function parseLetter(raw: string | null): LetterQuery {
  if (raw === null) return { kind: 'absent' };
  const letter = raw.trim().toUpperCase();
  if (!LETTERS.includes(letter)) return { kind: 'invalid' };
  return { kind: 'letter', letter, exact: raw === letter };
}

/**
 * The index letter of a name: the initial of its last word, without accents ("Antonín Dvořák"
 * is under D, "Ludwig van Beethoven" under B). The upstream files artists under their surname,
 * which the artist record does not carry; the last word is the surname for nearly every name,
 * but not for a compound one written without a hyphen ("Ralph Vaughan Williams" is under V
 * upstream, W here). Null when the initial is not a letter A–Z.
 */
export function surnameInitial(name: string): string | null {
  const last = name.trim().split(/\s+/).at(-1) ?? '';
  const initial = last.normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return LETTERS.includes(initial) ? initial : null;
}
