import type { MouseEvent } from 'react';
import type { Platform } from '../../../shared/device';
import type { PublicConfig } from '../../../shared/public-config';
import { ANALYTICS_EVENTS } from '../../../shared/analytics-events';
import { trackEvent } from '../../lib/analytics';
import { downloadTarget, useDownloadApp } from '../../lib/app-download';
import { isPlainClick } from '../../../shared/framework/page';
import { usePublicConfig } from '../../state/use-public-config';
import { DOWNLOAD_TEXT as DOWNLOAD_TEXT_EN } from '#messages/client/routes/download/download';
import { useMessages } from '../../lib/language-context';

/**
 * Where each platform's button leads without JavaScript: the store listing, or the Mac page
 * (docs/requirements.md §9.5 sends Mac visitors to /download/mac). Plain links, so the page works
 * before hydration and for crawlers.
 */
export function downloadHref(platform: Platform, config: PublicConfig): string {
  // The helper's own destinations, without its flag and with no query to refer.
  const target = downloadTarget(platform, {}, config, '');
  return 'route' in target ? target.route : target.external;
}

/**
 * One platform's download button: a plain link to `href` without JavaScript; once hydrated the
 * click runs the app-download helper (docs/requirements.md §9.5: the web app's pricing page when
 * the operator's DOWNLOAD_TO_PRICING flag is on; otherwise the fingerprint is registered, then the
 * store or /download/mac).
 */
export function DownloadButton({ platform, href }: { platform: Platform; href: string }) {
  const DOWNLOAD_TEXT = useMessages(DOWNLOAD_TEXT_EN);
  const download = useDownloadApp();
  const config = usePublicConfig();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window asked for with a modifier keeps the plain link.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void trackEvent(config, ANALYTICS_EVENTS.downloadClicked, { platform });
    void download(platform, { flag: config.downloadToPricing });
  };
  return (
    <a className="button button--primary download-option__button" href={href} data-platform={platform} onClick={onClick}>
      {DOWNLOAD_TEXT.button({ platformName: DOWNLOAD_TEXT.platformName[platform] })}
    </a>
  );
}
