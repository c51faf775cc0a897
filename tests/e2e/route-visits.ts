import type { APIRequestContext } from '@playwright/test';
import { ANNOTATIONS } from '../../demo-upstream/src/extras';
import { HELP_PATHS } from '../../shared/paths';
import { PAGES, type PageId } from '../../shared/pages';
import { SAMPLES } from '../support/page-samples';

/**
 * Every route of client/routes.tsx as a visitor reaches it, with a concrete address: the axe walk
 * (every-route.spec.ts), the HTML checker (valid-html.spec.ts) and the other walks that import
 * ROUTES visit the same pages.
 */

/** How a route's concrete address is found: fixed, or read from the site's pages. */
export type Address = string | ((request: APIRequestContext) => Promise<string>);

export interface RouteVisit {
  /** The route's id in client/routes.tsx (and a variant when one route has several views). */
  route: string;
  address: Address;
  status?: number;
  /**
   * Also check the header with the phone menu open. Its look (background, text colour) depends
   * only on the path's header rule (client/lib/header-rules.ts), so one route of each look does.
   */
  openMenu?: boolean;
}

/** The first link on `from` whose address matches `pattern` (the site's own markup names the slugs). */
export const linkOn = (from: string, pattern: RegExp) => async (request: APIRequestContext) => {
  const html = await (await request.get(from)).text();
  for (const [, href] of html.matchAll(/href="([^"]+)"/g)) {
    const address = href!.replaceAll('&amp;', '&');
    if (pattern.test(address)) return address;
  }
  throw new Error(`no link matching ${pattern} on ${from}`);
};

/** A page's address for the walk, and what to check there beside what every-route.spec.ts always checks. */
interface Visit {
  /** A second view of the same page ("shared annotation"): the test is named `<page id> (<view>)`. */
  view: string;
  address: Address;
}

const [WORK] = SAMPLES['work-slug'].samples;

/**
 * The walk visits each page at the demo addresses its declaration gives (`samples`,
 * client/routes/<family>/pages.ts), the first named `<page id>`, the others `<page id> (sample n)`;
 * then these views of a page besides, each `<page id> (<view>)`.
 */
const MORE_VIEWS: { readonly [Id in PageId]?: readonly Visit[] } = {
  'work-slug': [{ view: 'shared annotation', address: `${WORK}?shareRef=${ANNOTATIONS[0]!.shareRef}` }],
  artists: [{ view: 'the whole index', address: '/artists' }],
  search: [{ view: 'no results', address: '/search?q=zzqxv' }],
  pricing: [
    { view: 'a plan link', address: '/pricing?productId=prod_standard&planId=plan_standard_annual&discount=WELCOME10' },
    // A return without a session id: the outcome panel, with no completion request to log a 404.
    { view: 'a checkout return', address: '/pricing?checkout=complete' },
  ],
  'help-faq': [
    { view: 'a category', address: linkOn(HELP_PATHS.faq, /^\/app\/help\/faq\?category=\d+$/) },
    {
      view: 'a topic',
      address: async (request) =>
        linkOn(await linkOn(HELP_PATHS.faq, /^\/app\/help\/faq\?category=\d+$/)(request), /^\/app\/help\/faq\?category=\d+&topic=\d+$/)(request),
    },
  ],
};

/**
 * Where the walk also opens the phone menu. Its look (background, text colour) depends only on the
 * path's header rule (client/lib/header-rules.ts), so one page of each look does.
 */
const MENU_OPENED: ReadonlySet<PageId> = new Set(['home', 'work-slug', 'blog-article']);

/**
 * Pages the walk leaves out: the help area's entry opens the support chat while one is
 * configured, as here. The last test of every-route.spec.ts checks that, and
 * page-states-a11y.spec.ts walks the page a chatless deployment shows.
 */
const NOT_WALKED: ReadonlySet<PageId> = new Set(['help']);

/** Every page's visits, in the registry's order, then an unknown address (the catch-all route, redirected to /404). */
export const ROUTES: readonly RouteVisit[] = [
  ...(Object.keys(PAGES) as PageId[])
    .filter((page) => !NOT_WALKED.has(page))
    .flatMap((page) => {
      const status = SAMPLES[page].needs === 'not-found' ? { status: 404 } : {};
      const samples = SAMPLES[page].samples.map(
        (address, index): RouteVisit => ({
          route: index ? `${page} (sample ${index + 1})` : page,
          address,
          ...(index === 0 && MENU_OPENED.has(page) ? { openMenu: true } : {}),
          ...status,
        }),
      );
      return [...samples, ...(MORE_VIEWS[page] ?? []).map(({ view, address }): RouteVisit => ({ route: `${page} (${view})`, address, ...status }))];
    }),
  { route: 'catch-all', address: '/no-such-page-here', status: 404 },
];
