import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { Platform } from '../../shared/device';
import type { PublicConfig } from '../../shared/public-config';
import { usePublicConfig } from '../state/use-public-config';
import { registerDeepLink } from './register-deep-link';
import { DOWNLOAD_PATHS } from '../../shared/paths';

/**
 * The app-download helper (docs/requirements.md §9.5): with the flag
 * set the visitor goes to the web app's pricing page; otherwise the fingerprint is registered
 * first, then Android goes to its store listing with a referrer carrying the current query
 * string, iOS to the Apple store, Mac to the site's /download/mac page, Windows to its store.
 */

/** The site's own Mac download page (docs/requirements.md §2.2.2). */
export const MAC_DOWNLOAD_PATH = DOWNLOAD_PATHS.mac;
/** The web app's pricing page, relative to the web app's root. */
export const WEB_APP_PRICING_PATH = 'pricing';

export interface DownloadOptions {
  /** The caller's flag: when set the visitor is sent to the web app's pricing page instead. */
  flag?: boolean;
}

/** Where a download leads: another site (a full page load) or a page of this site. */
export type DownloadTarget = { external: string } | { route: string };

type StoreConfig = Pick<PublicConfig, 'webAppUrl' | 'appleStoreUrl' | 'windowsStoreUrl' | 'googleStoreUrl'>;

/**
 * The Play store listing with the page's query string (with or without its '?') URL-encoded in
 * `referrer`, which Play hands to the installed app as its install referrer. Nothing is added
 * when there is no query.
 */
export function androidStoreUrl(googleStoreUrl: string, search: string): string {
  const query = search.replace(/^\?/, '');
  if (query === '') return googleStoreUrl;
  return `${googleStoreUrl}${googleStoreUrl.includes('?') ? '&' : '?'}referrer=${encodeURIComponent(query)}`;
}

export function webAppPricingUrl(webAppUrl: string): string {
  return `${webAppUrl.replace(/\/+$/, '')}/${WEB_APP_PRICING_PATH}`;
}

/** Where `platform`'s download goes, for a page whose query string is `search`. */
export function downloadTarget(platform: Platform, { flag = false }: DownloadOptions, config: StoreConfig, search: string): DownloadTarget {
  if (flag) return { external: webAppPricingUrl(config.webAppUrl) };
  switch (platform) {
    case 'Android':
      return { external: androidStoreUrl(config.googleStoreUrl, search) };
    case 'iOS':
      return { external: config.appleStoreUrl };
    case 'Mac':
      return { route: MAC_DOWNLOAD_PATH };
    case 'Windows':
      return { external: config.windowsStoreUrl };
  }
}

/** What downloadApp needs from the browser and the router; injected so tests can watch it. */
export interface DownloadDeps {
  config: StoreConfig;
  /** The current page's address (registered) and query string (Android's referrer). */
  location: { href: string; search: string };
  register: (url: string) => Promise<unknown>;
  /** A page of this site, in-app (the router), so the layout is not reloaded. */
  navigate: (path: string) => void;
  /** Another site: a full page load. */
  assign: (url: string) => void;
}

/** Runs the helper: registration (unless flagged), then the platform's destination. */
export async function downloadApp(platform: Platform, options: DownloadOptions, deps: DownloadDeps): Promise<void> {
  const target = downloadTarget(platform, options, deps.config, deps.location.search);
  // registerDeepLink never throws and is capped, so the visitor always goes on.
  if (!options.flag) await deps.register(deps.location.href);
  if ('route' in target) deps.navigate(target.route);
  else deps.assign(target.external);
}

/** downloadApp bound to this page's configuration, router and location: `onClick={() => download('Mac', { flag })}`. */
export function useDownloadApp(): (platform: Platform, options?: DownloadOptions) => Promise<void> {
  const config = usePublicConfig();
  const navigate = useNavigate();
  return useCallback(
    (platform: Platform, options: DownloadOptions = {}) =>
      downloadApp(platform, options, {
        config,
        location: window.location,
        register: registerDeepLink,
        navigate: (path) => void navigate(path),
        assign: (url) => window.location.assign(url),
      }),
    [config, navigate],
  );
}
