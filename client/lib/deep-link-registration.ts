import { APPLINK_REGISTER_PATH, APPLINK_TOKEN_COOKIE, APPLINK_TOKEN_MAX_AGE_SECONDS } from '../../shared/spec';
import type { ApplinkRegistration } from '../../shared/schemas/applink';
import { isUuid } from '../../shared/uuid';

/**
 * Deep-link registration (docs/requirements.md §3.5, §7.8 and §9.2): before the visitor leaves for
 * the app or its store, the site tells the deep-link provider which address they wanted, with a
 * token from the 'applink token' cookie and the screen and time-zone values, so the app can open
 * that address once installed.
 */

/**
 * The name in docs/requirements.md §3.7 has a space, which a cookie name may not hold (RFC 6265
 * token), so it is stored URL-encoded, as the common cookie libraries do; a raw-named one is still
 * read.
 */
const COOKIE_NAME = encodeURIComponent(APPLINK_TOKEN_COOKIE);

/** Longest a registration may hold up the visitor before they go on anyway. */
export const REGISTRATION_CAP_MS = 1500;

/** Where document.cookie-style reads and writes go (document in the browser; a fake in tests). */
export interface CookieJar {
  cookie: string;
}

/** The token in a Cookie header string, or null when there is none (or it is not a UUID). */
export function readApplinkToken(cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (name !== COOKIE_NAME && name !== APPLINK_TOKEN_COOKIE) continue;
    const value = decodeURIComponent(pair.slice(at + 1).trim());
    if (isUuid(value)) return value;
  }
  return null;
}

/** The Set-Cookie text that keeps `token` for 30 days on the whole site. */
export function applinkTokenCookie(token: string, secure: boolean): string {
  return `${COOKIE_NAME}=${token}; Max-Age=${APPLINK_TOKEN_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The visitor's token: the one in the cookie when there is one, else a new random UUID, stored.
 * Its 30 days run from when it was made; reading it does not extend them.
 */
export function applinkToken(jar: CookieJar, secure: boolean): string {
  const existing = readApplinkToken(jar.cookie);
  if (existing) return existing;
  const token = crypto.randomUUID();
  jar.cookie = applinkTokenCookie(token, secure);
  return token;
}

/** What the browser knows of its screen and time zone, as the provider wants it. */
export interface ScreenExtras {
  screenWidth: number;
  screenHeight: number;
  screenPixelRatio: number;
  timezoneOffset: number;
}

export function currentExtras(): ScreenExtras {
  return {
    screenWidth: Math.round(screen.width),
    screenHeight: Math.round(screen.height),
    screenPixelRatio: window.devicePixelRatio || 1,
    timezoneOffset: new Date().getTimezoneOffset(),
  };
}

export function registrationBody(clientToken: string, url: string, extra: ScreenExtras): ApplinkRegistration {
  return { clientToken, url, extra };
}

/**
 * Registers `url` for this visitor. Resolves true once the provider took it, false when it did
 * not or did not answer within `capMs`; never throws, because a failed registration must not
 * stop the visitor going on. keepalive lets a slow request finish after the page is left.
 */
export async function registerDeepLink(url: string, { capMs = REGISTRATION_CAP_MS }: { capMs?: number } = {}): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const body = registrationBody(applinkToken(document, location.protocol === 'https:'), url, currentExtras());
    const sent = fetch(APPLINK_REGISTER_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'same-origin',
    }).then(
      (response) => response.ok,
      () => false,
    );
    const capped = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), capMs);
    });
    return await Promise.race([sent, capped]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
