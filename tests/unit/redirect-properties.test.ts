import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDIRECTS, redirectLocation } from '../../redirects';
import { checkRows } from '../../redirects/compile';
import { downloadTarget } from '../../client/lib/app-download';
import { deepLinkUrl, type LinkTargetKind } from '../../client/lib/deep-link';
import { appReviewUrl } from '../../worker/middleware/device-routing';
import { allowedOrigins, APP_LINK_PROTOCOL, isAllowedRedirect, isSitePath, sitePath } from '../../shared/redirect-targets';
import type { Platform } from '../../shared/device';
import { nastyString, SEED } from './lib/hostile-input';
import { shippedConfig, shippedPublicConfig } from './fixtures/shipped-config';

/**
 * No open redirect: every address the site sends a visitor to, from the legacy table, the
 * preview entry's clean-up, the store and web-app hand-offs, stays on the site or reaches a host
 * the configuration names. Paths and queries arrive as the worker sees them: through the URL
 * parser, which percent-encodes but keeps oddities like "//host" and "/\host".
 */

const ORIGIN = shippedPublicConfig.publicOrigin;
const RUNS = 1000;
const OPTIONS = { seed: SEED, numRuns: RUNS };

/** Paths and queries built to confuse: traversal, doubled slashes, backslashes, encodings, CRLF. */
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '/\\',
  '..',
  '%2e%2e',
  '%2f',
  '%5c',
  '%0d%0a',
  '\r\n',
  '\t',
  '%00',
  'evil.example',
  '@',
  ':',
  '?',
  '#',
  'é',
  '%E9',
  '%zz',
);
const rawPath = fc
  .array(fc.oneof(piece, fc.string({ maxLength: 6 }), fc.constantFrom(...[...REDIRECTS.keys()].slice(0, 40))), { maxLength: 8 })
  .map((parts) => parts.join(''));
const rawQuery = fc.oneof(
  fc.constant(''),
  fc.array(fc.oneof(piece, nastyString, fc.string({ maxLength: 6 })), { maxLength: 6 }).map((p) => `?${p.join('')}`),
);

/** A request for `path` + `query` as the worker receives it (the target always starts with "/"). */
function request(path: string, query: string): URL {
  return new URL(`http://site.test/${path}${query}`);
}

/** What a browser makes of `location` given on a page of the site. */
function landsOn(location: string): URL {
  return new URL(location, `${ORIGIN}/some/page`);
}

/** The property every redirect target must have. */
function expectAllowed(location: string) {
  expect(isAllowedRedirect(location, shippedPublicConfig), location).toBe(true);
  const url = landsOn(location);
  expect(url.protocol === APP_LINK_PROTOCOL || allowedOrigins(shippedPublicConfig).has(url.origin), location).toBe(true);
}

describe('the allowlist itself', () => {
  it('allows only what a browser would resolve to the site or a configured host', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          rawPath,
          fc.webUrl(),
          nastyString,
          rawPath.map((p) => `https:${p}`),
        ),
        (location) => {
          if (isAllowedRedirect(location, shippedPublicConfig)) expectAllowed(location);
        },
      ),
      OPTIONS,
    );
  });

  it('refuses the classic escapes', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'https://user@www.nkoda.com/',
      `${ORIGIN}.evil.example/`,
    ]) {
      expect(isAllowedRedirect(bad, shippedPublicConfig), bad).toBe(false);
    }
  });

  it('names the stores, the web app and the help hosts of the shipped configuration', () => {
    const hosts = [...allowedOrigins(shippedPublicConfig)].map((origin) => new URL(origin).host).sort();
    expect(hosts).toEqual(['app.nkoda.com', 'apps.apple.com', 'apps.microsoft.com', 'help.nkoda.com', 'play.google.com', 'start.nkoda.com', 'www.nkoda.com']);
  });
});

describe('the legacy redirect table', () => {
  it('answers any path and query without throwing, only ever with a site path', () => {
    fc.assert(
      fc.property(rawPath, rawQuery, (path, query) => {
        const url = request(path, query);
        const location = redirectLocation(url.pathname, url.search);
        if (location !== null) {
          expect(isSitePath(location), location).toBe(true);
          expectAllowed(location);
        }
      }),
      OPTIONS,
    );
  });

  it('the build check lets through only plain site paths as targets', () => {
    const target = fc.oneof(
      rawPath,
      rawPath.map((p) => `/${p}`),
      nastyString.map((s) => `/${s}`),
      fc.webUrl(),
    );
    fc.assert(
      fc.property(target, (to) => {
        const errors = checkRows([{ from: '/old-page', to, where: 't.tsv:1' }]);
        if (errors.length === 0) {
          expect(isSitePath(to), to).toBe(true);
          expectAllowed(to);
        }
      }),
      OPTIONS,
    );
  });

  it('every shipped target is a site path', () => {
    for (const target of REDIRECTS.values()) expect(isSitePath(target), target).toBe(true);
  });
});

describe("the preview entry's redirect (the address without ?strapi=)", () => {
  it('stays on the site for any path the URL parser keeps, "//host" included', () => {
    fc.assert(
      fc.property(rawPath, rawQuery, (path, query) => {
        const url = request(path, query);
        expectAllowed(`${sitePath(url.pathname)}${url.search}`);
      }),
      OPTIONS,
    );
  });
});

describe('hand-offs to the stores and the web app', () => {
  const platforms: Platform[] = ['Android', 'iOS', 'Mac', 'Windows'];

  it('app downloads go to a store, the web app or /download/mac, whatever the page query', () => {
    fc.assert(
      fc.property(fc.constantFrom(...platforms), fc.boolean(), rawQuery, (platform, flag, query) => {
        const target = downloadTarget(platform, { flag }, shippedPublicConfig, request('', query).search);
        expectAllowed('route' in target ? target.route : target.external);
      }),
      OPTIONS,
    );
  });

  it('"Open in the app" links go to the web app or the app scheme, whatever the reference', () => {
    const kinds: LinkTargetKind[] = ['edition', 'instrument', 'artist', 'publisher', 'upload', 'annotation'];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.oneof(rawPath, nastyString), (kind, ref) => {
        expectAllowed(deepLinkUrl(shippedPublicConfig.webAppUrl, kind, ref));
      }),
      OPTIONS,
    );
  });

  it('/app-review goes to a store review page for every platform', () => {
    for (const platform of platforms) expectAllowed(appReviewUrl(platform, shippedConfig));
  });

  it('/app/help opens the configured support chat, an allowlisted host', () => {
    expectAllowed(shippedPublicConfig.supportChatUrl);
  });
});
