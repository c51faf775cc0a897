import { NONCE, type secureHeaders } from 'hono/secure-headers';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH, TRUSTED_TYPES_POLICIES } from '../../shared/trusted-types';

/**
 * The security headers, as options of Hono's secure-headers middleware. Apart from the worker's
 * config so the unit tests can run the middleware in Node with the shipped configuration.
 */
export type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/**
 * Hono's defaults, every one switched off: each answer carries exactly the headers named below
 * (Hono would add Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options,
 * X-Permitted-Cross-Domain-Policies and X-XSS-Protection, none of which the site chose).
 */
const NOTHING: SecureHeadersOptions = {
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Headers every answer carries: pages, API JSON, redirects and refusals alike. The static assets
 * get the same from client/public/_headers (a unit test compares it with what this sends).
 */
export const EVERY_ANSWER: SecureHeadersOptions = {
  ...NOTHING,
  // Two years of HTTPS only, subdomains included (at least one year is what browsers' preload
  // lists ask). Browsers ignore the header on plain HTTP, so local runs are not affected.
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Nothing the site answers is meant to be embedded by another site (images come from the
  // image storage host, not from here).
  crossOriginResourcePolicy: 'same-origin',
};

/** What the CSP depends on in the configuration. */
export interface CspSources {
  /** IMAGE_STORAGE_ROOT: covers, portraits and logos load from there. */
  imageStorageRoot: string;
  /**
   * The origin the browser's analytics events go to when it is not the site's own (from
   * ANALYTICS_API_URL, worker/env.ts analyticsEndpoint); null when analytics is off or its
   * endpoint is on this site, which 'self' already allows.
   */
  analyticsOrigin: string | null;
  /**
   * SUPPORT_CHAT_WIDGET_URL, or empty. A chat widget runs scripts, calls its service, frames its
   * panel and shows avatars from its own origin, so that origin is allowed for each (with
   * 'strict-dynamic' a browser that knows it runs what the nonced widget adds anyway; one that
   * does not needs the host). Nothing is added without a widget.
   */
  supportChatWidgetUrl: string;
}

/**
 * Headers of documents only: the CSP, where its reports go, framing, the browsing-context group
 * and feature policy. `default-src 'none'`: every kind of resource a page loads is named below,
 * so anything new is refused (and reported) until it is added here on purpose. Scripts run only
 * with the response's nonce (and what they load, via 'strict-dynamic'); strings reach the DOM's
 * script sinks (innerHTML, script.src, ...) only through the site's named Trusted Types policies;
 * nothing may frame the site, set a <base> or embed plugins, and forms post to the site only.
 * docs/decisions/045-trusted-types-and-csp-reports.md lists what each directive is for.
 */
export function documentHeaders(sources: CspSources): SecureHeadersOptions {
  const chat = sources.supportChatWidgetUrl ? [new URL(sources.supportChatWidgetUrl).origin] : [];
  return {
    ...NOTHING,
    contentSecurityPolicy: {
      defaultSrc: ["'none'"],
      // NONCE makes one nonce per response and keeps it in c.get('secureHeadersNonce'), which
      // the page renderer puts on every script it writes.
      scriptSrc: [NONCE, "'strict-dynamic'", ...chat],
      // The built stylesheets; no inline <style> or style attribute in the server's HTML.
      styleSrc: ["'self'"],
      // The icon, covers and portraits from the image host, the chat's avatars.
      imgSrc: ["'self'", new URL(sources.imageStorageRoot).origin, ...chat],
      // The BFF and page data, the analytics events, the chat's service.
      connectSrc: ["'self'", ...(sources.analyticsOrigin ? [sources.analyticsOrigin] : []), ...chat],
      // The chat's panel is the only frame a page shows.
      ...(chat.length > 0 ? { frameSrc: chat } : {}),
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      requireTrustedTypesFor: ["'script'"],
      trustedTypes: Object.values(TRUSTED_TYPES_POLICIES),
      // report-to for browsers with the Reporting API (they then ignore report-uri), report-uri
      // for the others.
      reportUri: CSP_REPORT_PATH,
      reportTo: CSP_REPORT_GROUP,
    },
    reportingEndpoints: [{ name: CSP_REPORT_GROUP, url: CSP_REPORT_PATH }],
    xFrameOptions: 'DENY',
    crossOriginOpenerPolicy: 'same-origin',
    // Browser features the site never uses, switched off for it and anything it might embed.
    // Only features browsers recognise: an unknown name costs a console warning on every page.
    permissionsPolicy: {
      accelerometer: [],
      camera: [],
      displayCapture: [],
      geolocation: [],
      gyroscope: [],
      magnetometer: [],
      microphone: [],
      midi: [],
      payment: [],
      usb: [],
    },
  };
}

/** The names of the document-only headers, taken off answers that are not documents. */
export const DOCUMENT_ONLY_HEADERS = ['content-security-policy', 'reporting-endpoints', 'x-frame-options', 'cross-origin-opener-policy', 'permissions-policy'];
