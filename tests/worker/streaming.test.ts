import { exports } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WORK_TEXT } from '#messages/client/routes/work/work';
import { PEOPLE_TEXT } from '#messages/client/routes/people/people';
import { BLOG_TEXT } from '#messages/client/routes/blog/blog';
import { STREAMED_TEXT } from '#messages/client/components/await-or-unavailable';
import { BLOG_ARTICLES } from '../../demo-upstream/src/cms-blog';
import { TRANSFER_STATE_GLOBAL } from '../../shared/framework/protocol/transfer-state';
import { coldCache, fault } from '../support/upstream';
import { fetchSettled } from '../support/site';

/** A page whose slow deferred value waits on a second upstream round trip streams it after the rest. */

const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.204 Mobile Safari/537.36 ' +
  '(compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const BACH = { ref: 'ED-000001', slug: 'the-well-tempered-clavier-book-1-ed-000001', title: 'The Well-Tempered Clavier, Book 1' };

/**
 * The document, split where React started streaming boundaries that were not ready with the shell:
 * each such boundary arrives later in a hidden container that a small script moves into place.
 */
async function arriving(path: string, { settle = false, userAgent }: { settle?: boolean; userAgent?: string } = {}) {
  const headers: Record<string, string> = userAgent ? { 'user-agent': userAgent } : {};
  const init = { headers };
  // `settle`: also wait until the worker's background work for it (page store, KV puts) is done.
  const { response, body: whole } = settle
    ? await fetchSettled(path, init)
    : await exports.default.fetch(`http://site.test${path}`, init).then(async (response) => ({ response, body: await response.text() }));
  const split = whole.indexOf('<div hidden id="S:');
  return { response, shell: split === -1 ? whole : whole.slice(0, split), late: split === -1 ? '' : whole.slice(split), whole };
}

beforeEach(coldCache);
afterEach(() => fault('off'));

describe('deferred values of a page, streamed', () => {
  it('sends the work page before its related editions when they wait on upstream, then completes it', async () => {
    // Only the reads that need the edition's ref (related editions) are slow.
    await fault('slow', '/v4/promotion/edition/', 400);
    const { response, shell, late, whole } = await arriving(`/work/${BACH.slug}`, { settle: true });
    expect(response.status).toBe(200);
    expect(shell).toContain(BACH.title);
    expect(shell).toContain('<footer');
    expect(shell).not.toContain(WORK_TEXT.relatedTitle);
    expect(late).toContain(WORK_TEXT.relatedTitle);
    expect(late.match(/class="card"/g)?.length).toBe(8);
    // The transfer state comes last, inside the document, with the related editions in it and
    // marked as streamed, so the browser hydrates the same boundary without a request.
    const tail = whole.slice(whole.lastIndexOf(`window.${TRANSFER_STATE_GLOBAL}=`));
    expect(tail).toContain('"related":[{');
    expect(tail).toContain('"deferredKeys":{"work-slug":["related"]}');
    expect(whole.endsWith('</script></body></html>')).toBe(true);
    // A streamed page is not kept whole: the next visitor gets one rendered with the deferred value in place.
    expect(response.headers.get('x-page-cache')).toBe('miss');
    const next = await arriving(`/work/${BACH.slug}`);
    expect(next.response.headers.get('x-page-cache')).toBe('miss');
    expect(next.late).toBe('');
    expect(next.shell).toContain(WORK_TEXT.relatedTitle);
  });

  it('keeps the layout’s islands in place, even on a page whose shell is large', async () => {
    // React moves a ready Suspense boundary out of line past 12,800 bytes unless told otherwise:
    // the search box and the footer are such boundaries (shared/framework/page/hydrate-on-use.tsx).
    const { shell, late } = await arriving(`/work/${BACH.slug}`, { settle: true });
    expect(shell.length).toBeGreaterThan(12_800);
    for (const html of ['<form role="search"', '<footer', 'class="newsletter__form"']) {
      expect(shell).toContain(html);
      expect(late).not.toContain(html);
    }
  });

  it('renders every deferred value in place when the upstream answers come from the cache', async () => {
    await arriving(`/work/${BACH.slug}`, { settle: true });
    const { shell, late } = await arriving(`/work/${BACH.slug}`);
    expect(late).toBe('');
    expect(shell).toContain(WORK_TEXT.relatedTitle);
  });

  it('streams an artist’s lists after the artist when they wait on upstream', async () => {
    await fault('slow', '/v4/search/artist/', 400);
    const { response, shell, late, whole } = await arriving('/artists/antonio-vivaldi');
    expect(response.status).toBe(200);
    expect(shell).toContain('Antonio Vivaldi');
    expect(shell).not.toContain(PEOPLE_TEXT.relatedArtists);
    expect(late).toContain(PEOPLE_TEXT.relatedArtists);
    expect(whole.slice(whole.lastIndexOf(`window.${TRANSFER_STATE_GLOBAL}=`))).toContain('"deferredKeys":{"artist-by-slug":["lists"]}');
  });

  it('tells a visitor without JavaScript where a streamed list will be, with the page again as a link', async () => {
    // React reveals a streamed part with a script: without one, its place would stay empty.
    const path = '/composition/piano-sonata-no-14-in-c-sharp-minor-moonlight-beethoven?sort=title';
    const notice = STREAMED_TEXT.stillLoading({ reload: (text) => `<a href="${path}" data-discover="true">${text}</a>` }).join('');
    await fault('slow', '/v4/search/', 400);
    const cold = await arriving(path, { settle: true });
    expect(cold.response.status).toBe(200);
    expect(cold.shell).not.toContain(PEOPLE_TEXT.editions);
    expect(cold.shell).toContain(`<noscript><p class="lists-unavailable">${notice}</p></noscript>`);
    expect(cold.late).toContain(PEOPLE_TEXT.editions);
    // The link's page has the lists in place, and no such word.
    const again = await arriving(path);
    expect(again.late).toBe('');
    expect(again.shell).toContain(PEOPLE_TEXT.editions);
    expect(again.shell).not.toContain(STREAMED_TEXT.stillLoading({ reload: (text) => text }).join(''));
  });

  it('streams a blog article’s related articles after the article when they wait on upstream', async () => {
    const article = BLOG_ARTICLES.find((entry) => entry.attributes.publishedAt)!.attributes as { slug: string; title: string };
    await fault('slow', '/cms/api/blog-articles', 300);
    const { response, shell, late } = await arriving(`/blog/${article.slug}`);
    expect(response.status).toBe(200);
    expect(shell).toContain(article.title);
    expect(shell).not.toContain(BLOG_TEXT.relatedArticles);
    expect(late).toContain(BLOG_TEXT.relatedArticles);
  });
});

describe('crawlers', () => {
  it('get the whole page with the slow deferred value in place where a browser gets it streamed, and the page is kept', async () => {
    await fault('slow', '/v4/promotion/edition/', 400);
    const browser = await arriving(`/work/${BACH.slug}`, { userAgent: BROWSER });
    expect(browser.shell).not.toContain(WORK_TEXT.relatedTitle);
    expect(browser.late).toContain(WORK_TEXT.relatedTitle);

    await coldCache();
    const crawler = await arriving(`/work/${BACH.slug}`, { userAgent: GOOGLEBOT, settle: true });
    expect(crawler.response.status).toBe(200);
    expect(crawler.late).toBe('');
    expect(crawler.shell).toContain(WORK_TEXT.relatedTitle);
    expect(crawler.shell.match(/class="card"/g)?.length).toBe(8);
    // The browser hydrates the same boundary from the transfer state, without a request.
    expect(crawler.whole.slice(crawler.whole.lastIndexOf(`window.${TRANSFER_STATE_GLOBAL}=`))).toContain('"deferredKeys":{"work-slug":["related"]}');
    // A whole page is what the page cache keeps: the next visitor gets it, deferred value in place.
    const next = await arriving(`/work/${BACH.slug}`, { userAgent: BROWSER });
    expect(next.response.headers.get('x-page-cache')).toBe('hit');
    expect(next.late).toBe('');
    expect(next.shell).toContain(WORK_TEXT.relatedTitle);
  });
});
