// First: every message module is registered with its translations before anything renders.
import './i18n/install';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from './app-env';
import { api } from './api/index';
import { loadConfig } from './middleware/load-config';
import { previewMode } from './middleware/preview-mode';
import { requestGuard } from './middleware/request-guard';
import { legacyRedirects } from './middleware/redirects';
import { cspSources, securityHeaders } from './middleware/security-headers';
import { httpsOnly } from './middleware/https-only';
import { config } from './config';
import { mountAppReview } from './middleware/device-routing';
import { tidyFacetAddress } from './middleware/tidy-facet-address';
import { discovery } from './discovery/index';
import { renderPage, renderPageFor } from './ssr/render';
import { pageRenderer } from './middleware/page-renderer';
import { chunkLists, pageData } from './ssr/navigation-endpoints';
import { fallbackPage } from './ssr/fallback-page';
import { logError, logEvent, logPath, logRejected } from './log';
import { deliverQueuedForms } from './forms/queue-consumer';
import { pageLanguage, rememberedLanguage } from './middleware/language';
import { pseudoLocale } from './i18n/pseudo-locale';
import { cspReports } from './reports/csp-reports';
import { CSP_REPORT_PATH } from '../shared/trusted-types';

/** True only where the site runs locally or under test (i18n/pseudo-locale.ts). */
declare const __PSEUDO_LOCALE__: boolean;

/**
 * The site worker only composes. Built files under /assets/ never reach it: Workers Static
 * Assets answers them first (wrangler.toml [assets]). Everything else arrives here.
 */
const app = new Hono<AppEnv>();

// Config first: every later step reads it from the context. Security headers wrap everything,
// refusals and redirects included. Production answers plain HTTP with its HTTPS address. Then
// the guard (a broken or overlong address gets its 400/414, never a redirect), then preview mode
// (which takes the key out of the address first), then the legacy redirects, answered before any
// rendering work.
app.use(loadConfig(config));
// The language of the answer, from the address's prefix (or the BFF caller's header).
app.use(pageLanguage());
// Local runs and tests only: an English page in the pseudo-locale, for the test that asks for one (i18n/pseudo-locale.ts).
if (__PSEUDO_LOCALE__) app.use(pseudoLocale());
app.use(securityHeaders(cspSources(config)));
app.use(httpsOnly(config.PRODUCTION));
app.use(requestGuard());
// The preview key leaves the address before any redirect could carry it (decision 044).
app.use(previewMode());
app.use(rememberedLanguage());
// A row whose target is a name (/artists/{Name}) is followed to the slug inside the worker: one hop.
app.use(legacyRedirects((url, c) => app.fetch(new Request(url, { method: 'HEAD', headers: c.req.raw.headers }), c.env, c.executionCtx)));

// A plain HTML form's post is answered with the page it was on (docs/decisions/041).
app.use('/api/*', pageRenderer(renderPageFor));
// Browsers' CSP reports: their own media types, so mounted before the BFF's JSON-only rule.
app.route(CSP_REPORT_PATH, cspReports);
app.route('/api', api);
// Device routing: answered by the worker alone, never by a page.
mountAppReview(app);
// robots.txt and the sitemaps: built from PUBLIC_ORIGIN and the upstream lists, not static files.
app.route('/', discovery);

// A faceted page's untidy address (a plain form's submission) goes to its tidy one (decision 038).
app.get('*', tidyFacetAddress());
// A client navigation's data and the pages' chunk lists (docs/decisions/040), then the page.
app.get('*', pageData());
app.get('*', chunkLists());
// GET also answers HEAD (Hono runs the GET handler and drops the body).
app.get('*', renderPage);

app.onError((error, c) => {
  // Hono's validator throws 400 for a body that is not JSON at all: the visitor's fault, not ours.
  if (error instanceof HTTPException && error.status === 400) {
    logRejected(c.req.url, 400, 'invalid', ['body']);
    return c.json({ error: 'invalid', fields: { body: 'The body is not valid JSON.' } }, 400);
  }
  logEvent('unhandled_error', { path: logPath(c.req.url), error: logError(error) });
  if (new URL(c.req.url).pathname.startsWith('/api/')) return c.json({ error: 'internal' }, 500);
  return c.html(fallbackPage(c.get('language')), 500);
});

// The Durable Object class behind UPSTREAM_COORDINATOR (wrangler.toml) must be exported here.
export { UpstreamCoordinator } from './upstream/coordinator';

// fetch answers visitors; queue delivers the form submissions that had to wait.
export default {
  fetch: app.fetch,
  queue: (batch: Parameters<typeof deliverQueuedForms>[0]) => deliverQueuedForms(batch, config),
};
