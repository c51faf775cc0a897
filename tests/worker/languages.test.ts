import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, LANGUAGE_TAGS, LANGUAGES, localizedPath } from '../../shared/languages';
import { ORIGIN, site } from '../support/site';
import { transferState } from '../support/page-html';

/** hreflang → href of every alternate link in a page's head. */
function alternatesOf(html: string): Map<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)];
  return new Map(links.map(([, lang, href]) => [lang!, href!.replaceAll('&amp;', '&')]));
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1]?.replaceAll('&amp;', '&');

describe('pages in every language', () => {
  it.each(LANGUAGES)('%s: the artists index answers in its language, under its prefix', async (language) => {
    const path = localizedPath(language, '/artists');
    const response = await site(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe(LANGUAGE_TAGS[language]);
    const html = await response.text();
    expect(html).toContain(`<html lang="${LANGUAGE_TAGS[language]}">`);
    expect(canonicalOf(html)).toBe(`${ORIGIN}${path}`);
    // Every internal link of the page stays in its language.
    // (The links to the page in the other languages say which they are in: data-language.)
    const anchors = [...html.matchAll(/<a [^>]*>/g)].map(([tag]) => tag).filter((tag) => !tag.includes(' data-language='));
    const own = anchors.map((tag) => / href="(\/[^"]*)"/.exec(tag)?.[1]).filter((href): href is string => href !== undefined);
    expect(own.length).toBeGreaterThan(10);
    if (language !== 'en')
      for (const href of own) expect(href === `/${language}` || href.startsWith(`/${language}/`) || href.startsWith(`/${language}?`), href).toBe(true);
  });

  it('lists the page in all seven languages and x-default, and every one lists the others back', async () => {
    const path = '/instrument?instrumentRef=IN-001&page=2';
    const english = alternatesOf(await (await site(path)).text());
    expect([...english.keys()]).toEqual([...LANGUAGES.map((language) => LANGUAGE_TAGS[language]), 'x-default']);
    expect(english.get('x-default')).toBe(`${ORIGIN}/instrument?instrumentRef=IN-001`);
    for (const language of LANGUAGES) {
      const href = english.get(LANGUAGE_TAGS[language])!;
      expect(href).toBe(`${ORIGIN}${localizedPath(language, '/instrument')}?instrumentRef=IN-001`);
      const html = await (await site(href.slice(ORIGIN.length))).text();
      expect(alternatesOf(html)).toEqual(english);
      expect(canonicalOf(html)).toBe(href);
    }
  });

  it('gives the home page of a language at /de and /de/ alike, known as /de', async () => {
    for (const path of ['/de', '/de/']) {
      const response = await site(path);
      expect(response.status).toBe(200);
      expect(canonicalOf(await response.text())).toBe(`${ORIGIN}/de`);
    }
  });

  it('answers an unknown prefix, and /en/, with the not-found page', async () => {
    for (const path of ['/xx/artists', '/en/artists', '/dex/artists']) {
      const response = await site(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/404');
    }
  });

  it("keeps a missing page's not-found page in its language", async () => {
    const response = await site('/ja/no-such-page');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/ja/404');
    const page = await site('/ja/404');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('<html lang="ja">');
  });

  it('sends an old address under a prefix to the new address in that language', async () => {
    const response = await site('/fr/help?utm_source=x');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/fr/faq?utm_source=x');
  });

  it('answers app-review under a prefix as at the root', async () => {
    const root = await site('/app-review', { headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' } });
    const german = await site('/de/app-review', { headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' } });
    expect(german.status).toBe(root.status);
    expect(german.headers.get('location')).toBe(root.headers.get('location'));
  });

  it('keeps each language its own page in the page cache', async () => {
    await site('/publishers');
    await site('/zh/publishers');
    const english = await site('/publishers');
    const chinese = await site('/zh/publishers');
    expect(english.headers.get('content-language')).toBe('en-GB');
    expect(chinese.headers.get('content-language')).toBe('zh-Hans');
    expect(await chinese.text()).toContain('<html lang="zh-Hans">');
    expect(await english.text()).toContain('<html lang="en-GB">');
  });
});

describe('a remembered choice of language', () => {
  it('sends a visit to the root to the chosen language, query kept, uncached', async () => {
    const response = await site('/?utm_source=x', { headers: { cookie: `${LANGUAGE_COOKIE}=ja` } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/ja?utm_source=x');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves the root alone for English, an unknown value, and every other address', async () => {
    expect((await site('/', { headers: { cookie: `${LANGUAGE_COOKIE}=en` } })).status).toBe(200);
    expect((await site('/', { headers: { cookie: `${LANGUAGE_COOKIE}=xx` } })).status).toBe(200);
    expect((await site('/artists', { headers: { cookie: `${LANGUAGE_COOKIE}=ja` } })).status).toBe(200);
    expect((await site('/de', { headers: { cookie: `${LANGUAGE_COOKIE}=ja` } })).status).toBe(200);
  });
});

describe('CMS entries without a translation', () => {
  it('are shown in English, marked lang="en", beside translated ones that are not', async () => {
    const untranslated = await (await site('/de/legal/privacy-policy')).text();
    expect(untranslated).toContain('<h1 class="page__title" lang="en">Privacy policy</h1>');
    expect(untranslated).toMatch(/<div class="rich-text" lang="en">/);
    // The page's own words around it are German.
    expect(untranslated).toContain('<html lang="de">');
    const translated = await (await site('/de/legal/cookie-policy')).text();
    expect(translated).toContain('<h1 class="page__title">Cookie-Richtlinie</h1>');
    expect(translated).not.toMatch(/<div class="rich-text" lang="en">/);
    // English pages carry no marks at all.
    expect(await (await site('/legal/privacy-policy')).text()).not.toContain('lang="en"');
  });
});

describe('upstream English on a translated page', () => {
  it("is marked lang=\"en\": an institution's description and a plan's name, as the work page's description already is", async () => {
    const institutions = await (await site('/de/institutions')).text();
    const descriptions = [...institutions.matchAll(/<p class="institution__description"([^>]*)>/g)];
    expect(descriptions.length).toBeGreaterThan(0);
    for (const [, attributes] of descriptions) expect(attributes).toBe(' lang="en"');
    const pricing = await (await site('/de/pricing')).text();
    const plans = [...pricing.matchAll(/<h3 class="plan__name"([^>]*)>/g)];
    expect(plans.length).toBeGreaterThan(0);
    for (const [, attributes] of plans) expect(attributes).toBe(' lang="en"');
    // An English page carries no marks.
    expect(await (await site('/institutions')).text()).not.toContain('lang="en"');
    expect(await (await site('/pricing')).text()).not.toContain('lang="en"');
  });
});

describe('event times on a translated page', () => {
  it('are written as the language writes a date-time, not joined with an English comma', async () => {
    const japanese = await (await site('/ja/learning-spaces/choral-directors-forum')).text();
    // 10:00 UTC on 24 January is 10:00 in the UK.
    expect(japanese).toContain('>2026年1月24日 10:00</time>');
    expect(japanese).not.toContain('2026年1月24日, 10:00');
    const french = await (await site('/fr/learning-spaces/choral-directors-forum')).text();
    expect(french).toContain('>24 janvier 2026 à 10:00</time>');
  });
});

describe('catalogue words on a translated page', () => {
  const vocabularyOf = (html: string) => transferState(html).vocabulary as Record<string, Record<string, string>>;

  it('go to the browser with the page, the words its render used and only those, in its language', async () => {
    const german = await (await site('/de/artists/johann-sebastian-bach')).text();
    const words = vocabularyOf(german);
    expect(words.ARTIST_ROLES).toEqual({ composer: 'Komponist' });
    expect(german).toContain('Komponist');
    // Nothing the page did not look up; each page its own language's words.
    expect(words.INSTRUMENT_FAMILIES).toBeUndefined();
    expect(vocabularyOf(await (await site('/artists/johann-sebastian-bach')).text()).ARTIST_ROLES).toEqual({ composer: 'Composer' });
  });
});
