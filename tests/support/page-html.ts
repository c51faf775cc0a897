import boot from 'client-boot-script';
import { expect } from 'vitest';
import type { SiteTransferState } from '../../shared/app-state';
import { unescapeHtml } from './escape';

/** Reading the server-rendered HTML of a page the way a visitor (or a crawler) would see it. */

/** The layout is there: header and footer around whatever the page could show. */
export function expectShell(html: string) {
  expect(html).toContain('<header');
  expect(html).toContain('<footer');
}

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
  return unescapeHtml(match![1]!);
}

export function metaContent(html: string, property: string): string | null {
  const match = html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`));
  return match ? unescapeHtml(match[1]!) : null;
}

export function canonical(html: string): string | null {
  const match = html.match(/<link rel="canonical" href="([^"]*)"/);
  return match ? unescapeHtml(match[1]!) : null;
}

/** Titles of the cards in a section (by the section's heading id), in order. */
export function cardTitles(html: string, sectionId: string): string[] {
  const start = html.indexOf(`aria-labelledby="${sectionId}"`);
  expect(start, `section ${sectionId}`).toBeGreaterThan(-1);
  const end = html.indexOf('</section>', start);
  const section = html.slice(start, end);
  return [...section.matchAll(/class="card__link"[^>]*>([^<]*)</g)].map((m) => unescapeHtml(m[1]!));
}

export const h1Count = (html: string) => (html.match(/<h1[\s>]/g) ?? []).length;
/** Text of the page's first h1. */
export const h1 = (html: string) => unescapeHtml(html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]*>/g, '') ?? '');

export interface Anchor {
  href: string;
  /** The opening tag, to look for other attributes whatever their order. */
  tag: string;
  text: string;
}

/** Every link of the page (or of a part of it), with its unescaped href and text. */
export function anchors(html: string): Anchor[] {
  return [...html.matchAll(/(<a\s[^>]*>)(.*?)<\/a>/gs)].map((m) => ({
    href: unescapeHtml(m[1]!.match(/href="([^"]*)"/)?.[1] ?? ''),
    tag: m[1]!,
    text: unescapeHtml(m[2]!.replace(/<[^>]*>/g, '')),
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
    name: unescapeHtml(m[1]!.replace(/<[^>]*>/g, '')),
    href: m[1]!.match(/href="([^"]*)"/)?.[1] ?? null,
  }));
}

/**
 * The page's transfer state, as the browser reads it: the JSON the page's last script assigns,
 * read up to the boot script that follows it there (shared/framework/browser/boot.ts).
 */
export function transferState(html: string): SiteTransferState {
  const opening = 'window.__TRANSFER_STATE__=';
  const start = html.lastIndexOf(opening);
  const end = html.indexOf(`;${boot.script}</script>`, start);
  expect(start > -1 && end > start, 'the transfer state followed by the boot script').toBe(true);
  return JSON.parse(html.slice(start + opening.length, end));
}
