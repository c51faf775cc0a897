import type { Handler, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { LANGUAGES } from '../../shared/languages';
import type { Config } from '../env';
import { pageViewEvent, sendPageView } from '../analytics/page-view';
import { platformFromUserAgent, type Platform } from '../../shared/device';

/**
 * The store review page for a platform (docs/requirements.md §2.2.1):
 * - Android: the Play listing with showAllReviews=true, which opens its reviews (and, in the
 *   Play app, the rating box for someone who has installed the app);
 * - iOS: the App Store listing with action=write-review, Apple's documented review link;
 * - Mac: the same listing with mt=12 (Apple's "Mac App Store" media type) and write-review.
 *   macappstore:// would do the same but is not an http address and cannot be a 302 target
 *   that every browser follows. An iPad in desktop mode sends a Mac User-Agent and lands here
 *   too: the server cannot see touch support, and apps.apple.com opens the App Store app on
 *   iPadOS whatever mt says, so the visitor still reaches the review page;
 * - anything else (Windows, Linux, bots, no User-Agent): the Windows store listing.
 */
export function appReviewUrl(platform: Platform, config: Config): string {
  const withParams = (base: string, params: Record<string, string>) => {
    const url = new URL(base);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  };
  switch (platform) {
    case 'Android':
      return withParams(config.GOOGLE_STORE_URL, { showAllReviews: 'true' });
    case 'iOS':
      return withParams(config.APPLE_STORE_URL, { action: 'write-review' });
    case 'Mac':
      return withParams(config.APPLE_STORE_URL, { mt: '12', action: 'write-review' });
    case 'Windows':
      return config.WINDOWS_STORE_URL;
  }
}

/**
 * The addresses of the review link: /app-review under every language prefix (English has none),
 * each also with one trailing slash, as a link in an app, an e-mail or a typed address may have
 * it. Nothing else: not two slashes, not an unknown prefix (both stay the not-found page's).
 */
const LANGUAGE_PREFIX = `/:language{${LANGUAGES.slice(1).join('|')}}`;
export const APP_REVIEW_PATHS = ['/app-review', `${LANGUAGE_PREFIX}/app-review`].flatMap((path) => [path, `${path}/`]);

/** Mounts the review link at each of its addresses (GET, and so HEAD). */
export function mountAppReview(app: Hono<AppEnv>): void {
  app.on('GET', APP_REVIEW_PATHS, appReview());
}

/**
 * GET /app-review: a 302 to the visitor's store review page. The answer depends on the
 * User-Agent, so no shared cache may keep it. The page view is posted to the analytics API
 * after the answer has gone (waitUntil) and cannot delay or break the redirect.
 */
export function appReview(): Handler<AppEnv> {
  return function appReview(c) {
    const config = c.get('config');
    const platform = platformFromUserAgent(c.req.header('user-agent'));
    const event = c.req.method === 'GET' ? pageViewEvent(c.req.raw, config) : null;
    if (event) c.executionCtx.waitUntil(sendPageView(event, config.UPSTREAM_TIMEOUT_MS));
    return c.body(null, 302, {
      location: appReviewUrl(platform, config),
      'cache-control': 'private, no-store',
      vary: 'user-agent',
    });
  };
}
