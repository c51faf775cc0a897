import { COOKIE_CONSENT } from '../../shared/spec';

/**
 * The consent cookie's Set-Cookie text. A session cookie (no Expires / Max-Age:
 * docs/requirements.md §9.2) the worker reads on the next request so the server render already
 * hides the bar. Written by the browser script, so it cannot be HttpOnly (nor is it secret); Secure
 * on HTTPS, which every deployed page is, and SameSite=Lax like every cookie of the site. The
 * worker answers the bar's Accept posted as a plain form (worker/api/consent.ts) with this same
 * text.
 */
export function consentCookie(secure: boolean): string {
  return `${COOKIE_CONSENT}=true; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
