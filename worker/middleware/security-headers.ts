import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env';
import { analyticsEndpoint, type Config } from '../env';
import { DOCUMENT_ONLY_HEADERS, documentHeaders, EVERY_ANSWER, type CspSources } from './security-header-values';

/** What the CSP allows beyond the site itself, from the configuration. */
export function cspSources(config: Config): CspSources {
  return {
    imageStorageRoot: config.IMAGE_STORAGE_ROOT,
    analyticsOrigin: config.ANALYTICS_KEY !== '' ? analyticsEndpoint(config).connectOrigin : null,
    supportChatWidgetUrl: config.SUPPORT_CHAT_WIDGET_URL,
  };
}

const isDocument = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/html');

/**
 * Sets the headers on every response, and on HTML the document headers with a per-response CSP
 * nonce (c.get('secureHeadersNonce')). Runs first, so the request guard's refusals, the legacy
 * redirects and the error pages get them too.
 *
 * Hono's middleware sets its headers on whatever the handler answered, and the nonce must exist
 * before the page renders, so the document instance wraps every request and its headers are
 * taken off again when the answer turned out not to be a document (JSON, redirects, text).
 */
export function securityHeaders(sources: CspSources): MiddlewareHandler<AppEnv> {
  const everyAnswer = secureHeaders(EVERY_ANSWER);
  const documents = secureHeaders(documentHeaders(sources));
  return async function securityHeaders(c, next) {
    await everyAnswer(c, async () => {
      await documents(c, next);
    });
    if (!isDocument(c.res)) for (const name of DOCUMENT_ONLY_HEADERS) c.res.headers.delete(name);
  };
}
