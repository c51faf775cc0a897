import { exports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Platform } from '../../shared/device';
import { MAC_INSTALLER_PATH, RELEASE_VERSIONS } from '../../shared/releases';
import { DOWNLOAD_MAC_TEXT, DOWNLOAD_TEXT } from '#messages/client/routes/download/download';
import { DOWNLOAD_PLATFORMS } from '../../client/routes/download/download-platforms';
import { anchors, canonical, crumbs, expectShell, h1, h1Count } from '../support/page-html';
import { ORIGIN } from '../support/site';
import { unescapeHtml } from '../support/escape';
import { upstream } from '../support/upstream';
import { DOWNLOAD_PATHS } from '../../shared/paths';

const UA = {
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

async function page(path: string, userAgent?: string) {
  const headers = userAgent ? { 'user-agent': userAgent } : undefined;
  const response = await exports.default.fetch(`http://site.test${path}`, { headers, redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/** Each platform card of /download: its heading, badge, version line and button link. */
function cards(html: string) {
  return [...html.matchAll(/<li class="(download-option[^"]*)">(.*?)<\/li>/gs)].map((m) => {
    const body = m[2]!;
    const link = anchors(body)[0];
    return {
      name: unescapeHtml(body.match(/<h2[^>]*>(.*?)<\/h2>/s)?.[1] ?? ''),
      highlighted: m[1]!.includes('download-option--detected') && body.includes(DOWNLOAD_TEXT.yourDevice),
      text: unescapeHtml(body.replace(/<[^>]*>/g, ' ')),
      href: link?.href,
      button: link?.text,
    };
  });
}

const highlighted = (html: string) =>
  cards(html)
    .filter((card) => card.highlighted)
    .map((card) => card.name);
const nameOf = (platform: Platform) => DOWNLOAD_TEXT.platformName[platform];

describe('/download', () => {
  it('shows a button per platform with the release versions, and the web app link', async () => {
    const { status, html } = await page(DOWNLOAD_PATHS.index, UA.linux);
    expect(status).toBe(200);
    expectShell(html);
    expect(h1Count(html)).toBe(1);
    expect(h1(html)).toBe(DOWNLOAD_TEXT.heading);
    expect(html).toContain(`<title>${DOWNLOAD_TEXT.title} | nkoda</title>`);
    expect(canonical(html)).toBe(`${ORIGIN}/download`);

    const shown = cards(html);
    expect(shown.map((card) => card.name)).toEqual(DOWNLOAD_PLATFORMS.map(nameOf));
    const byName = Object.fromEntries(shown.map((card) => [card.name, card]));
    expect(byName[nameOf('Mac')]!.text).toContain('Version 2.1.21');
    expect(byName[nameOf('Android')]!.text).toContain('Version 4.1.5');
    expect(byName[nameOf('Windows')]!.text).toContain('Version 2.1.1428.0');
    expect(RELEASE_VERSIONS).toEqual({ Mac: '2.1.21', Android: '4.1.5', Windows: '2.1.1428.0' });

    // Without JavaScript each button is a link: the stores, and the Mac page.
    expect(shown.map((card) => [card.button, card.href])).toEqual([
      [DOWNLOAD_TEXT.button({ platformName: nameOf('Mac') }), DOWNLOAD_PATHS.mac],
      [DOWNLOAD_TEXT.button({ platformName: nameOf('Windows') }), 'https://apps.microsoft.com/detail/9nblggh4nns1'],
      [DOWNLOAD_TEXT.button({ platformName: nameOf('iOS') }), 'https://apps.apple.com/app/nkoda/id1155447018'],
      [DOWNLOAD_TEXT.button({ platformName: nameOf('Android') }), 'https://play.google.com/store/apps/details?id=com.nkoda.app'],
    ]);
    const webApp = anchors(html).find((a) => a.text.startsWith(DOWNLOAD_TEXT.webLink));
    expect(webApp?.href).toBe('https://app.nkoda.com');
  });

  const cases: Array<[string, string | undefined, Platform[]]> = [
    ['a Mac', UA.mac, ['Mac']],
    ['Windows', UA.windows, ['Windows']],
    ['an iPhone', UA.iPhone, ['iOS']],
    ['an Android phone', UA.android, ['Android']],
    ['Linux (no app of its own)', UA.linux, []],
    ['no User-Agent', undefined, []],
  ];
  for (const [who, userAgent, expected] of cases) {
    it(`highlights ${expected.length ? expected.join() : 'nothing'} for ${who}`, async () => {
      const { status, html } = await page(DOWNLOAD_PATHS.index, userAgent);
      expect(status).toBe(200);
      expect(highlighted(html)).toEqual(expected.map(nameOf));
    });
  }
});

describe('/download/mac', () => {
  it('links the installer in build storage, with the system requirements and install steps', async () => {
    const { status, html } = await page(DOWNLOAD_PATHS.mac, UA.mac);
    expect(status).toBe(200);
    expectShell(html);
    expect(h1(html)).toBe(DOWNLOAD_MAC_TEXT.heading);
    expect(html).toContain(`<title>${DOWNLOAD_MAC_TEXT.title} | nkoda</title>`);
    expect(crumbs(html).map((c) => c.name)).toEqual(['Home', DOWNLOAD_TEXT.title, DOWNLOAD_MAC_TEXT.title]);
    expect(html).toContain(RELEASE_VERSIONS.Mac);

    const installer = anchors(html).find((a) => a.text === DOWNLOAD_MAC_TEXT.button({ version: RELEASE_VERSIONS.Mac }));
    expect(installer?.href).toBe(`${upstream}/builds${MAC_INSTALLER_PATH}`);
    // The link leads to a file build storage really serves.
    const file = await fetch(installer!.href);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain(`SheetMusic-${RELEASE_VERSIONS.Mac}.dmg`);

    const text = unescapeHtml(html.replace(/<[^>]*>/g, ' '));
    expect(text).toContain(DOWNLOAD_MAC_TEXT.requirements.title);
    for (const line of DOWNLOAD_MAC_TEXT.requirements.list) expect(text).toContain(line);
    expect(text).toContain(DOWNLOAD_MAC_TEXT.install.title);
    for (const step of DOWNLOAD_MAC_TEXT.install.steps) expect(text).toContain(step);
    expect(anchors(html).find((a) => a.text === DOWNLOAD_MAC_TEXT.backToAll)?.href).toBe(DOWNLOAD_PATHS.index);
  });

  it('is the only page below /download: any other path is the not-found page', async () => {
    // Unknown paths go to /404 (docs/requirements.md §2.3), like every other unknown address.
    const response = await exports.default.fetch('http://site.test/download/windows', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/404');
  });
});
