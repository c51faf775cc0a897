import { describe, expect, it } from 'vitest';
import { isSlug, nameKey } from '../../client/loaders/by-name';

describe('how a name in an old address compares', () => {
  it.each([
    ['Johann-Sebastian-Bach', 'johann sebastian bach'],
    ['  Johann   Sebastian_Bach ', 'johann sebastian bach'],
    ['Antonín Dvořák', 'antonin dvorak'],
    ['ANTONÍN DVOŘÁK', 'antonin dvorak'],
    ['Bärenreiter', 'barenreiter'],
    ['Stainer & Bell', 'stainer and bell'],
    ['G. Henle Verlag', 'g henle verlag'],
    ["Gabriel Fauré's", 'gabriel faures'],
    ['Straße', 'strasse'],
    ['The Well-Tempered Clavier, Book 1', 'the well tempered clavier book 1'],
    ['肖邦', '肖邦'],
  ])('%s compares as "%s"', (name, key) => {
    expect(nameKey(name)).toBe(key);
  });

  it('tells a catalogue slug from a name', () => {
    expect(isSlug('johann-sebastian-bach')).toBe(true);
    expect(isSlug('goldberg-variations-ed-000002')).toBe(true);
    for (const name of ['Johann-Sebastian-Bach', 'johann sebastian bach', 'dvořák', '-bach', 'bach-', 'bach--js', '']) expect(isSlug(name)).toBe(false);
  });
});
