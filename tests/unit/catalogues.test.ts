import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS, LANGUAGES } from '../../shared/languages';
// @ts-expect-error: plain .mjs build scripts without types
import { catalogueOf, mergeCatalogue, readCatalogue, SOURCE_CATALOGUE } from '../../scripts/i18n/catalogue.mjs';
// @ts-expect-error: plain .mjs build scripts without types
import { checkCatalogues, checkLanguage, checkSource, codeFiles, staleReferences, unreadMessages } from '../../scripts/i18n/check.mjs';
// @ts-expect-error: plain .mjs build scripts without types
import { messageReferences, usesIn } from '../../scripts/i18n/references.mjs';
// @ts-expect-error: plain .mjs build scripts without types
import { analyse, compileMessage } from '../../scripts/i18n/compile-message.mjs';
// @ts-expect-error: plain .mjs build scripts without types
import { pseudoMessage } from '../../scripts/i18n/pseudo.mjs';

/**
 * The message catalogues (locales/): every message in every language, with the English's
 * arguments and every plural form the language's CLDR rules have, no message the code does not
 * use, and each message's `#:` references where the code uses it now. The checks themselves are
 * exercised on small catalogues first, so a check that stopped finding its problem fails here too.
 */

interface Entry {
  english: string;
  text: string;
  note: string;
  module: string;
  references: string[];
  flags: string;
}
const entry = (english: string, text = '', note = ''): Entry => ({ english, text, note, module: 'client/x/x', references: [], flags: '' });
const catalogue = (rows: Record<string, Entry>) => new Map(Object.entries(rows));

describe('the catalogue checks', () => {
  const source = catalogue({
    'T.plain': entry('Edition'),
    'T.count': entry('{n, plural, one {# edition} other {# editions}}'),
    'T.named': entry('{title} – {composers}'),
    'T.choice': entry('{interval, select, month {per month} other {per year}}'),
    'T.link': entry('Read our <policy>cookie policy</policy>.'),
    'T.zero': entry('{n, plural, =0 {None} one {# item} other {# items}}'),
  });
  const german = {
    'T.plain': entry('Edition', 'Ausgabe'),
    'T.count': entry('{n, plural, one {# edition} other {# editions}}', '{n, plural, one {# Ausgabe} other {# Ausgaben}}'),
    'T.named': entry('{title} – {composers}', '{title} – {composers}'),
    'T.choice': entry('{interval, select, month {per month} other {per year}}', '{interval, select, month {pro Monat} other {pro Jahr}}'),
    'T.link': entry('Read our <policy>cookie policy</policy>.', 'Lesen Sie unsere <policy>Cookie-Richtlinie</policy>.'),
    'T.zero': entry('{n, plural, =0 {None} one {# item} other {# items}}', '{n, plural, =0 {Keine} one {# Eintrag} other {# Einträge}}'),
  };
  const problemsWith = (language: string, changes: Record<string, Entry | undefined>) => {
    const rows = { ...german, ...changes } as Record<string, Entry | undefined>;
    const translated = new Map(Object.entries(rows).filter((row): row is [string, Entry] => row[1] !== undefined));
    return checkLanguage(language, LANGUAGE_TAGS[language as keyof typeof LANGUAGE_TAGS], source, translated) as string[];
  };

  it('pass a complete, consistent translation', () => {
    expect(checkSource(source)).toEqual([]);
    expect(problemsWith('de', {})).toEqual([]);
  });

  it('fail a message missing, empty, fuzzy, from an older English, or no longer in the source', () => {
    expect(problemsWith('de', { 'T.plain': undefined })).toEqual(['locales/de.po: T.plain is missing']);
    expect(problemsWith('de', { 'T.plain': entry('Edition', ' ') })).toEqual(['locales/de.po: T.plain is empty']);
    expect(problemsWith('de', { 'T.plain': { ...entry('Edition', 'Ausgabe'), flags: 'fuzzy' } })).toEqual([
      'locales/de.po: T.plain is marked fuzzy (to review)',
    ]);
    expect(problemsWith('de', { 'T.plain': entry('An edition', 'Ausgabe') })).toEqual([
      'locales/de.po: T.plain translates an older English ("An edition"; now "Edition")',
    ]);
    expect(problemsWith('de', { 'T.gone': entry('Gone', 'Weg') })).toEqual(['locales/de.po: T.gone is not in locales/messages.pot any more']);
  });

  it('fail a placeholder, a tag or a choice that differs from the English', () => {
    expect(problemsWith('de', { 'T.named': entry('{title} – {composers}', '{titel} – {composers}') })).toEqual([
      'locales/de.po: T.named takes {composers:text, titel:text} where the English takes {composers:text, title:text}',
    ]);
    expect(problemsWith('de', { 'T.count': entry('{n, plural, one {# edition} other {# editions}}', '{n} Ausgaben') })).toEqual([
      'locales/de.po: T.count takes {n:text} where the English takes {n:plural}',
    ]);
    expect(problemsWith('de', { 'T.link': entry('Read our <policy>cookie policy</policy>.', 'Lesen Sie unsere Cookie-Richtlinie.') })).toEqual([
      'locales/de.po: T.link has the tags none where the English has <policy>',
    ]);
    expect(
      problemsWith('de', {
        'T.choice': entry('{interval, select, month {per month} other {per year}}', '{interval, select, year {pro Jahr} other {pro Monat}}'),
      }),
    ).toEqual(['locales/de.po: T.choice: the select {interval} offers other year where the English offers month other']);
    expect(problemsWith('de', { 'T.named': entry('{title} – {composers}', '{title – {composers}') })[0]).toMatch(
      /^locales\/de.po: T.named: not valid ICU MessageFormat/,
    );
  });

  it('fail a plural without each of its language’s CLDR forms, or with one the language does not have', () => {
    const count = 'T.count';
    const english = source.get(count)!.english;
    expect(problemsWith('fr', { [count]: entry(english, '{n, plural, one {# édition} other {# éditions}}') })).toContain(
      'locales/fr.po: T.count: the plural {n} has no many form (fr has many, one, other)',
    );
    expect(problemsWith('ja', { [count]: entry(english, '{n, plural, one {#点} other {#点}}') })).toContain(
      'locales/ja.po: T.count: the plural {n} has one, which ja does not use',
    );
    expect(problemsWith('de', { 'T.zero': entry(source.get('T.zero')!.english, '{n, plural, one {# Eintrag} other {# Einträge}}') })).toEqual([
      'locales/de.po: T.zero: the plural {n} has exact cases none where the English has =0',
    ]);
    expect(checkSource(catalogue({ 'T.count': entry('{n, plural, other {# editions}}') }))).toEqual([
      'locales/messages.pot: T.count: the plural {n} has no one form',
    ]);
  });

  it('let a translation use a value the note offers instead of the English one', () => {
    const note = '{instrument}: the name as a title.\n{instrumentInSentence}: the name inside a sentence.';
    const offered = catalogue({ 'T.title': entry('{instrument} sheet music', '', note) });
    const check = (text: string) => checkLanguage('de', 'de', offered, catalogue({ 'T.title': entry('{instrument} sheet music', text, note) }));
    expect(check('Noten für {instrumentInSentence}')).toEqual([]);
    expect(check('Noten')).toEqual(['locales/de.po: T.title takes {none} where the English takes {instrument:text}']);
  });

  it('find where the code uses each message, through aliases, its page language, a key in a string or its table', () => {
    const code = [
      "import { T as EN, U } from '#messages/client/x/x';",
      'function Page() {',
      '  const T = useMessages(EN);',
      '  const { aliased, nested: { deep } } = T;',
      '  return [T.read, aliased, deep, T.table[name], T.list.map((word) => word), says("U.named")];',
      '}',
      'function Other(T: Record<string, string>) {',
      '  return T.unread;',
      '}',
    ].join('\n');
    const uses = (usesIn('x.tsx', code, new Set(['T', 'U'])) as { path: (string | number)[]; line: number }[]).map(
      ({ path, line }) => `${path.join('.')}:${line}`,
    );
    expect(uses).toEqual(['T.read:5', 'T.aliased:5', 'T.nested.deep:5', 'T.table:5', 'T.list.map:5', 'U.named:5']);
    const keys = ['T.read', 'T.aliased', 'T.nested.deep', 'T.table["Double bass"]', 'T.list[0]', 'U.named', 'T.unread'];
    const file = `${process.env.TMPDIR ?? '/tmp'}/catalogue-extraction-${process.pid}.tsx`;
    require('node:fs').writeFileSync(file, code);
    try {
      const references = messageReferences(keys, [file]) as Map<string, string[]>;
      expect(references.get('T.table["Double bass"]')).toEqual([`${file}:5`]);
      expect(references.get('T.list[0]')).toEqual([`${file}:5`]);
      expect(unreadMessages(catalogue(Object.fromEntries(keys.map((key) => [key, entry('a')]))), [file])).toEqual(['T.unread']);
    } finally {
      require('node:fs').rmSync(file);
    }
  });

  it('merge a changed source into a language as msgmerge does', () => {
    const now = catalogue({ 'T.kept': entry('Kept'), 'T.changed': entry('Changed now'), 'T.new': entry('New') });
    const before = catalogue({ 'T.kept': entry('Kept', 'Behalten'), 'T.changed': entry('Changed', 'Geändert'), 'T.old': entry('Old', 'Alt') });
    const { merged, added, dropped, review } = mergeCatalogue(now, before);
    expect([...merged.keys()]).toEqual(['T.kept', 'T.changed', 'T.new']);
    expect(merged.get('T.changed')).toMatchObject({ english: 'Changed now', text: 'Geändert', flags: 'fuzzy' });
    expect(merged.get('T.new')).toMatchObject({ text: '' });
    expect({ added, dropped, review }).toEqual({ added: 1, dropped: 1, review: 1 });
  });
});

describe('a compiled message', () => {
  const run = (message: string, values: Record<string, unknown>, language = 'en-GB') => {
    const { code } = compileMessage(message, 'test');
    const rules = new Intl.PluralRules(language);
    // The module's helpers: the language's plural rule and its whole-number writer.
    return new Function('plural', 'whole', 'language', `return (${code});`)(
      (n: number) => rules.select(n),
      (n: number, tag: string) => n.toLocaleString(tag),
      language,
    )(values);
  };

  it('chooses the CLDR form of its language, exact cases first', () => {
    const fr = '{n, plural, =0 {aucune édition} one {# édition} many {# d’éditions} other {# éditions}}';
    const forms = [0, 1, 2, 1_000_000].map((n) => run(fr, { n }, 'fr'));
    expect(forms).toEqual(['aucune édition', '1 édition', '2 éditions', '1\u202f000\u202f000 d’éditions']);
  });

  it('fills named values and selects, and keeps text that looks like code as text', () => {
    expect(run("{interval, select, month {per month} other {per year}} for `{who}` $'{x}'", { interval: 'month', who: 'Ada' })).toBe(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: `${x}` is the text a translator wrote, which must stay text.
      'per month for `Ada` ${x}',
    );
  });

  it('gives each tag’s text to the function of that name, in order', () => {
    expect(run('Read our <policy>cookie policy</policy>.', { policy: (text: string) => ({ link: text }) })).toEqual([
      'Read our ',
      { link: 'cookie policy' },
      '.',
    ]);
  });

  it('with no argument is its text, with ICU quoting undone', () => {
    expect(JSON.parse(compileMessage("It''s '{'braced'}'", 'test').code)).toBe("It's {braced}");
  });
});

describe('the pseudo-locale', () => {
  it('accents, lengthens and brackets the words, and keeps values, choices and tags', () => {
    expect(pseudoMessage('Search')).toBe('[Šéåŕçĥ ļöŕ]');
    expect(pseudoMessage('Read our <policy>cookie policy</policy>.')).toBe('[Ŕéåđ öûŕ <policy>çööķîé þöļîçý</policy>. ļöŕéɱ îþšû]');
    expect(pseudoMessage('{n, plural, one {# edition} other {# editions}}')).toBe('[{n,plural,one{# éđîţîöñ} other{# éđîţîöñš}} ļöŕéɱ î]');
  });

  it('gives every message of the source the English’s values, choices and tags', () => {
    const shape = (text: string) => {
      const { args, options, tags } = analyse(text, 'test');
      return { args: [...args], options: [...options].map(([name, list]) => [name, [...list].sort()]), tags: [...tags] };
    };
    for (const [key, { english }] of readCatalogue(SOURCE_CATALOGUE).entries as Map<string, Entry>)
      expect(shape(pseudoMessage(english)), key).toEqual(shape(english));
  });
});

describe('the site’s catalogues', () => {
  it('have every message in every language, as the English takes it', () => {
    expect(checkCatalogues(Object.fromEntries(LANGUAGES.map((language) => [language, LANGUAGE_TAGS[language]])))).toEqual([]);
  });

  // One extraction for both: it parses every source file.
  const references = messageReferences([...readCatalogue(SOURCE_CATALOGUE).entries.keys()], codeFiles()) as Map<string, string[]>;

  it('hold no message that no code uses (extraction)', () => {
    expect([...references].filter(([, found]) => !found.length).map(([key]) => key)).toEqual([]);
  });

  it('name in #: the files where the code uses each message (npm run i18n -- --refs rewrites them, lines too)', () => {
    expect(staleReferences(references)).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has words of its own, not English left in place', (language) => {
    const entries = [...readCatalogue(catalogueOf(language)).entries.values()] as Entry[];
    const same = entries.filter((row) => row.text === row.english).length;
    // Brand names, names of instruments and a few international words stay; a catalogue left in English would not.
    expect(same / entries.length, `${same} of ${entries.length} messages are the English ones`).toBeLessThan(0.25);
  });
});
