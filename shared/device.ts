/** Platforms the apps ship on (docs/requirements.md §3.6). */
export type Platform = 'Android' | 'iOS' | 'Mac' | 'Windows';

/**
 * The platform whose store a visitor should see, from the User-Agent. Android is checked
 * first (its UA also says "Linux" and sometimes "like Mac OS X" via embedded webviews); an
 * iPad in desktop mode reports a Mac UA and is sent to the Mac App Store, which also lists
 * the iPad app. Anything unrecognised gets the Windows store (docs/requirements.md §2.2.1).
 */
export function platformFromUserAgent(userAgent: string | null | undefined): Platform {
  const ua = userAgent ?? '';
  if (/android/i.test(ua)) return 'Android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'iOS';
  if (/macintosh|mac os x/i.test(ua)) return 'Mac';
  return 'Windows';
}

/**
 * The platform a visitor is evidently on, or null when the User-Agent names none of the four
 * (Linux, ChromeOS, bots, nothing): /download highlights a platform only when it is sure, where
 * the store redirect above has to pick one anyway. An iPad in desktop mode counts as a Mac.
 */
export function detectedPlatform(userAgent: string | null | undefined): Platform | null {
  const ua = userAgent ?? '';
  if (/android|iphone|ipad|ipod|macintosh|mac os x/i.test(ua)) return platformFromUserAgent(ua);
  return /windows/i.test(ua) ? 'Windows' : null;
}
