import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import manifest from 'client-manifest';
import routeModules from 'client-route-modules';
import boot from 'client-boot-script';
import { routes } from '../../client/routes';
import { PAGE_FAMILIES } from '../chaos/page-families';
import { site } from '../support/site';
import { metaContent, transferState } from '../support/page-html';
import { unescapeHtml } from '../support/escape';
import { HOME_TEXT } from '#messages/client/routes/home/home';

describe('pages', () => {
  it('streams the home page with data from upstream, metadata and the hydration script', async () => {
    const response = await site('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<title>nkoda</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.nkoda.com/"/>');
    // docs/requirements.md §2.3: its description, keywords and the title and description for social media.
    const named = (name: string) => unescapeHtml(html.match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1] ?? '');
    expect(named('description')).toBe(HOME_TEXT.description);
    expect(named('keywords')).toBe(HOME_TEXT.keywords.join(', '));
    expect(metaContent(html, 'og:title')).toBe(HOME_TEXT.title);
    expect(metaContent(html, 'og:description')).toBe(HOME_TEXT.description);
    expect(html).toContain('Featured publishers');
    // The featured publishers and editions link to their pages.
    expect(html).toMatch(/<a[^>]+href="\/publishers\/[a-z0-9-]+"/);
    expect(html).toMatch(/<a[^>]+href="\/work\/[a-z0-9-]+"/);
    expect(html).toMatch(/<script[^>]*nonce="[^"]+"[^>]*>window\.__TRANSFER_STATE__=/);
    // The page's code starts after the page has loaded (client/boot-extras.ts): no script or
    // modulepreload of it in the head, where it would share the first paint's bandwidth. The boot
    // script follows the transfer state, and reads the entry's address from it.
    const entry = `/${manifest['client/entry.client.tsx']!.file}`;
    expect(html).not.toMatch(/<script[^>]+src=|<link rel="modulepreload"/);
    expect(transferState(html).assets.entry).toBe(entry);
    // Through the boot script's Trusted Types policy, which takes this address only (docs/decisions/045).
    expect(boot.script).toContain('createScriptURL');
    // The transfer state carries the loaders' results, so the browser hydrates without a loader.
    expect(html).toMatch(/"loaderData":\{"root":\{"legalPages":\[/);
    expect(html).toMatch(/"home":\{"publishers":\[\{/);
    expect(html).toContain('"editions":[{');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await site('/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('redirects an unknown path to /404, which answers 404 inside the layout', async () => {
    const redirect = await site('/no/such/page');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/404');

    const notFound = await site('/404');
    expect(notFound.status).toBe(404);
    const html = await notFound.text();
    expect(html).toContain('Page not found');
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
  });

  it('sends security headers and a per-response CSP nonce', async () => {
    const [a, b] = await Promise.all([site('/'), site('/')]);
    const csp = a.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(csp).not.toBe(b.headers.get('content-security-policy'));
    await Promise.all([a.text(), b.text()]);
  });

  it('renders the cookie bar only without consent', async () => {
    const without = await (await site('/')).text();
    expect(without).toContain('Cookie consent');
    const withConsent = await (await site('/', { headers: { cookie: 'CookieConsent=true' } })).text();
    expect(withConsent).not.toContain('Cookie consent');
  });
});

describe('malformed and unusual requests', () => {
  it('refuses a path whose percent-encoding does not decode', async () => {
    const response = await site('/%E0%A4%A');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('The address is not valid.');
  });

  it('refuses an 8 KB path with 414', async () => {
    const response = await site(`/${'a'.repeat(8200)}`);
    expect(response.status).toBe(414);
  });

  it('refuses methods pages do not serve with 405 and Allow', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      const response = await site('/', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      await response.text();
    }
  });

  it('answers API errors as JSON, never HTML', async () => {
    const unknown = await site('/api/nope');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'not_found' });

    const badMethod = await site('/api/v4/promotion/publishers', { method: 'PUT' });
    expect(badMethod.status).toBe(405);
    expect(await badMethod.json()).toEqual({ error: 'method_not_allowed' });

    const traversal = await site('/api/v4/promotion/..%2f..%2fadmin');
    expect(traversal.status).toBe(404);
    expect(traversal.headers.get('content-type')).toContain('application/json');
    await traversal.text();
  });

  it('refuses a read POST that is not JSON or too large', async () => {
    const notJson = await site('/api/v4/search/all', { method: 'POST', body: 'query=bach', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(notJson.status).toBe(415);
    await notJson.text();
    const large = await site('/api/v4/search/all', {
      method: 'POST',
      body: JSON.stringify({ query: 'x'.repeat(17 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(large.status).toBe(413);
    await large.text();
    const invalid = await site('/api/v4/search/all', { method: 'POST', body: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: 'invalid' });
  });
});

describe('every page preloads its own code', () => {
  const leaves: RouteObject[] = [];
  const walk = (list: RouteObject[]): void => {
    for (const route of list) {
      if (route.children?.length) walk(route.children);
      else leaves.push(route);
    }
  };
  walk(routes);

  /** Routes whose address answers with a redirect here, so no page of theirs is rendered. */
  const REDIRECTS: Record<string, string> = { help: '/app/help', 'catch-all': '/no/such/page' };
  const addressOf = (id: string) => REDIRECTS[id] ?? PAGE_FAMILIES.find(({ path }) => matchRoutes(routes, path)?.at(-1)?.route.id === id)?.path;

  /** A module's chunk and every chunk it imports statically: what the browser needs before it runs. */
  const chunksOf = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client manifest`);
    if (!into.has(`/${chunk.file}`)) {
      into.add(`/${chunk.file}`);
      for (const imported of chunk.imports ?? []) chunksOf(imported, into);
    }
    return into;
  };
  const entryFile = `/${manifest['client/entry.client.tsx']!.file}`;

  it.each(leaves.map((route) => route.id!))('%s: its lazy page chunks are modulepreloaded with the entry, its loader is left for navigation', async (id) => {
    const route = leaves.find((leaf) => leaf.id === id)!;
    const modules = routeModules[id] ?? { component: [], loader: [] };
    // The build read the same imports the router will call: a lazy page or a loader it missed fails here.
    expect(modules.component.length > 0, 'lazy page module').toBe(route.lazy !== undefined);
    expect(modules.loader.length > 0, 'loader module').toBe(route.loader !== undefined);

    const address = addressOf(id);
    expect(address, `an address of route ${id} in tests/chaos/page-families.ts`).toBeDefined();
    const response = await site(address!);
    if (id in REDIRECTS) {
      expect(response.status).toBe(302);
      return;
    }
    const html = await response.text();
    // The boot script modulepreloads the transfer state's list with the entry (client/boot-extras.ts).
    const preloaded = new Set<string>(transferState(html).assets.modulePreloads);
    for (const module of modules.component) {
      for (const file of chunksOf(module)) if (file !== entryFile) expect(preloaded, `${module}: ${file}`).toContain(file);
    }
    // Loader code (and the schemas it parses with) stays out of the first load: the page hydrates from the server's data.
    for (const module of modules.loader) expect(preloaded).not.toContain(`/${manifest[module]!.file}`);
  });
});
