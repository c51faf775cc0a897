import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MODULES } from '../../client/message-modules';
import { LanguageContext, useMessages } from '../../client/lib/language-context';
import { WORK_TEXT } from '../../client/routes/work/work.messages';
import { messagesIn, registerTranslations } from '../../shared/i18n/messages-in';

/**
 * The language reaches a component through React's context and its words through messagesIn():
 * no request-scoped module state (the worker's getters over AsyncLocalStorage are going). Here the
 * English modules are registered with their translations as worker/i18n/install.ts does, without
 * the getters, and nothing runs inside a request.
 */
for (const { en, translations } of MESSAGE_MODULES) {
  for (const [name, english] of Object.entries(en)) {
    registerTranslations(english as object, Object.fromEntries(Object.entries(translations).map(([code, module]) => [code, (module as Record<string, object>)[name]])));
  }
}

function Probe() {
  const words = useMessages(WORK_TEXT);
  return <p>{`${words.eyebrow} · ${words.minutes({ minutes: 2 })}`}</p>;
}

describe('one road for the language', () => {
  it('a component says the words of the language its context names, each render its own', () => {
    const render = (language: 'en' | 'de' | 'ja') =>
      renderToString(
        <LanguageContext.Provider value={language}>
          <Probe />
        </LanguageContext.Provider>,
      );
    expect(render('de')).toBe('<p>Ausgabe · 2 Minuten</p>');
    expect(render('ja')).toBe(`<p>${messagesIn(WORK_TEXT, 'ja').eyebrow} · ${messagesIn(WORK_TEXT, 'ja').minutes({ minutes: 2 })}</p>`);
    expect(render('en')).toBe('<p>Edition · 2 minutes</p>');
  });

  it('a table no language was registered for is itself (the browser, where the build chose the language)', () => {
    const table = { word: 'Hello' };
    expect(messagesIn(table, 'de')).toBe(table);
  });
});
