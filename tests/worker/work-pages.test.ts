import { UNAVAILABLE_TEXT } from '#messages/client/components/layout/layout';
import { afterEach, describe, expect, it } from 'vitest';
import { PREVIEW_TEXT } from '#messages/client/routes/work/preview';
import { UPLOAD_TEXT } from '#messages/client/routes/work/upload';
import { WORK_TEXT } from '#messages/client/routes/work/work';
import { PREVIEW_PAGES } from '../../client/routes/work/work-constants';
import { REGION_BANNER_TEXT } from '#messages/shared/spec';
import { jsonLd, logInHref } from '../support/page-html';
import { upstream, fault } from '../support/upstream';
import { pageHtml } from '../support/site';

/** The edition-centred pages (client/routes/work/pages.ts) rendered by the real worker. */

const BACH = { ref: 'ED-000001', slug: 'the-well-tempered-clavier-book-1-ed-000001', title: 'The Well-Tempered Clavier, Book 1' };
const RESTRICTED = { ref: 'ED-000018', slug: 'keyboard-sonata-in-d-minor-ed-000018', title: 'Keyboard Sonata in D minor' };

afterEach(() => fault('off'));

describe('work page', () => {
  it('renders an edition by slug with credits, facts, related editions and the preview link', async () => {
    const html = await pageHtml(`/work/${BACH.slug}`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${BACH.title}</h1>`));
    expect(html).toContain('href="/artists/johann-sebastian-bach"');
    expect(html).toContain('href="/publishers/barenreiter"');
    expect(html).toMatch(/href="\/instrument\?instrumentRef=IN-\d+"/);
    expect(html).toContain(`href="/preview?editionRef=${BACH.ref}"`);
    expect(html).toContain(WORK_TEXT.factsTitle);
    expect(html).toContain('BWV 846–869');
    expect(html).toContain('Advanced (4 of 5)');
    expect(html).toContain(WORK_TEXT.relatedTitle);
    expect(html.match(/class="card"/g)?.length).toBe(8);
    // Open in the app: the web app's work page with the ref and dl=1.
    expect(html).toContain(`https://app.nkoda.com/work?ref=${BACH.ref}&amp;dl=1`);
    // The loader's result travels to the browser in the transfer state, so hydration needs no read.
    expect(html).toMatch(new RegExp(`"work-slug":\\{"edition":\\{[^]*"editionRef":"${BACH.ref}"`));
    expect(html).toContain('"publisher":{"slug":"');
    expect(html).toContain('"related":[{');
  });

  it('describes the edition for search engines and social sharing', async () => {
    const html = await pageHtml(`/work/${BACH.slug}`);
    const composition = jsonLd(html).find((d) => d['@type'] === 'MusicComposition');
    expect(composition).toMatchObject({
      name: BACH.title,
      url: `https://www.nkoda.com/work/${BACH.slug}`,
      composer: [{ '@type': 'Person', name: 'Johann Sebastian Bach', url: 'https://www.nkoda.com/artists/johann-sebastian-bach' }],
      publisher: { '@type': 'Organization', name: 'Bärenreiter' },
    });
    expect(composition!.image).toMatch(/\/images\/covers\/ED-000001\.svg$/);
    const crumbs = jsonLd(html).find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string }> };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', 'Bärenreiter', BACH.title]);
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/images\/covers\/ED-000001\.svg"/);
    expect(html).toContain(`<link rel="canonical" href="https://www.nkoda.com/work/${BACH.slug}"/>`);
    expect(html).toMatch(/<img[^>]*alt="Cover of The Well-Tempered Clavier, Book 1 by Johann Sebastian Bach"/);
  });

  it('puts the edition in the header log-in link', async () => {
    const html = await pageHtml(`/work/${BACH.slug}`);
    expect(logInHref(html)).toBe(`https://app.nkoda.com/log-in?contentType=Edition&ref=${BACH.ref}`);
  });

  it('renders the same page by editionRef and by publisher catalogue id', async () => {
    for (const path of [`/work?editionRef=${BACH.ref}`, '/work?publisherCatalogId=HN%201000&publisherId=2']) {
      const html = await pageHtml(path);
      expect(html).toContain('</h1>');
      const composition = jsonLd(html).find((d) => d['@type'] === 'MusicComposition');
      expect(composition).toHaveProperty('url');
      // Known by its slug address, which the structured data names too.
      expect(html).toContain(`<link rel="canonical" href="${composition!.url}"/>`);
    }
    const byRef = await pageHtml(`/work?editionRef=${BACH.ref}`);
    expect(byRef).toMatch(new RegExp(`<h1[^>]*>${BACH.title}</h1>`));
    expect(byRef).toContain(`<link rel="canonical" href="https://www.nkoda.com/work/${BACH.slug}"/>`);
    expect(logInHref(byRef)).toContain(`ref=${BACH.ref}`);
  });

  it('answers 404 inside the layout for an unknown edition or a missing query', async () => {
    for (const path of [
      '/work/no-such-work-ed-000001',
      '/work/nothing',
      '/work',
      '/work?editionRef=ED-999999',
      '/work?editionRef=%20',
      '/work?publisherCatalogId=HN%201000',
      '/work?publisherCatalogId=HN%209999&publisherId=2',
    ]) {
      const html = await pageHtml(path, 404);
      expect(html).toContain('Page not found');
      expect(html).toContain('<header');
      expect(html).toContain('<footer');
      // Nothing is in context on a missing page.
      expect(logInHref(html)).toBe('https://app.nkoda.com/log-in');
    }
  });

  it('shows a region-restricted edition with the region banner and the app still offered', async () => {
    const html = await pageHtml(`/work/${RESTRICTED.slug}`);
    expect(html).toContain(REGION_BANNER_TEXT.message);
    expect(html).toContain(`https://app.nkoda.com/work?ref=${RESTRICTED.ref}&amp;dl=1`);
    expect(await pageHtml(`/work/${BACH.slug}`)).not.toContain(REGION_BANNER_TEXT.message);
  });

  it('shows the annotation a share link points at, above the facts', async () => {
    const html = await pageHtml(`/work/${BACH.slug}?shareRef=AN-3F9A1C`);
    expect(html).toContain(WORK_TEXT.sharedTitle);
    expect(html).toContain('Fingering for the C major prelude');
    expect(html).toContain('Hannah Lockwood');
    expect(html).toContain('<time dateTime="2025-02-11T09:00:00.000Z">11 February 2025</time>');
    expect(html.indexOf(WORK_TEXT.sharedTitle)).toBeLessThan(html.indexOf(WORK_TEXT.factsTitle));
  });

  it('still shows the edition when the shared annotation is gone or belongs elsewhere', async () => {
    for (const shareRef of ['AN-000000', 'AN-7B20E4']) {
      const html = await pageHtml(`/work/${BACH.slug}?shareRef=${shareRef}`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${BACH.title}</h1>`));
      expect(html).toContain(WORK_TEXT.sharedGone);
    }
  });

  it('answers 503 inside the layout when upstream fails and nothing is cached', async () => {
    // A slug no other test reads, so no cached answer can hide the fault.
    const edition = (await (await fetch(`${upstream}/v4/promotion/edition?editionRef=ED-000251`)).json()) as { slug: string };
    await fault('error', '/v4/promotion/editionbyslug');
    const html = await pageHtml(`/work/${edition.slug}`, 503);
    expect(html).toContain(UNAVAILABLE_TEXT.title);
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
  });
});

describe('preview page', () => {
  it('shows the first pages with sizes and alt text, and the way to read the rest', async () => {
    const html = await pageHtml(`/preview?editionRef=${BACH.ref}`);
    expect(html).toMatch(new RegExp(`<h1[^>]*><a href="/work/${BACH.slug}"[^>]*>${BACH.title}</a></h1>`));
    const images = [...html.matchAll(/<img [^>]*src="[^"]*\/images\/pages\/ED-000001-(\d)\.svg"[^>]*>/g)];
    expect(images.map((m) => Number(m[1]))).toEqual(Array.from({ length: PREVIEW_PAGES }, (_, i) => i + 1));
    for (const [i, [img]] of images.entries()) {
      expect(img).toContain(`alt="${PREVIEW_TEXT.pageAlt({ page: i + 1, title: BACH.title })}"`);
      expect(img).toContain('width="600"');
      expect(img).toContain('height="848"');
      expect(img.includes('loading="lazy"')).toBe(i > 0);
    }
    // The sign-up carries the edition, as the header's Get Started does.
    expect(html).toMatch(
      new RegExp(
        [
          String.raw`<a href="https:\/\/app\.nkoda\.com\/sign-up\?contentType=Edition&amp;ref=ED-000001" `,
          'class="button button--primary" target="_blank"[^>]*>Read all 111 pages in nkoda',
        ].join(''),
      ),
    );
    expect(html).toContain(`https://app.nkoda.com/work?ref=${BACH.ref}&amp;dl=1`);
    expect(logInHref(html)).toBe(`https://app.nkoda.com/log-in?contentType=Edition&ref=${BACH.ref}`);
  });

  it('shows no pages of a region-restricted edition, and says why', async () => {
    const html = await pageHtml(`/preview?editionRef=${RESTRICTED.ref}`);
    expect(html).toContain(REGION_BANNER_TEXT.message);
    expect(html).toContain(PREVIEW_TEXT.restricted);
    expect(html).not.toContain('/images/pages/');
    expect(html).toContain(RESTRICTED.title);
  });

  it('answers 404 for a missing or unknown editionRef', async () => {
    for (const path of ['/preview', '/preview?editionRef=', '/preview?editionRef=ED-999999']) {
      expect(await pageHtml(path, 404)).toContain('Page not found');
    }
  });
});

describe('shared annotation page', () => {
  it('shows the annotation and links to the edition with the share', async () => {
    const html = await pageHtml('/annotation?id=AN-7B20E4');
    expect(html).toMatch(/<h1[^>]*>Pedalling in the first movement<\/h1>/);
    expect(html).toContain('Daniel Osei');
    expect(html).toContain('3 March 2025');
    expect(html).toContain('Half-pedal marks are in the margins.');
    expect(html).toMatch(/href="\/work\/[a-z0-9-]+-ed-000039\?shareRef=AN-7B20E4"/);
    expect(logInHref(html)).toBe('https://app.nkoda.com/log-in?contentType=Annotation&ref=AN-7B20E4');
  });

  it('answers 404 for a missing or unknown id', async () => {
    for (const path of ['/annotation', '/annotation?id=AN-000000']) {
      expect(await pageHtml(path, 404)).toContain('Page not found');
    }
  });

  it('links to a work page that shows the same annotation', async () => {
    const html = await pageHtml('/annotation?id=AN-7B20E4');
    const workPath = /href="(\/work\/[^"]+\?shareRef=AN-7B20E4)"/.exec(html)![1]!;
    expect(await pageHtml(workPath)).toContain('Pedalling in the first movement');
  });
});

describe('shared upload page', () => {
  it('shows an upload by share id and by file and owner', async () => {
    for (const path of ['/upload?id=SU-4K9P2Q', '/upload?userFileRef=UF-8C41D2&resourceOwnerRef=RO-1001']) {
      const html = await pageHtml(path);
      expect(html).toMatch(/<h1[^>]*>Sight-reading exercises, week 3<\/h1>/);
      expect(html).toContain('Hannah Lockwood');
      expect(html).toContain('14 January 2025');
      expect(html).toMatch(/<img[^>]*src="[^"]*\/images\/uploads\/UF-8C41D2\.svg"[^>]*width="600" height="848"/);
      expect(html).toContain(UPLOAD_TEXT.account);
      expect(html).toContain('https://app.nkoda.com/upload?ref=UF-8C41D2&amp;dl=1');
      expect(logInHref(html)).toBe('https://app.nkoda.com/log-in?contentType=Upload&ref=UF-8C41D2');
    }
  });

  it('answers 404 for a missing or unknown upload', async () => {
    for (const path of ['/upload', '/upload?id=SU-NOPE', '/upload?userFileRef=UF-8C41D2', '/upload?userFileRef=UF-8C41D2&resourceOwnerRef=RO-9999']) {
      expect(await pageHtml(path, 404)).toContain('Page not found');
    }
  });
});
