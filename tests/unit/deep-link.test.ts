import { describe, expect, it } from 'vitest';
import { deepLinkUrl, isDesktopFirefox } from '../../client/lib/deep-link';

const app = 'https://app.nkoda.test/';

describe('deep links (docs/requirements.md §9.6)', () => {
  it('opens an edition on the web app work page with ref and dl=1', () => {
    expect(deepLinkUrl(app, 'edition', 'ED-000001')).toBe('https://app.nkoda.test/work?ref=ED-000001&dl=1');
  });

  it('opens an upload on the upload page and other kinds on the page of the same name', () => {
    expect(deepLinkUrl(app, 'upload', 'UF-8C41D2')).toBe('https://app.nkoda.test/upload?ref=UF-8C41D2&dl=1');
    expect(deepLinkUrl(app, 'artist', 'AR-0001')).toBe('https://app.nkoda.test/artist?ref=AR-0001&dl=1');
    expect(deepLinkUrl(app, 'publisher', '7')).toBe('https://app.nkoda.test/publisher?ref=7&dl=1');
    expect(deepLinkUrl(app, 'instrument', 'IN-001')).toBe('https://app.nkoda.test/instrument?ref=IN-001&dl=1');
  });

  it('opens an annotation through the apps’ custom scheme, with the ref encoded', () => {
    expect(deepLinkUrl(app, 'annotation', 'AN 3F&9')).toBe('nkoda://annotation?ref=AN%203F%269&dl=1');
  });

  it('recognises desktop Firefox only', () => {
    expect(isDesktopFirefox('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(true);
    expect(isDesktopFirefox('Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0')).toBe(false);
    expect(isDesktopFirefox('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe(false);
  });
});
