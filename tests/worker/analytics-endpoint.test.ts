import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../worker/app-env';
import { config } from '../../worker/config';
import type { Config } from '../../worker/env';
import { loadConfig } from '../../worker/middleware/load-config';
import { pageLanguage } from '../../worker/middleware/language';
import { cspSources, securityHeaders } from '../../worker/middleware/security-headers';
import { renderPage } from '../../worker/ssr/render';
import type { PublicConfig } from '../../shared/public-config';
import { TRANSFER_STATE_GLOBAL } from '../../shared/framework/protocol/transfer-state';

/**
 * Issue 33: ANALYTICS_API_URL decides where the browser sends its analytics events, and the
 * page's CSP lets exactly that endpoint's origin be called (nothing more when it is the site's
 * own). The test site runs without analytics, so each case is a small app composed as
 * worker/index.ts composes pages, with the setting as given. The apps share the isolate's page
 * cache (a deployment's config never changes under it), so each case renders a page of its own.
 */

async function pageWith(path: string, settings: Partial<Config>) {
  const site = { ...config, ...settings };
  const app = new Hono<AppEnv>();
  app.use(loadConfig(site));
  app.use(pageLanguage());
  app.use(securityHeaders(cspSources(site)));
  app.get('*', renderPage);
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(`http://site.test${path}`), env, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  expect(response.status, path).toBe(200);
  const state = html.slice(html.lastIndexOf(`window.${TRANSFER_STATE_GLOBAL}=`));
  const publicConfig = JSON.parse(/"config":(\{[^{}]*\})/.exec(state)![1]!) as PublicConfig;
  const connectSrc = (response.headers.get('content-security-policy') ?? '').split('; ').find((d) => d.startsWith('connect-src '));
  return { html, publicConfig, connectSrc };
}

const ON = { ANALYTICS_KEY: 'www.nkoda.com' };

describe('the analytics endpoint', () => {
  it('a self-hosted Plausible: the page tells the browser its address, and the CSP allows its origin and not plausible.io', async () => {
    const { publicConfig, connectSrc, html } = await pageWith('/features', { ...ON, ANALYTICS_API_URL: 'https://stats.example.org/api/event' });
    expect(publicConfig.analyticsEndpoint).toBe('https://stats.example.org/api/event');
    expect(connectSrc).toBe("connect-src 'self' https://stats.example.org");
    expect(html).not.toContain('plausible.io');
  });

  it('the default is Plausible’s own API', async () => {
    const { publicConfig, connectSrc } = await pageWith('/what-is-nkoda-music', { ...ON, ANALYTICS_API_URL: 'https://plausible.io/api/event' });
    expect(publicConfig.analyticsEndpoint).toBe('https://plausible.io/api/event');
    expect(connectSrc).toBe("connect-src 'self' https://plausible.io");
  });

  it('a path on this site (a first-party proxy): the browser posts to the page’s own origin, and the CSP adds nothing', async () => {
    const { publicConfig, connectSrc } = await pageWith('/representation-project', { ...ON, ANALYTICS_API_URL: '/stats/api/event' });
    expect(publicConfig.analyticsEndpoint).toBe('/stats/api/event');
    expect(connectSrc).toBe("connect-src 'self'");
  });

  it('a URL on PUBLIC_ORIGIN is this site too: its path, on whatever host served the page', async () => {
    const { publicConfig, connectSrc } = await pageWith('/development-partnership', { ...ON, ANALYTICS_API_URL: `${config.PUBLIC_ORIGIN}/stats/api/event` });
    expect(publicConfig.analyticsEndpoint).toBe('/stats/api/event');
    expect(connectSrc).toBe("connect-src 'self'");
  });

  it('analytics off: no endpoint in the page, nothing in the CSP', async () => {
    const { publicConfig, connectSrc } = await pageWith('/institutions', { ANALYTICS_KEY: '', ANALYTICS_API_URL: 'https://stats.example.org/api/event' });
    expect(publicConfig.analyticsEndpoint).toBe('');
    expect(connectSrc).toBe("connect-src 'self'");
  });
});
