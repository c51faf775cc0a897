import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LanguageContext, useMessages } from '../../client/lib/language-context';
import { WORK_TEXT } from '#messages/client/routes/work/work';
import { messagesIn } from '../../shared/i18n/messages-in';
import { fallbackPage } from '../../worker/ssr/fallback-page';
import '../../worker/i18n/install';

/**
 * The language reaches a component through React's context and its words through messagesIn():
 * no request-scoped module state. The English modules are registered with their translations by
 * worker/i18n/install.ts, as in the worker, and nothing here runs inside a request.
 */

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

  it("the worker's own last-resort page is in the request's language, and says so", () => {
    const german = fallbackPage('de');
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('<h1>Etwas ist schiefgelaufen</h1>');
    expect(german).toContain('<a href="/de">');
    expect(fallbackPage('en')).toContain('<html lang="en-GB">');
    expect(fallbackPage('en')).toContain('<h1>Something went wrong</h1>');
  });
});
