import { readFileSync } from 'node:fs';
// @ts-expect-error: gettext-parser ships without types
import gettextParser from 'gettext-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/languages';
// @ts-expect-error: plain .mjs build scripts without types
import { catalogueOf, readCatalogue, SOURCE_CATALOGUE } from '../../scripts/i18n/catalogue.mjs';
import { escapeRegExp } from '../support/escape';

/**
 * The glossaries (locales/glossary.<lang>.po): one translation for each recurring term, and the
 * catalogue of each language held to it. A glossary entry is a bilingual PO entry as Weblate and
 * Crowdin import one: msgid the English term, msgstr the translation to use, msgctxt the concept
 * where the English is ambiguous, and notes (`#.`) saying what the term means on nkoda, with an
 * `avoid:` line (wordings never to use for that concept) and, for some, an `English variants:`
 * line (other English words for the same concept: "sign in" for "log in").
 */

interface Term {
  concept: string;
  english: string;
  text: string;
  avoid: string[];
  matches: RegExp;
}

interface Entry {
  english: string;
  text: string;
}

const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');
const glossaryOf = (language: string) => `locales/glossary.${language}.po`;

/** A word with its simple English inflections: editions, libraries, signing, logged, annotating. */
function inflected(word: string): string {
  const forms = [`${escapeRegExp(word)}(?:s|es|d|ed|['’]s)?`];
  if (word.endsWith('y')) forms.push(`${escapeRegExp(word.slice(0, -1))}ies`);
  if (word.endsWith('e')) forms.push(`${escapeRegExp(word.slice(0, -1))}ing`);
  else forms.push(`${escapeRegExp(word)}(?:${escapeRegExp(word.slice(-1))})?(?:ing|ed)`);
  return `(?:${forms.join('|')})`;
}

/** Where an English text says a term: whole words, inflected, "log in" also as "login" or "log-in". */
function englishPattern(terms: string[]): RegExp {
  const alternatives = terms.map((term) => term.trim().split(/\s+/).map(inflected).join('[\\s-]?'));
  return new RegExp(`\\b(?:${alternatives.join('|')})\\b`, 'iu');
}

/** The words of a message without its code: placeholders' names and types, tag names. */
const wording = (message: string) => message.replace(/\{\s*[\w]+\s*(?:,\s*\w+\s*,?)?/g, '{').replace(/<\/?\w+>/g, ' ');

const noteLine = (note: string, label: string) =>
  note
    .split('\n')
    .find((line) => line.startsWith(`${label}:`))
    ?.slice(label.length + 1)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean) ?? [];

function readGlossary(language: string): Term[] {
  const parsed = gettextParser.po.parse(readFileSync(glossaryOf(language)));
  const terms: Term[] = [];
  for (const [context, entries] of Object.entries(
    parsed.translations as Record<string, Record<string, { msgid: string; msgstr?: string[]; comments?: { extracted?: string } }>>,
  )) {
    for (const entry of Object.values(entries)) {
      if (entry.msgid === '') continue; // the header
      const note = entry.comments?.extracted ?? '';
      terms.push({
        concept: context ? `${entry.msgid} (${context})` : entry.msgid,
        english: entry.msgid,
        text: entry.msgstr?.[0] ?? '',
        avoid: noteLine(note, 'avoid'),
        matches: englishPattern([entry.msgid, ...noteLine(note, 'English variants')]),
      });
    }
  }
  return terms;
}

const lower = (text: string) => text.toLocaleLowerCase();

/**
 * Whether an avoided wording is another term's own word in a message that says that term too:
 * "Herausgeber" is the editor in German, so a message about a publisher and an editor has it.
 */
const ownWordOfAnother = (wording: string, others: Term[]) =>
  others.some((other) => {
    const own = lower(other.text);
    return own.includes(wording) || (wording.startsWith(own) && /^\p{L}{0,3}$/u.test(wording.slice(own.length)));
  });

/** Each message whose English says a term and whose translation uses a wording the term avoids. */
function avoidedWordings(language: string, terms: Term[], source: Map<string, Entry>, translated: Map<string, Entry>): string[] {
  const problems: string[] = [];
  for (const [key, { english }] of source) {
    const text = translated.get(key)?.text;
    if (!text) continue; // missing and empty messages are the catalogue checks' to report
    const said = terms.filter((term) => term.matches.test(wording(english)));
    const words = lower(wording(text));
    for (const term of said) {
      for (const avoid of term.avoid.map(lower)) {
        if (
          !words.includes(avoid) ||
          ownWordOfAnother(
            avoid,
            said.filter((other) => other !== term),
          )
        )
          continue;
        problems.push(
          `locales/${language}.po: ${key} says "${term.concept}" with "${avoid}", which locales/glossary.${language}.po avoids (use "${term.text}"): ${text}`,
        );
      }
    }
  }
  return problems;
}

describe('the glossary checks', () => {
  const terms = (rows: Array<[string, string, string[]]>): Term[] =>
    rows.map(([english, text, avoid]) => ({
      concept: english,
      english,
      text,
      avoid,
      matches: englishPattern(english === 'log in' ? [english, 'sign in'] : [english]),
    }));
  const german = terms([
    ['sign up', 'registrieren', ['anmelden', 'Anmeldung']],
    ['log in', 'anmelden', ['registrieren']],
    ['publisher', 'Verlag', ['Herausgeber']],
    ['editor', 'Herausgeber', ['Redakteur']],
    ['edition', 'Ausgabe', ['Auflage']],
  ]);
  const check = (english: string, text: string) => avoidedWordings('de', german, new Map([['T.x', { english, text }]]), new Map([['T.x', { english, text }]]));

  it('find a term in the English inflected, joined or by a variant', () => {
    expect(englishPattern(['sign up']).test('Thanks for signing up')).toBe(true);
    expect(englishPattern(['log in']).test('Login')).toBe(true);
    expect(englishPattern(['log in', 'sign in']).test('to sign in and download')).toBe(true);
    expect(englishPattern(['log in']).test('She logs in')).toBe(true);
    expect(englishPattern(['edition']).test('3 editions found')).toBe(true);
    expect(englishPattern(['library']).test('Conservatoires, libraries and ensembles')).toBe(true);
    expect(englishPattern(['subscribe']).test('Unsubscribe at any time')).toBe(false);
    expect(englishPattern(['editor']).test('editorial notes')).toBe(false);
    expect(englishPattern(['edition']).test('{edition} by {composers}'.replace(/\{\s*\w+/g, '{'))).toBe(false);
  });

  it('name the language, the key, the term and the avoided wording', () => {
    expect(check('Sign up', 'Anmelden')).toEqual([
      'locales/de.po: T.x says "sign up" with "anmelden", which locales/glossary.de.po avoids (use "registrieren"): Anmelden',
    ]);
    expect(check('Thanks for signing up', 'Vielen Dank für Ihre Anmeldung')).toHaveLength(1);
    expect(check('Sign up', 'Registrieren')).toEqual([]);
  });

  it('let a message use an avoided wording that is another of its terms’ own word', () => {
    expect(check('A partner publisher prepares it with an experienced editor.', 'Ein Partnerverlag erarbeitet sie mit einem erfahrenen Herausgeber.')).toEqual(
      [],
    );
    expect(check('A partner publisher prepares it.', 'Ein Herausgeber erarbeitet sie.')).toHaveLength(1);
    expect(check('Sign up or log in', 'Registrieren oder anmelden')).toEqual([]);
  });

  it('read placeholders and tags as code, not words', () => {
    expect(check('{edition} in {n, plural, one {# edition} other {# editions}}', '{edition} in {n, plural, one {# Ausgabe} other {# Ausgaben}}')).toEqual([]);
    expect(check('Read the <auflage>edition</auflage>', 'Lesen Sie die <auflage>Ausgabe</auflage>')).toEqual([]);
  });
});

describe.each(TRANSLATED)('the %s glossary', (language) => {
  const terms = readGlossary(language);
  const source = readCatalogue(SOURCE_CATALOGUE).entries as Map<string, Entry>;
  const translated = readCatalogue(catalogueOf(language)).entries as Map<string, Entry>;

  it('has every term, each with a translation', () => {
    const english = TRANSLATED.map((other) =>
      readGlossary(other)
        .map((term) => term.concept)
        .sort(),
    );
    for (const concepts of english)
      expect(concepts, `the glossaries' terms differ from ${glossaryOf(language)}'s`).toEqual(terms.map((term) => term.concept).sort());
    const untranslated = terms.filter((term) => !term.text.trim()).map((term) => `${glossaryOf(language)}: "${term.concept}" has no translation`);
    expect(untranslated).toEqual([]);
    expect(terms.length).toBeGreaterThan(20);
  });

  it('is what its catalogue says: no message says a term with a wording the glossary avoids', () => {
    const problems = avoidedWordings(language, terms, source, translated);
    const messages = new Set(problems.map((problem) => problem.split(' ')[1])).size;
    expect(problems, `${messages} messages in locales/${language}.po use ${problems.length} avoided wordings`).toEqual([]);
  });

  it('gives different concepts different words', () => {
    const same: string[] = [];
    terms.forEach((term, index) => {
      for (const other of terms.slice(index + 1)) {
        if (lower(term.text.trim()) === lower(other.text.trim()))
          same.push(`${glossaryOf(language)}: "${term.concept}" and "${other.concept}" are both "${term.text}"`);
      }
    });
    expect(same).toEqual([]);
  });

  it('avoids no wording it asks for', () => {
    const contradictions = terms.flatMap((term) =>
      term.avoid
        .filter((avoid) => lower(term.text).includes(lower(avoid)))
        .map((avoid) => `${glossaryOf(language)}: "${term.concept}" is "${term.text}" and avoids "${avoid}"`),
    );
    expect(contradictions).toEqual([]);
  });
});
