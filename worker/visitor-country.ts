import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/** Cloudflare's codes that name no country: unknown (XX) and Tor (T1). */
const NO_COUNTRY = new Set(['XX', 'T1']);

/**
 * The visitor's country (ISO 3166-1 alpha-2), as the edge located them, or null. A configured
 * override wins: locally workerd answers "US" for every request, and a run needs one it chose.
 */
export function visitorCountry(c: Context<AppEnv>): string | null {
  const override = c.get('config').COUNTRY_OVERRIDE;
  if (override) return override;
  const country = (c.req.raw as { cf?: { country?: unknown } }).cf?.country;
  return typeof country === 'string' && /^[A-Z]{2}$/.test(country) && !NO_COUNTRY.has(country) ? country : null;
}
