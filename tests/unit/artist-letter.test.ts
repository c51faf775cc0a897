import { describe, expect, it } from 'vitest';
import { LETTERS, parseLetter, surnameInitial } from '../../client/lib/artist-letter';
import { letterPath } from '../../shared/paths';

describe('artist index letters', () => {
  it('offers A to Z', () => {
    expect(LETTERS.join('')).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    expect(letterPath('B')).toBe('/artists?letter=B');
  });

  it('reads letter= as one letter, in either case', () => {
    expect(parseLetter(null)).toEqual({ kind: 'absent' });
    expect(parseLetter('B')).toEqual({ kind: 'letter', letter: 'B', exact: true });
    expect(parseLetter('b')).toEqual({ kind: 'letter', letter: 'B', exact: false });
    for (const bad of ['', ' ', 'ab', '7', 'é', 'ß', '<']) expect(parseLetter(bad), bad).toEqual({ kind: 'invalid' });
  });

  it('files a name under the unaccented initial of its last word', () => {
    expect(surnameInitial('Johann Sebastian Bach')).toBe('B');
    expect(surnameInitial('Ludwig van Beethoven')).toBe('B');
    expect(surnameInitial('Antonín Dvořák')).toBe('D');
    expect(surnameInitial('Arvo Pärt')).toBe('P');
    expect(surnameInitial('Samuel Coleridge-Taylor')).toBe('C');
    expect(surnameInitial('Émile Ézanne')).toBe('E');
    expect(surnameInitial('')).toBeNull();
    expect(surnameInitial('Ólafur 7')).toBeNull();
  });
});
