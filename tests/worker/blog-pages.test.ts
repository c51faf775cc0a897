import { exports } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXT, UNAVAILABLE_TEXT } from '#messages/client/components/layout/layout';
import { BLOG_TEXT } from '#messages/client/routes/blog/blog';
import { PAGED_LIST_TEXT } from '#messages/client/components/paged-list';
import { formatWhole } from '../../shared/i18n/format-number';
import { BLOG_PAGE_SIZE, RELATED_ARTICLES } from '../../client/routes/blog/blog-constants';
import { BLOG, BLOG_ARTICLES, BLOG_CATEGORIES } from '../../demo-upstream/src/cms-blog';
import { anchors, canonical, cardTitles, crumbs, expectShell, h1, h1Count, jsonLdOfType, metaContent, part } from '../support/page-html';
import { getPage as get, ORIGIN } from '../support/site';
import { coldCache, fault } from '../support/upstream';
import { escapeHtml } from '../support/escape';

/** The demo CMS's content as a visitor may see it: published entries only, newest article first. */
const published = <T extends { attributes: Record<string, unknown> }>(entries: readonly T[]) => entries.filter((e) => e.attributes.publishedAt !== null);
const articles = published(BLOG_ARTICLES)
  .map(
    (e) =>
      e.attributes as { title: string; slug: string; excerpt: string; publishedAt: string; category: { slug: string; name: string }; author: { name: string } },
  )
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
const categories = published(BLOG_CATEGORIES).map((e) => e.attributes as { slug: string; name: string; description: string });
const intro = published(BLOG)[0]!.attributes as { title: string; intro: string };
const draftIntro = BLOG.find((e) => e.attributes.publishedAt === null)!.attributes as { title: string; intro: string };
const titlesOf = (list: typeof articles) => list.map((a) => a.title);
/** A list's summary line, "9 articles · page 2 of 2"; one page needs no page number. */
const listSummary = (total: number, page: number, last: number) =>
  BLOG_TEXT.articleCount({ total }) + (last > 1 ? PAGED_LIST_TEXT.pageOf({ page: formatWhole(page, 'en'), last: formatWhole(last, 'en') }) : '');
/** The page's markup as its text reads: without the markers React puts between adjacent texts. */
const joined = (html: string) => html.replace(/<!-- -->/g, '');
const categoryHrefs = (html: string, label: string) => anchors(part(html, `aria-label="${label}"`, '</nav>')).map((a) => a.href);

afterEach(() => fault('off'));

// The first request of a file waits for the worker's modules to load; keep that out of the
// tests' own time limits.
beforeAll(async () => {
  await (await exports.default.fetch('http://site.test/404')).text();
}, 60_000);

describe('/blog', () => {
  it('shows the blog intro from the CMS, the published categories and the newest articles', async () => {
    const { status, html } = await get('/blog');
    expect(status).toBe(200);
    expect(html).toContain(`<title>${intro.title} | nkoda</title>`);
    expect(h1Count(html)).toBe(1);
    expect(h1(html)).toBe(intro.title);
    expect(html).toContain(intro.intro);
    expect(html).not.toContain(draftIntro.title);
    expect(metaContent(html, 'og:description')).toBe(intro.intro);

    const linked = categoryHrefs(html, BLOG_TEXT.categoriesLabel);
    expect([...linked].sort()).toEqual(categories.map((c) => `/blog/category/${c.slug}`).sort());
    expect(linked).not.toContain('/blog/category/podcast');

    expect(articles.length).toBeGreaterThan(BLOG_PAGE_SIZE);
    expect(cardTitles(html, 'blog-articles')).toEqual(titlesOf(articles.slice(0, BLOG_PAGE_SIZE)));
    const newest = articles[0]!;
    expect(anchors(html).some((a) => a.href === `/blog/${newest.slug}` && a.text === newest.title)).toBe(true);
    expect(html).toContain(escapeHtml(newest.excerpt));
    expect(html).toContain(newest.author.name);
    expect(html).toContain('<time dateTime="2025-07-14">14 July 2025</time>');
    // Covers keep their size while they load, and load lazily below the intro.
    expect(html).toMatch(new RegExp(`<img class="card__image[^"]*" src="[^"]*/blog/${newest.slug}\\.svg" alt="" width="1200" height="630" loading="lazy"`));
    expect(joined(html)).toContain(`>${listSummary(articles.length, 1, 2)}<`);
    expect(canonical(html)).toBe(`${ORIGIN}/blog`);
    expect(crumbs(html)).toEqual([
      { name: 'Home', href: '/' },
      { name: BLOG_TEXT.blog, href: null },
    ]);
    // The draft article is not listed.
    expect(html).not.toContain('coming-soon-offline-playlists');
  });

  it('lists the older articles on page 2, with page links and a canonical link without the query', async () => {
    const { status, html } = await get('/blog?page=2');
    expect(status).toBe(200);
    const second = cardTitles(html, 'blog-articles');
    expect(second).toEqual(titlesOf(articles.slice(BLOG_PAGE_SIZE, BLOG_PAGE_SIZE * 2)));
    expect(second.some((title) => titlesOf(articles.slice(0, BLOG_PAGE_SIZE)).includes(title))).toBe(false);
    const pages = anchors(part(html, 'class="pagination"', '</nav>'));
    expect(pages.map((a) => [a.text, a.href])).toEqual([
      ['Previous page', '/blog'],
      ['1', '/blog'],
      ['2', '/blog?page=2'],
    ]);
    expect(joined(html)).toContain(`>${listSummary(articles.length, 2, 2)}<`);
    expect(canonical(html)).toBe(`${ORIGIN}/blog`);
  });

  it('answers 404 for a page past the end, and shows page 1 for a page= that is not a page number', async () => {
    const past = await get('/blog?page=3');
    expect(past.status).toBe(404);
    expect(past.html).toContain(NOT_FOUND_TEXT.title);
    expectShell(past.html);
    for (const odd of ['abc', '0', '-1']) {
      const { status, html } = await get(`/blog?page=${odd}`);
      expect(status, odd).toBe(200);
      expect(cardTitles(html, 'blog-articles')[0], odd).toBe(articles[0]!.title);
    }
  });
});

describe('/blog/category/{category}', () => {
  const repertoire = categories.find((c) => c.slug === 'repertoire')!;
  const inRepertoire = articles.filter((a) => a.category.slug === 'repertoire');

  it("shows the category's name, description and articles newest first, and the other categories", async () => {
    const { status, html } = await get('/blog/category/repertoire');
    expect(status).toBe(200);
    expect(html).toContain(`<title>${repertoire.name} | nkoda</title>`);
    expect(h1Count(html)).toBe(1);
    expect(h1(html)).toBe(repertoire.name);
    expect(html).toContain(repertoire.description);
    expect(metaContent(html, 'og:description')).toBe(repertoire.description);
    expect(inRepertoire.length).toBeGreaterThan(1);
    expect(cardTitles(html, 'blog-category-articles')).toEqual(titlesOf(inRepertoire));
    expect(joined(html)).toContain(`>${listSummary(inRepertoire.length, 1, 1)}<`);
    expect([...categoryHrefs(html, BLOG_TEXT.otherCategories)].sort()).toEqual(
      categories
        .filter((c) => c.slug !== 'repertoire')
        .map((c) => `/blog/category/${c.slug}`)
        .sort(),
    );
    expect(crumbs(html)).toEqual([
      { name: 'Home', href: '/' },
      { name: BLOG_TEXT.blog, href: '/blog' },
      { name: repertoire.name, href: null },
    ]);
    expect(jsonLdOfType(html, 'BreadcrumbList').itemListElement).toHaveLength(3);
    expect(canonical(html)).toBe(`${ORIGIN}/blog/category/repertoire`);
  });

  it('answers 404 for a page past the end of the category', async () => {
    const { status, html } = await get('/blog/category/repertoire?page=2');
    expect(status).toBe(404);
    expect(html).toContain(NOT_FOUND_TEXT.title);
  });

  it('answers 404 with the not-found page for an unknown or unpublished category', async () => {
    for (const path of ['/blog/category/no-such-category', '/blog/category/podcast', '/blog/category/%20']) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain(NOT_FOUND_TEXT.title);
      expectShell(html);
    }
  });
});

describe('/blog/{slug}', () => {
  const article = articles.find((a) => a.slug === 'reading-an-urtext-preface')!;

  it('shows the article with its author, date, category, cover and body', async () => {
    const { status, html } = await get(`/blog/${article.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${article.title} | nkoda</title>`);
    expect(h1Count(html)).toBe(1);
    expect(h1(html)).toBe(article.title);
    expect(html).toContain(BLOG_TEXT.by({ author: article.author.name }));
    expect(html).toContain('<time dateTime="2025-02-24">24 February 2025</time>');
    expect(anchors(part(html, 'class="blog-article__category"', '</p>'))).toMatchObject([
      { href: '/blog/category/behind-the-scores', text: 'Behind the scores' },
    ]);
    // The cover is above the fold: it loads at once, with its size set.
    expect(html).toMatch(/<img class="blog-article__cover" src="[^"]*\/blog\/reading-an-urtext-preface\.svg" alt="" width="1200" height="630" loading="eager"/);
    expect(html).toContain('<h2>The critical commentary</h2>');
    expect(html).toContain('Most players skip the preface.');
    expect(metaContent(html, 'og:description')).toBe(article.excerpt);
    expect(canonical(html)).toBe(`${ORIGIN}/blog/${article.slug}`);
    expect(crumbs(html)).toEqual([
      { name: 'Home', href: '/' },
      { name: BLOG_TEXT.blog, href: '/blog' },
      { name: 'Behind the scores', href: '/blog/category/behind-the-scores' },
      { name: article.title, href: null },
    ]);
  });

  it('describes the article as a schema.org BlogPosting, with the cover as og:image and og:type article', async () => {
    const { html } = await get(`/blog/${article.slug}`);
    const posting = jsonLdOfType(html, 'BlogPosting');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: article.title,
      author: { '@type': 'Person', name: article.author.name },
      datePublished: article.publishedAt,
      url: `${ORIGIN}/blog/${article.slug}`,
    });
    expect(Date.parse(posting.dateModified as string)).toBeGreaterThanOrEqual(Date.parse(article.publishedAt));
    expect(posting.image).toMatch(/^https?:\/\/[^/]+\/.*blog\/reading-an-urtext-preface\.svg$/);
    expect(metaContent(html, 'og:image')).toBe(posting.image);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(jsonLdOfType(html, 'BreadcrumbList').itemListElement).toHaveLength(4);
  });

  it('relates articles of the same category first, never the article itself, topped up with the latest others', async () => {
    const { html } = await get(`/blog/${article.slug}`);
    const related = cardTitles(html, 'blog-related');
    const sameCategory = articles.filter((a) => a.category.slug === article.category.slug && a.slug !== article.slug);
    expect(sameCategory.length).toBeLessThan(RELATED_ARTICLES);
    const topUp = articles.filter((a) => a.slug !== article.slug && !sameCategory.includes(a));
    expect(related).toEqual(titlesOf([...sameCategory, ...topUp].slice(0, RELATED_ARTICLES)));
    expect(related).not.toContain(article.title);
  });

  it('answers 404 with the not-found page for an unknown slug and for a draft', async () => {
    for (const path of ['/blog/no-such-article', '/blog/coming-soon-offline-playlists', '/blog/category']) {
      const { status, html } = await get(path);
      expect(status, path).toBe(404);
      expect(html, path).toContain(NOT_FOUND_TEXT.title);
      expect(html, path).not.toContain('Coming soon: offline playlists');
      expectShell(html);
    }
  });
});

describe('blog pages while the CMS is unavailable', () => {
  for (const path of ['/blog', '/blog?page=2', '/blog/category/news', '/blog/practise-smarter-with-annotations']) {
    it(`${path} answers 503 inside the layout when nothing is cached`, async () => {
      await coldCache();
      await fault('error', '/cms');
      const { status, html } = await get(path);
      expect(status).toBe(503);
      expect(html).toContain(UNAVAILABLE_TEXT.title);
      expectShell(html);
    });
  }

  it('keeps serving an article whose reads are cached', async () => {
    await coldCache();
    const warm = await get('/blog/from-manuscript-to-screen');
    expect(warm.status).toBe(200);
    await fault('error', '/cms');
    const { status, html } = await get('/blog/from-manuscript-to-screen');
    expect(status).toBe(200);
    expect(h1(html)).toBe('How a score gets from manuscript to screen');
    expect(html).not.toContain(UNAVAILABLE_TEXT.title);
  });

  it('keeps serving /blog whose reads are cached', async () => {
    await coldCache();
    expect((await get('/blog')).status).toBe(200);
    await fault('error', '/cms');
    const { status, html } = await get('/blog');
    expect(status).toBe(200);
    expect(cardTitles(html, 'blog-articles')).toEqual(titlesOf(articles.slice(0, BLOG_PAGE_SIZE)));
  });
});

/** Text as React escapes it in HTML (apostrophes and ampersands). */
