import { describe, expect, it } from 'vitest';
import { isSlug, namesAnItem, nameKey } from '../../shared/name-key';

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

  it('tells an address that names an item from one that holds its slug', () => {
    for (const path of [
      '/artists/Johann%20Sebastian%20Bach',
      '/publishers/B%C3%A4renreiter',
      '/work/The%20Well-Tempered%20Clavier,%20Book%201',
      '/artists/Bach?page=2',
    ]) {
      expect(namesAnItem(path), path).toBe(true);
    }
    for (const path of [
      '/artists/johann-sebastian-bach',
      '/work/goldberg-variations-ed-000002?shareRef=x',
      '/artists',
      '/faq',
      '/instrument?instrumentRef=IN-001',
      '/artists/%E0%A4%A',
    ]) {
      expect(namesAnItem(path), path).toBe(false);
    }
  });
});
