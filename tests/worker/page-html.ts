import { env, exports } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { expect } from 'vitest';
import worker from '../../worker/index';

/** Reading the server-rendered HTML of a page the way a visitor (or a crawler) would see it. */

/** The public origin the worker tests' site runs with (canonical links, JSON-LD URLs). */
export const ORIGIN = 'https://www.nkoda.com';

export interface Page {
  status: number;
  html: string;
  location: string | null;
}

/**
 * A request answered by the worker's own fetch handler with an execution context of this test's,
 * read to its end, and returned once every waitUntil of it has settled: the page kept in the
 * cache, the answers stored in KV. What the next visitor gets can then be checked, including that
 * something was NOT kept, with no guess at how long the background work takes.
 */
export async function fetchSettled(path: string, init: RequestInit = {}): Promise<{ response: Response; body: string }> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://site.test${path}`, init), env as never, ctx as never);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

/** A page as a first visit gets it: status, HTML and any redirect target (not followed). */
export async function getPage(path: string): Promise<Page> {
  const response = await exports.default.fetch(`http://site.test${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
}

/** The layout shell is there: header and footer around whatever the page could show. */
export function expectShell(html: string) {
  expect(html).toContain('<header');
  expect(html).toContain('<footer');
}

/** Undoes React's escaping of text and attribute values. */
export const unescape = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
export function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
}

export function jsonLdOfType(html: string, type: string): Record<string, unknown> {
  const found = jsonLd(html).filter((block) => block['@type'] === type);
  expect(found, `one ${type} block`).toHaveLength(1);
  return found[0]!;
}

/** The header's log-in link (the web app's log-in page, possibly with the content holder). */
export function logInHref(html: string): string {
  const match = html.match(/href="([^"]*\/log-in[^"]*)"/);
  expect(match, 'log-in link').not.toBeNull();
  return unescape(match![1]!);
}

export function metaContent(html: string, property: string): string | null {
  const match = html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`));
  return match ? unescape(match[1]!) : null;
}

export function canonical(html: string): string | null {
  const match = html.match(/<link rel="canonical" href="([^"]*)"/);
  return match ? unescape(match[1]!) : null;
}

/** Titles of the cards in a section (by the section's heading id), in order. */
export function cardTitles(html: string, sectionId: string): string[] {
  const start = html.indexOf(`aria-labelledby="${sectionId}"`);
  expect(start, `section ${sectionId}`).toBeGreaterThan(-1);
  const end = html.indexOf('</section>', start);
  const section = html.slice(start, end);
  return [...section.matchAll(/class="card__link"[^>]*>([^<]*)</g)].map((m) => unescape(m[1]!));
}

export const h1Count = (html: string) => (html.match(/<h1[\s>]/g) ?? []).length;
/** Text of the page's first h1. */
export const h1 = (html: string) => unescape(html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]*>/g, '') ?? '');

export interface Anchor {
  href: string;
  /** The opening tag, to look for other attributes whatever their order. */
  tag: string;
  text: string;
}

/** Every link of the page (or of a part of it), with its unescaped href and text. */
export function anchors(html: string): Anchor[] {
  return [...html.matchAll(/(<a\s[^>]*>)(.*?)<\/a>/gs)].map((m) => ({
    href: unescape(m[1]!.match(/href="([^"]*)"/)?.[1] ?? ''),
    tag: m[1]!,
    text: unescape(m[2]!.replace(/<[^>]*>/g, '')),
  }));
}

export const isCurrent = (a: Anchor) => a.tag.includes('aria-current="page"');

/** The markup between an element's opening tag (found by a unique attribute) and the next closing tag given. */
export function part(html: string, marker: string, closing: string): string {
  const start = html.indexOf(marker);
  expect(start, marker).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf(closing, start));
}

/** Names in the breadcrumb trail and where each links. */
export function crumbs(html: string): Array<{ name: string; href: string | null }> {
  const trail = part(html, 'class="breadcrumbs"', '</nav>');
  return [...trail.matchAll(/<li class="breadcrumbs__item">(.*?)<\/li>/gs)].map((m) => ({
    name: unescape(m[1]!.replace(/<[^>]*>/g, '')),
    href: m[1]!.match(/href="([^"]*)"/)?.[1] ?? null,
  }));
}

/** The site's own origin in the worker tests: form posts carry it, as a browser would. */
export const SITE = 'http://site.test';

/** A JSON POST to the site from its own pages (a string body is sent as it is). */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return exports.default.fetch(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/**
 * Asks until the answer came from the page cache: a page is kept after its stream has ended, in
 * the background. `ask` fetches the page and reads its x-page-cache header as `outcome`.
 */
export async function untilCached<T extends { outcome: string | null }>(path: string, ask: (path: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const answer = await ask(path);
    if (answer.outcome === 'hit') return answer;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${path} never came from the page cache`);
}
