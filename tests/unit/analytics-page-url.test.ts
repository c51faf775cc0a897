import { describe, expect, it } from 'vitest';
import { pageViewReferrer, pageViewUrl } from '../../shared/analytics-page-url';
import { pageViewEvent } from '../../worker/analytics/page-view';
import type { Config } from '../../worker/env';

/**
 * Page views name their page by its path and only the parameters that identify it
 * (shared/analytics-page-url.ts): what a visitor typed, a checkout's session, a discount code and
 * tracking parameters never reach the analytics service.
 */

const SITE = 'https://www.nkoda.com';

describe('pageViewUrl', () => {
  it.each([
    ['/search?q=my+private+words&group=works', '/search'],
    ['/pricing?checkout=complete&session_id=cs_live_123&discount=WELCOME10&productId=p&planId=x', '/pricing'],
    ['/work?editionRef=ED-1&utm_source=x&fbclid=y', '/work?editionRef=ED-1'],
    ['/work?publisherId=7&publisherCatalogId=BA-1&zz=1', '/work?publisherCatalogId=BA-1&publisherId=7'],
    ['/work/bach-ed-1?shareRef=AN-SECRET', '/work/bach-ed-1'],
    ['/annotation?id=AN-SECRET', '/annotation'],
    ['/upload?id=SU-SECRET', '/upload'],
    ['/artists?page=2&letter=B&mc_cid=1', '/artists?letter=B&page=2'],
    ['/de/artists?letter=B', '/de/artists?letter=B'],
    ['/blog?page=3', '/blog?page=3'],
    ['/blog/category/news?page=2&q=x', '/blog/category/news?page=2'],
    ['/instrument?instrumentRef=IN-1&page=2', '/instrument?instrumentRef=IN-1&page=2'],
    ['/app/help/faq?category=2&topic=5&q=x', '/app/help/faq?category=2&topic=5'],
    ['/faq?strapi=preview-key', '/faq'],
    ['/work?editionRef=', '/work'],
    [`/work?editionRef=${'x'.repeat(101)}`, '/work'],
    ['/?utm_source=x#top', '/'],
    // A list's facets and order are the visitor's choice, not another page; its page number is.
    ['/artist?artistRef=AR-1&instrument=piano&sort=title&page=2', '/artist?artistRef=AR-1&page=2'],
    ['/search?q=words&page=2', '/search?page=2'],
  ])('%s -> %s', (address, expected) => {
    expect(pageViewUrl(`${SITE}${address}`)).toBe(`${SITE}${expected}`);
  });

  it('a referrer on this site is cleaned; another site is kept as the browser gave it', () => {
    expect(pageViewReferrer(`${SITE}/search?q=words`, SITE)).toBe(`${SITE}/search`);
    expect(pageViewReferrer('https://www.google.com/', SITE)).toBe('https://www.google.com/');
    expect(pageViewReferrer('', SITE)).toBeNull();
    expect(pageViewReferrer('not a url', SITE)).toBeNull();
  });
});

describe("the worker's own page view (/app-review)", () => {
  const config = { ANALYTICS_KEY: 'nkoda.com', PUBLIC_ORIGIN: SITE, ANALYTICS_API_URL: 'https://plausible.io/api/event' } as Config;
  it('sends the path without its query, and a referrer on the site without its query', () => {
    const request = new Request(`${SITE}/app-review?utm_source=mail&email=visitor@example.com`, { headers: { referer: `${SITE}/search?q=words` } });
    const body = JSON.parse(pageViewEvent(request, config)!.init.body) as Record<string, unknown>;
    expect(body).toEqual(expect.objectContaining({ name: 'pageview', url: `${SITE}/app-review`, referrer: `${SITE}/search` }));
  });
});
