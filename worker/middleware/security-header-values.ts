/**
 * The security headers' values, apart from the worker so the tests (and the static assets'
 * _headers file they are compared with) can read them without a running worker.
 */

/**
 * Two years of HTTPS only, subdomains included (at least one year is what browsers' preload
 * lists ask). Browsers ignore the header on plain HTTP, so local runs are not affected.
 */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Headers every answer carries: pages, API JSON, redirects and refusals alike. The static
 * assets get the same from client/public/_headers (a test keeps the two equal).
 */
export const EVERY_RESPONSE_HEADERS = {
  'strict-transport-security': HSTS,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Nothing the site answers is meant to be embedded by another site (images come from the
  // image storage host, not from here).
  'cross-origin-resource-policy': 'same-origin',
} as const;

/**
 * Browser features the site never uses, switched off for it and anything it might embed. Only
 * features browsers recognise: an unknown name costs a console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Headers of documents only: framing, the browsing-context group and feature policy. */
export const HTML_HEADERS = {
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': PERMISSIONS_POLICY,
} as const;

/** What the CSP depends on in the configuration. */
export interface CspSources {
  /** IMAGE_STORAGE_ROOT: covers, portraits and logos load from there. */
  imageStorageRoot: string;
  /** ANALYTICS_KEY is set: the tracker posts its events to Plausible. */
  analytics: boolean;
}

/**
 * The CSP of one HTML response. Scripts run only with its nonce (and what they load, via
 * 'strict-dynamic'); nothing may frame the site, set a <base> or embed plugins, and forms post
 * to the site only.
 */
export function contentSecurityPolicy(scriptNonce: string, sources: CspSources): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${scriptNonce}' 'strict-dynamic'`,
    "style-src 'self'",
    `img-src 'self' data: ${new URL(sources.imageStorageRoot).origin}`,
    `connect-src 'self'${sources.analytics ? ' https://plausible.io' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
