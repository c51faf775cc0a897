import type { MiddlewareHandler } from 'hono';
import { logRejected } from '../log';

/** Longest request target the site accepts; real pages and API calls stay far below it. */
export const MAX_URL_LENGTH = 8192;

const PAGE_METHODS = new Set(['GET', 'HEAD']);
const API_METHODS = new Set(['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS']);

/**
 * Answers hostile or broken requests before any routing: an overlong target (414), a path
 * whose percent-encoding does not decode (400), and methods the site does not serve (405).
 * Each gets a short answer in the form its part of the site speaks (JSON under /api/).
 */
export function requestGuard(): MiddlewareHandler {
  return async function requestGuard(c, next) {
    const raw = c.req.url;
    const { pathname } = new URL(raw);
    const isApi = pathname.startsWith('/api/');
    const reply = (status: 400 | 405 | 414, error: string, message: string, headers: Record<string, string> = {}) => {
      logRejected(raw, status, error);
      return isApi ? c.json({ error }, status, headers) : c.text(message, status, headers);
    };

    if (raw.length > MAX_URL_LENGTH) return reply(414, 'uri_too_long', 'The address is too long.');
    try {
      decodeURIComponent(pathname);
    } catch {
      return reply(400, 'bad_url', 'The address is not valid.');
    }
    const allowed = isApi ? API_METHODS : PAGE_METHODS;
    if (!allowed.has(c.req.method)) {
      return reply(405, 'method_not_allowed', 'Method not allowed.', { allow: [...allowed].join(', ') });
    }
    await next();
  };
}
