// The checks, in the order they are printed. Each is a name and a function of the run's context
// that answers a line of detail when all is well and throws a CheckFailure saying what was
// expected and what came instead. They run at the same time; what several need (the home page,
// the edition found on it) is asked once (ctx.page, ctx.once).
import { CheckFailure } from './http.mjs';
import { readPage } from './html.mjs';

const fail = (message) => {
  throw new CheckFailure(message);
};

/** A read of the BFF's contract that takes no parameters (worker/api/read-contract.ts). */
const BFF_READ = '/api/v4/promotion/publishers/featured';
/** A parameter no read of the contract has; the site must refuse it before any upstream call. */
const UNKNOWN_PARAM = 'smoke-check';
/** An origin that is not the site's, as a page of another site would post from. */
const OTHER_ORIGIN = 'https://smoke-check.invalid';
/** An address no page has (a fixed one: nothing new for the site's caches on each run). */
const NO_SUCH_PAGE = '/smoke-check/no-such-page';
/** HSTS must ask for at least a year (browsers' preload lists ask as much). */
const HSTS_MIN_SECONDS = 31_536_000;

const mediaType = (answer) => (answer.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
const got = (answer) => `${answer.status}${answer.headers.get('location') ? ` to ${answer.headers.get('location')}` : ''}`;
const quote = (text, max = 60) => JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);

function expectStatus(answer, status, what) {
  if (answer.status !== status) fail(`${what}: expected ${status}, got ${got(answer)}`);
}

/** A page: the status, HTML, and a heading a visitor sees. Returns what the page holds. */
function expectPage(answer, status = 200) {
  const what = `GET ${answer.url.pathname}`;
  expectStatus(answer, status, what);
  if (mediaType(answer) !== 'text/html') fail(`${what}: expected text/html, got ${mediaType(answer) || 'no content-type'}`);
  const page = readPage(answer.text);
  if (!page.heading) fail(`${what}: expected an <h1> with text, found ${page.heading === undefined ? 'none' : 'an empty one'}`);
  return page;
}

/** The path (and query) of an absolute address, checked to be http(s) and, if given, on `origin`. */
function pathOf(href, what, publicOrigin) {
  if (!href || !URL.canParse(href) || !/^https?:$/.test(new URL(href).protocol))
    fail(`${what}: expected an absolute http(s) address, got ${quote(String(href))}`);
  const url = new URL(href);
  if (publicOrigin && url.origin !== publicOrigin) fail(`${what}: expected an address on ${publicOrigin}, got ${href}`);
  return `${url.pathname}${url.search}`;
}

/**
 * The canonical link names the page's own path, and the alternates name it in every language,
 * plus x-default (English), all on one origin: the public one (PUBLIC_ORIGIN), which on a preview
 * or staging host is not the host asked. `--public-origin` makes the smoke require it.
 */
function expectHeadLinks(ctx, page, path) {
  const { LANGUAGES, LANGUAGE_TAGS, localizedPath } = ctx.facts;
  const where = `GET ${path}`;
  if (page.canonical.length !== 1) fail(`${where}: expected one canonical link, found ${page.canonical.length}`);
  const canonicalPath = pathOf(page.canonical[0], `${where}: canonical`, ctx.publicOrigin);
  if (canonicalPath !== path) fail(`${where}: canonical: expected path ${path}, got ${page.canonical[0]}`);
  const origin = new URL(page.canonical[0]).origin;
  const expected = [...LANGUAGES.map((language) => [LANGUAGE_TAGS[language], localizedPath(language, path)]), ['x-default', path]];
  for (const [tag, want] of expected) {
    const found = page.alternates.filter((link) => link.hreflang === tag);
    if (found.length !== 1) fail(`${where}: hreflang ${tag}: expected one alternate link, found ${found.length}`);
    const href = found[0].href;
    if (pathOf(href, `${where}: hreflang ${tag}`) !== want || new URL(href).origin !== origin)
      fail(`${where}: hreflang ${tag}: expected ${origin}${want}, got ${href}`);
  }
  return `as a crawler: canonical ${page.canonical[0]}, hreflang ${expected.length} (${expected.map(([tag]) => tag).join(' ')})`;
}

/** A JSON answer's body, or a failure saying it was not JSON. */
function expectJson(answer, what) {
  if (mediaType(answer) !== 'application/json') fail(`${what}: expected application/json, got ${mediaType(answer) || 'no content-type'}`);
  try {
    return JSON.parse(answer.text);
  } catch {
    fail(`${what}: the body is not JSON: ${quote(answer.text)}`);
  }
}

/** The address of an edition, found on the site itself: linked from the home page, else in the sitemap. */
async function findEdition(ctx) {
  return ctx.once('edition', () =>
    discoverEdition(ctx).catch((error) => {
      throw new CheckFailure(`edition discovery failed: ${error.message}`);
    }),
  );
}

async function discoverEdition(ctx) {
  const isEdition = (path) => /^\/work\/[^/?#]+$/.test(path);
  // A home page that does not answer still leaves the sitemap to look in.
  const home = await ctx.page('/').catch((error) => error);
  if (home.status === 200) {
    const linked = readPage(home.text)
      .links.map((href) => (URL.canParse(href, ctx.origin) ? new URL(href, ctx.origin) : null))
      .find((url) => url && url.origin === ctx.origin && isEdition(url.pathname));
    if (linked) return { path: linked.pathname, from: 'the home page' };
  }
  // No link on the home page: the editions' first sitemap names one (on the public origin; asked here).
  const index = await ctx.page(ctx.facts.SITEMAP_INDEX_PATH, 'crawler');
  const child = /<loc>([^<]*\/sitemaps\/editions-1\.xml)<\/loc>/.exec(index.text)?.[1];
  const homeAnswer = home instanceof Error ? home.message : got(home);
  if (index.status !== 200 || !child || !URL.canParse(child))
    fail(`the home page (${homeAnswer}) links to no /work/ page, and the sitemap index (${got(index)}) lists no editions sitemap`);
  const childPath = new URL(child).pathname;
  const sitemap = await ctx.request(childPath, { as: 'crawler', stopAt: /<loc>[^<]*\/work\/[^<]+<\/loc>/ });
  const loc = /<loc>([^<]*\/work\/[^<]+)<\/loc>/.exec(sitemap.text)?.[1];
  if (!loc || !URL.canParse(loc) || !isEdition(new URL(loc).pathname))
    fail(`the home page (${homeAnswer}) links to no /work/ page, and ${childPath} (${got(sitemap)}) names none`);
  return { path: new URL(loc).pathname, from: childPath };
}

/** The first row of the deployed redirect table that the worker answers as it is written. */
function legacyRow(ctx) {
  const row = ctx.legacyRows.find((candidate) => !ctx.facts.namesAnItem(candidate.to));
  if (!row) fail('no row in redirects/*.tsv to check (the deployed table is empty)');
  return row;
}

export const CHECKS = [
  {
    name: 'home',
    run: async (ctx) => {
      const answer = await ctx.page('/');
      const page = expectPage(answer);
      return `200 text/html, h1 ${quote(page.heading)}`;
    },
  },
  {
    name: 'home-head',
    run: async (ctx) => expectHeadLinks(ctx, expectPage(await ctx.page('/', 'crawler')), '/'),
  },
  {
    name: 'edition',
    run: async (ctx) => {
      const edition = await findEdition(ctx);
      const page = expectPage(await ctx.page(edition.path));
      return `${edition.path} (from ${edition.from}) 200 text/html, h1 ${quote(page.heading)}`;
    },
  },
  {
    name: 'edition-head',
    run: async (ctx) => {
      const edition = await findEdition(ctx);
      return expectHeadLinks(ctx, expectPage(await ctx.page(edition.path, 'crawler')), edition.path);
    },
  },
  {
    name: 'language',
    run: async (ctx) => {
      const { LANGUAGES, DEFAULT_LANGUAGE, LANGUAGE_TAGS, localizedPath } = ctx.facts;
      const language = LANGUAGES.find((candidate) => candidate !== DEFAULT_LANGUAGE);
      const path = localizedPath(language, '/');
      const page = expectPage(await ctx.page(path));
      if (page.lang !== LANGUAGE_TAGS[language]) fail(`GET ${path}: expected <html lang="${LANGUAGE_TAGS[language]}">, got ${quote(String(page.lang))}`);
      const canonical = pathOf(page.canonical[0], 'canonical', ctx.publicOrigin);
      if (canonical !== path) fail(`GET ${path}: expected its canonical path ${path}, got ${page.canonical[0]}`);
      return `${path} 200, lang ${page.lang}, canonical ${page.canonical[0]}`;
    },
  },
  {
    name: 'robots',
    run: async (ctx) => {
      const { ROBOTS_PATH, ROBOTS_DISALLOW, SITEMAP_INDEX_PATH } = ctx.facts;
      const answer = await ctx.page(ROBOTS_PATH, 'crawler');
      expectStatus(answer, 200, `GET ${ROBOTS_PATH}`);
      if (mediaType(answer) !== 'text/plain') fail(`GET ${ROBOTS_PATH}: expected text/plain, got ${mediaType(answer) || 'no content-type'}`);
      const lines = answer.text.split(/\r?\n/).map((line) => line.trim());
      const missing = ROBOTS_DISALLOW.filter((path) => !lines.includes(`Disallow: ${path}`));
      if (missing.length > 0) fail(`${ROBOTS_PATH}: expected Disallow lines for ${missing.join(', ')}`);
      const sitemap = lines.find((line) => /^sitemap:/i.test(line))?.replace(/^sitemap:\s*/i, '');
      if (!sitemap || pathOf(sitemap, `${ROBOTS_PATH} Sitemap`, ctx.publicOrigin) !== SITEMAP_INDEX_PATH)
        fail(`${ROBOTS_PATH}: expected "Sitemap: <origin>${SITEMAP_INDEX_PATH}", got ${quote(sitemap ?? 'no Sitemap line')}`);
      return `200 text/plain, Sitemap: ${sitemap}`;
    },
  },
  {
    name: 'sitemap',
    run: async (ctx) => {
      const { SITEMAP_INDEX_PATH, SITEMAP_CHILD_PREFIX } = ctx.facts;
      const answer = await ctx.page(SITEMAP_INDEX_PATH, 'crawler');
      expectStatus(answer, 200, `GET ${SITEMAP_INDEX_PATH}`);
      if (!/xml$/.test(mediaType(answer))) fail(`GET ${SITEMAP_INDEX_PATH}: expected XML, got ${mediaType(answer) || 'no content-type'}`);
      if (!/<sitemapindex[\s>]/.test(answer.text)) fail(`${SITEMAP_INDEX_PATH}: expected a <sitemapindex>, got ${quote(answer.text)}`);
      const locs = [...answer.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
      if (locs.length === 0) fail(`${SITEMAP_INDEX_PATH}: expected at least one child sitemap, found none`);
      const child = new RegExp(`^${SITEMAP_CHILD_PREFIX}[a-z][a-z-]*-[1-9][0-9]*\\.xml$`);
      const bad = locs.find((loc) => !child.test(pathOf(loc, `${SITEMAP_INDEX_PATH} <loc>`, ctx.publicOrigin)));
      if (bad) fail(`${SITEMAP_INDEX_PATH}: expected children at ${SITEMAP_CHILD_PREFIX}{source}-{n}.xml, got ${bad}`);
      return `200, ${locs.length} child sitemaps on ${new URL(locs[0]).origin}`;
    },
  },
  {
    name: 'legacy-redirect',
    run: async (ctx) => {
      const row = legacyRow(ctx);
      const answer = await ctx.page(row.from);
      expectStatus(answer, 301, `GET ${row.from} (${row.where})`);
      const location = answer.headers.get('location');
      const target = location && URL.canParse(location, ctx.origin) ? new URL(location, ctx.origin) : null;
      const want = new URL(row.to, ctx.origin);
      if (!target || target.origin !== ctx.origin || `${target.pathname}${target.search}` !== `${want.pathname}${want.search}`)
        fail(`GET ${row.from} (${row.where}): expected 301 to ${row.to}, got 301 to ${location ?? 'no location'}`);
      const landing = await ctx.page(`${target.pathname}${target.search}`);
      if (landing.status !== 200) fail(`GET ${row.from}: expected one 301 to a page (200), but ${row.to} answered ${got(landing)}`);
      return `${row.from} 301 to ${location}, which answers 200 (${row.where})`;
    },
  },
  {
    name: 'unknown-address',
    run: async (ctx) => {
      const path = NO_SUCH_PAGE;
      const answer = await ctx.page(path);
      const location = answer.headers.get('location');
      const target = location && URL.canParse(location, ctx.origin) ? new URL(location, ctx.origin) : null;
      if (answer.status !== 302 || target?.pathname !== ctx.facts.NOT_FOUND_PATH)
        fail(`GET ${path}: expected 302 to ${ctx.facts.NOT_FOUND_PATH}, got ${got(answer)}`);
      return `${path} 302 to ${location}`;
    },
  },
  {
    name: 'not-found',
    run: async (ctx) => {
      const page = expectPage(await ctx.page(ctx.facts.NOT_FOUND_PATH), 404);
      return `${ctx.facts.NOT_FOUND_PATH} 404 text/html, h1 ${quote(page.heading)}`;
    },
  },
  {
    name: 'security-headers',
    run: async (ctx) => {
      const answer = await ctx.page('/');
      const csp = answer.headers.get('content-security-policy');
      if (!csp) fail('GET /: expected a Content-Security-Policy header, found none');
      const directives = new Map(
        csp
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .filter(([name]) => name)
          .map(([name, ...values]) => [name.toLowerCase(), values]),
      );
      const policies = Object.values(ctx.facts.TRUSTED_TYPES_POLICIES);
      const problems = [];
      if (directives.get('require-trusted-types-for')?.[0] !== "'script'") problems.push("require-trusted-types-for 'script'");
      const allowed = directives.get('trusted-types') ?? [];
      if (!allowed.length || allowed.some((name) => !policies.includes(name))) problems.push(`trusted-types naming only ${policies.join(' ')}`);
      if (directives.get('default-src')?.join(' ') !== "'none'") problems.push("default-src 'none'");
      if (!directives.get('script-src')?.some((value) => value.startsWith("'nonce-"))) problems.push('a script-src nonce');
      if (directives.get('frame-ancestors')?.join(' ') !== "'none'") problems.push("frame-ancestors 'none'");
      const headers = { 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' };
      for (const [name, value] of Object.entries(headers)) if (answer.headers.get(name) !== value) problems.push(`${name}: ${value}`);
      if (!answer.headers.get('referrer-policy')) problems.push('a referrer-policy');
      if (problems.length > 0) fail(`GET /: expected ${problems.join(', ')}; CSP was ${quote(csp, 200)}`);
      return `CSP with Trusted Types (${allowed.length} policies), nosniff, DENY, ${answer.headers.get('referrer-policy')}`;
    },
  },
  {
    name: 'hsts',
    run: async (ctx) => {
      if (new URL(ctx.origin).protocol !== 'https:') return { skip: 'not checked over http (browsers ignore HSTS there)' };
      const answer = await ctx.page('/');
      const hsts = answer.headers.get('strict-transport-security') ?? '';
      const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
      if (maxAge < HSTS_MIN_SECONDS)
        fail(`GET /: expected Strict-Transport-Security with max-age of at least ${HSTS_MIN_SECONDS}, got ${quote(hsts || 'none')}`);
      return hsts;
    },
  },
  {
    name: 'bff-unknown-param',
    run: async (ctx) => {
      const path = `${BFF_READ}?${UNKNOWN_PARAM}=1`;
      const answer = await ctx.request(path);
      expectStatus(answer, 400, `GET ${path}`);
      const body = expectJson(answer, `GET ${path}`);
      if (body?.error !== 'invalid' || !body.fields?.[UNKNOWN_PARAM])
        fail(`GET ${path}: expected {"error":"invalid","fields":{"${UNKNOWN_PARAM}":…}}, got ${quote(answer.text, 120)}`);
      return `${path} 400 ${answer.text}`;
    },
  },
  {
    name: 'cross-origin-form',
    run: async (ctx) => {
      // The honeypot is filled: even a site that let this post through would send nothing on.
      const path = ctx.facts.FORM_PATHS.contactInfos;
      const answer = await ctx.request(path, {
        method: 'POST',
        headers: { origin: OTHER_ORIGIN, 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
        body: JSON.stringify({ [ctx.facts.HONEYPOT_FIELD]: 'smoke check' }),
      });
      expectStatus(answer, 403, `POST ${path} from ${OTHER_ORIGIN}`);
      const body = expectJson(answer, `POST ${path}`);
      if (body?.error !== 'forbidden') fail(`POST ${path}: expected {"error":"forbidden"}, got ${quote(answer.text, 120)}`);
      return `POST ${path} from ${OTHER_ORIGIN} 403 ${answer.text}`;
    },
  },
];
