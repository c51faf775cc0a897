import { describe, expect, it } from 'vitest';
import { androidStoreUrl, downloadApp, downloadTarget, MAC_DOWNLOAD_PATH, type DownloadDeps } from '../../client/lib/app-download';
import type { Platform } from '../../shared/device';

const config = {
  webAppUrl: 'https://app.nkoda.test/',
  appleStoreUrl: 'https://apps.apple.test/app/nkoda/id1',
  windowsStoreUrl: 'https://apps.microsoft.test/detail/9n',
  googleStoreUrl: 'https://play.google.test/store/apps/details?id=com.nkoda.app',
};
const search = '?utm_source=newsletter&utm_campaign=spring sale';
const PLATFORMS: Platform[] = ['Mac', 'Windows', 'iOS', 'Android'];

describe('app-download targets (docs/requirements.md §9.5)', () => {
  it('sends each platform to its store, and Mac to the site’s /download/mac', () => {
    expect(downloadTarget('iOS', {}, config, search)).toEqual({ external: config.appleStoreUrl });
    expect(downloadTarget('Windows', {}, config, search)).toEqual({ external: config.windowsStoreUrl });
    expect(downloadTarget('Mac', {}, config, search)).toEqual({ route: MAC_DOWNLOAD_PATH });
    expect(MAC_DOWNLOAD_PATH).toBe('/download/mac');
  });

  it('gives Android the store listing with the current query string URL-encoded in referrer', () => {
    const target = downloadTarget('Android', {}, config, search);
    expect(target).toEqual({
      external: 'https://play.google.test/store/apps/details?id=com.nkoda.app&referrer=utm_source%3Dnewsletter%26utm_campaign%3Dspring%20sale',
    });
    const url = new URL((target as { external: string }).external);
    expect(url.searchParams.get('id')).toBe('com.nkoda.app');
    expect(url.searchParams.get('referrer')).toBe('utm_source=newsletter&utm_campaign=spring sale');
  });

  it('adds no referrer when the page has no query string', () => {
    expect(androidStoreUrl(config.googleStoreUrl, '')).toBe(config.googleStoreUrl);
    expect(androidStoreUrl(config.googleStoreUrl, '?')).toBe(config.googleStoreUrl);
    expect(androidStoreUrl('https://play.test/listing', 'a=1')).toBe('https://play.test/listing?referrer=a%3D1');
  });

  it('with the flag set sends every platform to the web app’s pricing page', () => {
    for (const platform of PLATFORMS) {
      expect(downloadTarget(platform, { flag: true }, config, search)).toEqual({ external: 'https://app.nkoda.test/pricing' });
    }
  });
});

function recorder() {
  const steps: string[] = [];
  const deps: DownloadDeps = {
    config,
    location: { href: `https://www.nkoda.test/download${search}`, search },
    register: async (url) => {
      steps.push(`register ${url}`);
      return false; // a failed registration still lets the visitor go on
    },
    navigate: (path) => steps.push(`navigate ${path}`),
    assign: (url) => steps.push(`assign ${url}`),
  };
  return { steps, deps };
}

describe('downloadApp', () => {
  it('registers the current page first, then goes to the store (a full page load)', async () => {
    const { steps, deps } = recorder();
    await downloadApp('iOS', {}, deps);
    expect(steps).toEqual([`register ${deps.location.href}`, `assign ${config.appleStoreUrl}`]);
  });

  it('takes Mac to /download/mac inside the site, after registering', async () => {
    const { steps, deps } = recorder();
    await downloadApp('Mac', {}, deps);
    expect(steps).toEqual([`register ${deps.location.href}`, `navigate ${MAC_DOWNLOAD_PATH}`]);
  });

  it('with the flag goes straight to pricing without registering', async () => {
    const { steps, deps } = recorder();
    await downloadApp('Android', { flag: true }, deps);
    expect(steps).toEqual(['assign https://app.nkoda.test/pricing']);
  });
});
