import { z } from 'zod';
import type { ExecutionContext, Fetcher, KVNamespace, Queue, RateLimit } from '@cloudflare/workers-types';
import type { PublicConfig } from '../shared/public-config';
import type { CoordinatorNamespace } from './upstream/coordinator';
import { PREVIEW_KEY_MIN_LENGTH } from './preview/preview-token';

/** Bindings declared in wrangler.toml. */
export interface Env {
  UPSTREAM_CACHE: KVNamespace;
  ASSETS: Fetcher;
  /** Form submissions the service could not take at once (worker/forms/queue-consumer.ts). */
  FORM_QUEUE: Queue;
  /** Per-client limit on form posts. */
  FORM_RATE_LIMIT: RateLimit;
  /** Per-client limit on checkout calls (worker/api/subscription.ts). */
  CHECKOUT_RATE_LIMIT: RateLimit;
  /** Per-client limit on tries of the preview key (?strapi=); absent in a test app of a few routes. */
  PREVIEW_RATE_LIMIT?: RateLimit;
  /** One coordinator per upstream answer (worker/upstream/coordinator.ts); absent: isolates call upstream. */
  UPSTREAM_COORDINATOR?: CoordinatorNamespace;
  [name: string]: unknown;
}

export type { ExecutionContext };

const url = (name: string) => z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` }).transform((v) => v.replace(/\/+$/, ''));

const optionalUrl = (name: string) => z.union([z.literal(''), url(name)]).default('');

/** An https address kept as written (a script's: every character of its path counts), or empty. */
const optionalHttpsUrl = (name: string) =>
  z
    .string()
    .refine((v) => v === '' || (URL.canParse(v) && new URL(v).protocol === 'https:'), `${name} must be an https URL or empty`)
    .default('');

/**
 * A path on this site: one leading slash (two would name another host), then path characters
 * only (no query, fragment, backslash or space). A trailing slash is dropped, as for URLs.
 */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]+$/;

/** An http(s) URL, or a path on this site (the endpoint of a proxy in front of the worker). */
const urlOrSitePath = (name: string) =>
  z.union(
    [
      url(name),
      z
        .string()
        .regex(SITE_PATH)
        .transform((v) => v.replace(/\/+$/, '')),
    ],
    {
      error: `${name} must be an http(s) URL or a path on this site such as /stats/api/event`,
    },
  );

/** "maxAge/staleWhileRevalidate/staleIfError" in seconds. */
const cacheTimes = (name: string) =>
  z
    .string()
    .regex(/^\d+\/\d+\/\d+$/, `${name} must look like "300/3600/86400" (maxAge/swr/staleIfError seconds)`)
    .transform((v) => {
      const [maxAge, swr, staleIfError] = v.split('/').map(Number) as [number, number, number];
      return { maxAge, swr, staleIfError };
    });

const vars = z.object({
  PRODUCTION: z.enum(['true', 'false'], { error: 'PRODUCTION must be "true" or "false"' }).transform((v) => v === 'true'),
  API_ROOT: url('API_ROOT'),
  CMS_ROOT: url('CMS_ROOT'),
  CMS_LEGACY_ROOT: url('CMS_LEGACY_ROOT'),
  DEALS_API_ROOT: url('DEALS_API_ROOT'),
  BUILD_STORAGE_ROOT: url('BUILD_STORAGE_ROOT'),
  IMAGE_STORAGE_ROOT: url('IMAGE_STORAGE_ROOT'),
  DEEP_LINK_ROOT: url('DEEP_LINK_ROOT'),
  HELP_CENTRE_URL: url('HELP_CENTRE_URL'),
  WEB_APP_URL: url('WEB_APP_URL'),
  GETTING_STARTED_URL: url('GETTING_STARTED_URL'),
  APPLE_STORE_URL: url('APPLE_STORE_URL'),
  WINDOWS_STORE_URL: url('WINDOWS_STORE_URL'),
  GOOGLE_STORE_URL: url('GOOGLE_STORE_URL'),
  SUPPORT_CHAT_URL: optionalUrl('SUPPORT_CHAT_URL'),
  /**
   * The support chat's widget script, loaded by the pages that drive the chat (Contact, Report)
   * once they are interactive; its origin joins the CSP. Empty: no widget is loaded.
   */
  SUPPORT_CHAT_WIDGET_URL: optionalHttpsUrl('SUPPORT_CHAT_WIDGET_URL'),
  FUND_FORM_URL: optionalUrl('FUND_FORM_URL'),
  DOWNLOAD_TO_PRICING: z
    .enum(['true', 'false'], { error: 'DOWNLOAD_TO_PRICING must be "true" or "false"' })
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * "true" adds x-page-cache and x-cache (hit, miss, stale...) to answers, for operators reading
   * the caches. Off by default: they tell anyone whether another visitor asked for a page or a
   * search in the last minutes.
   */
  CACHE_STATE_HEADERS: z
    .enum(['true', 'false'], { error: 'CACHE_STATE_HEADERS must be "true" or "false"' })
    .default('false')
    .transform((v) => v === 'true'),
  ANALYTICS_KEY: z
    .string()
    .regex(/^$|^[a-z0-9.-]+$/i, 'ANALYTICS_KEY must be empty or a site domain such as www.example.com')
    .default(''),
  /**
   * Plausible's events API, where analytics events go (analyticsEndpoint below): the browser's
   * page views and events, and the worker's own (/app-review, native form posts). A URL
   * (Plausible's, a self-hosted one, a proxy on another host), or a path on this site for a
   * first-party proxy that something in front of this worker answers.
   */
  ANALYTICS_API_URL: urlOrSitePath('ANALYTICS_API_URL').default('https://plausible.io/api/event'),
  PUBLIC_ORIGIN: url('PUBLIC_ORIGIN'),
  /**
   * The visitor country every request is judged by, in place of the edge's request.cf.country.
   * Empty at the edge; set for local runs, where workerd makes up "US" for every request.
   */
  COUNTRY_OVERRIDE: z
    .string()
    .regex(/^$|^[A-Z]{2}$/, 'COUNTRY_OVERRIDE must be empty or an ISO 3166-1 alpha-2 code such as DE')
    .default('')
    .transform((v) => v || null),
  UPSTREAM_TIMEOUT_MS: z.coerce
    .number({ error: 'UPSTREAM_TIMEOUT_MS must be a number of milliseconds' })
    .int()
    .min(100, 'UPSTREAM_TIMEOUT_MS must be at least 100')
    .max(30000, 'UPSTREAM_TIMEOUT_MS must be at most 30000'),
  CACHE_PROMOTION: cacheTimes('CACHE_PROMOTION'),
  CACHE_SEARCH: cacheTimes('CACHE_SEARCH'),
  CACHE_CMS: cacheTimes('CACHE_CMS'),
  CACHE_PRICES: cacheTimes('CACHE_PRICES'),
  /**
   * Who calls upstream on a miss: "isolate" (each isolate itself, sharing calls among its
   * requests) or "durable-object" (one coordinator per answer in the whole network, for an
   * upstream that cannot take a burst from every location; decision 017 gives the costs).
   */
  UPSTREAM_COORDINATION: z.enum(['durable-object', 'isolate'], { error: 'UPSTREAM_COORDINATION must be "durable-object" or "isolate"' }).default('isolate'),
  /** Where coordinators are created: a Durable Object location hint near the upstream API, or empty. */
  UPSTREAM_LOCATION_HINT: z
    .enum(['', 'wnam', 'enam', 'sam', 'weur', 'eeur', 'apac', 'oc', 'afr', 'me'], {
      error: 'UPSTREAM_LOCATION_HINT must be empty or a location hint such as "weur" or "enam"',
    })
    .default(''),
  /** Rendered pages: maxAge caps freshness (a page is never fresher than its data). */
  CACHE_PAGES: cacheTimes('CACHE_PAGES').default({ maxAge: 300, swr: 60, staleIfError: 600 }),
  /** Secret; without it preview mode is off. */
  UNPUBLISHED_KEY: z.string().min(PREVIEW_KEY_MIN_LENGTH, `UNPUBLISHED_KEY must be at least ${PREVIEW_KEY_MIN_LENGTH} characters`).optional(),
});

export type Config = z.output<typeof vars>;
export type CacheTimes = Config['CACHE_PROMOTION'];

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses [vars] and secrets; the error names every bad variable and why. */
export function parseConfig(source: Record<string, unknown>): Config {
  const result = vars.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.') || '(vars)';
    const message = issue.code === 'invalid_type' && issue.input === undefined ? `${name} is missing` : issue.message;
    return `${name}: ${message}`;
  });
  throw new ConfigError(`Invalid site configuration:\n  ${lines.join('\n  ')}`);
}

/** Where analytics events go, seen from each side (ANALYTICS_API_URL). */
export interface AnalyticsEndpoint {
  /**
   * Where the browser's tracker posts: a path when the endpoint is on this site (a path, or a
   * URL on PUBLIC_ORIGIN), so it goes to the origin that served the page, which the CSP's
   * 'self' allows; otherwise the URL.
   */
  browser: string;
  /** Where the worker posts its own events: always absolute (a path is on PUBLIC_ORIGIN). */
  server: string;
  /** The origin the CSP's connect-src must add for the browser's events; null when they stay on this site. */
  connectOrigin: string | null;
}

export function analyticsEndpoint(config: Pick<Config, 'ANALYTICS_API_URL' | 'PUBLIC_ORIGIN'>): AnalyticsEndpoint {
  const configured = config.ANALYTICS_API_URL;
  if (configured.startsWith('/')) return { browser: configured, server: `${config.PUBLIC_ORIGIN}${configured}`, connectOrigin: null };
  const url = new URL(configured);
  if (url.origin === new URL(config.PUBLIC_ORIGIN).origin) return { browser: `${url.pathname}${url.search}`, server: configured, connectOrigin: null };
  return { browser: configured, server: configured, connectOrigin: url.origin };
}

export function toPublicConfig(config: Config): PublicConfig {
  return {
    production: config.PRODUCTION,
    publicOrigin: config.PUBLIC_ORIGIN,
    imageStorageRoot: config.IMAGE_STORAGE_ROOT,
    buildStorageRoot: config.BUILD_STORAGE_ROOT,
    helpCentreUrl: config.HELP_CENTRE_URL,
    webAppUrl: config.WEB_APP_URL,
    gettingStartedUrl: config.GETTING_STARTED_URL,
    appleStoreUrl: config.APPLE_STORE_URL,
    windowsStoreUrl: config.WINDOWS_STORE_URL,
    googleStoreUrl: config.GOOGLE_STORE_URL,
    supportChatUrl: config.SUPPORT_CHAT_URL,
    supportChatWidgetUrl: config.SUPPORT_CHAT_WIDGET_URL,
    fundFormOpen: config.FUND_FORM_URL !== '',
    downloadToPricing: config.DOWNLOAD_TO_PRICING,
    analyticsKey: config.ANALYTICS_KEY,
    // Only with analytics on: every page carries the config, and a page without analytics needs no endpoint.
    analyticsEndpoint: config.ANALYTICS_KEY ? analyticsEndpoint(config).browser : '',
  };
}
