import type { Context } from 'hono';

/**
 * Who is sending, for the rate limit: Cloudflare's own CF-Connecting-IP (set at the edge, not
 * by the visitor), else one shared key so local runs are limited as a whole.
 */
export function clientKey(c: Context): string {
  return c.req.header('cf-connecting-ip') ?? 'local';
}
