import { describe, expect, it } from 'vitest';
import { localizedPath, splitLanguage } from '../../shared/languages';

describe('language prefixes', () => {
  it.each([
    ['/', 'en', '/'],
    ['/work/x', 'en', '/work/x'],
    ['/de', 'de', '/'],
    ['/de/', 'de', '/'],
    ['/de/work/x', 'de', '/work/x'],
    ['/zh/help/contact', 'zh', '/help/contact'],
    ['/en/work/x', 'en', '/en/work/x'],
    ['/xx/work/x', 'en', '/xx/work/x'],
    ['/design', 'en', '/design'],
    ['/deutsch', 'en', '/deutsch'],
  ])('%s is %s %s', (pathname, language, path) => {
    expect(splitLanguage(pathname)).toEqual({ language, path });
  });

  it('writes a path in a language, the home page without a final slash', () => {
    expect(localizedPath('en', '/')).toBe('/');
    expect(localizedPath('en', '/work/x')).toBe('/work/x');
    expect(localizedPath('ja', '/')).toBe('/ja');
    expect(localizedPath('ja', '/work/x')).toBe('/ja/work/x');
  });
});
