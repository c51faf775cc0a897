import { exports } from 'cloudflare:workers';
import { describe, expect, inject, it } from 'vitest';
import { upstream } from '../support/upstream';

/**
 * CMS HTML reaches visitors only through the worker's sanitiser. The demo CMS carries three
 * classic vectors in a published article and in a draft legal page (see the fixture files);
 * each vector's text contains the marker, so no marker may survive anywhere in what we serve.
 */
const ARTICLE = 'lesson-notes-with-listening-links';
const DRAFT_LEGAL = 'accessibility-statement';
/** A whole page has its own scripts (bootstrap, JSON-LD): there the markers tell the story. */
const EXECUTABLE_IN_PAGE = [/\son\w+\s*=/i, /javascript:/i];
const EXECUTABLE_IN_JSON = [/<script/i, ...EXECUTABLE_IN_PAGE];

const site = (path: string, cookie?: string) => exports.default.fetch(`http://site.test${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

function expectInert(text: string, marker: string, patterns: RegExp[]) {
  expect(text).not.toContain(marker);
  for (const pattern of patterns) expect(text).not.toMatch(pattern);
}

async function previewCookie(): Promise<string> {
  const response = await site(`/?strapi=${encodeURIComponent(inject('previewKey'))}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
}

describe('CMS HTML is sanitised before it reaches a visitor', () => {
  it('the demo CMS really serves the vectors (so the checks below can fail)', async () => {
    const raw = await (await fetch(`${upstream}/cms/api/blog-articles?filters[slug][$eq]=${ARTICLE}`)).text();
    expect(raw).toContain('xss-blog-script');
    expect(raw).toContain('onerror');
    expect(raw).toContain('javascript:');
  });

  it('an article page keeps the editor text and drops script, handlers and javascript: links', async () => {
    const response = await site(`/blog/${ARTICLE}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Whatever you paste, keep the note short');
    // The pasted link keeps its words, without the address.
    expect(html).toContain('open the recording');
    expectInert(html, 'xss-blog', EXECUTABLE_IN_PAGE);
  });

  it('the BFF serves the same clean HTML to client navigations', async () => {
    const response = await site(`/api/cms/blog-articles?filters[slug][$eq]=${ARTICLE}`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('Whatever you paste');
    expectInert(body, 'xss-blog', EXECUTABLE_IN_JSON);
  });

  it('drafts seen in preview mode are sanitised too', async () => {
    expect((await site(`/legal/${DRAFT_LEGAL}`)).status).toBe(404);
    const response = await site(`/legal/${DRAFT_LEGAL}`, await previewCookie());
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Accessibility statement');
    expectInert(html, 'xss-legal', EXECUTABLE_IN_PAGE);
  });
});
