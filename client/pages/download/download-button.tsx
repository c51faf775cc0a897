import type { Platform } from '../../../shared/device';
import type { PublicConfig } from '../../../shared/public-config';
import { DOWNLOAD_PATHS, DOWNLOAD_TEXT } from './download-strings';

/**
 * Where each platform's button leads without JavaScript: the store listing, or the Mac page
 * (SPEC section 9 sends Mac visitors to /download/mac). Plain links, so the page works before
 * hydration and for crawlers.
 */
export function downloadHref(platform: Platform, config: PublicConfig): string {
  switch (platform) {
    case 'Mac':
      return DOWNLOAD_PATHS.mac;
    case 'Windows':
      return config.windowsStoreUrl;
    case 'iOS':
      return config.appleStoreUrl;
    case 'Android':
      return config.googleStoreUrl;
  }
}

/**
 * One platform's download button.
 *
 * SEAM (issue 6 item 3): the app-download helper, client/lib/app-download.ts, is built
 * separately. Once it exports `downloadApp(platform)` (web-app flag, fingerprint registration,
 * then the store or /download/mac), wire it here and only here:
 *   onClick={(event) => { event.preventDefault(); void downloadApp(platform); }}
 * keeping `href` as the no-JavaScript fallback. Until then the button is the plain link.
 */
export function DownloadButton({ platform, href }: { platform: Platform; href: string }) {
  return (
    <a className="button button--primary download-option__button" href={href} data-platform={platform}>
      {DOWNLOAD_TEXT.button(platform)}
    </a>
  );
}
