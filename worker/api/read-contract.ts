import { z } from '../../shared/zod';
import { BFF_PREFIX, type UpstreamFamily } from '../../shared/data-access';
import { LANGUAGES } from '../../shared/languages';
import { LIST_MAX_TOP } from '../../shared/schemas/common';
import { facetedSearchBodySchema, searchFiltersSchema } from '../../shared/search-facets';
import { SUBSCRIPTION_TOKEN } from '../../shared/subscription-token';

/**
 * The BFF's reads (docs/decisions/043): every route the browser may read through `/api/`, with
 * the query parameters it may carry and the JSON body it may post, each bounded. Anything else is
 * refused before it reaches the cache or the upstream: an unknown parameter or key would be a
 * fresh cache miss, KV write and upstream call each, and a deep or huge body work for the
 * upstream. The table lists exactly what the site's loaders and the search box send (client/
 * routes/**, client/loaders/**, client/components/search/suggestion-source.ts, and the CMS reads
 * in another language, shared/cms-locale.ts's `locale`).
 *
 * Paths are the upstream's (as `ReadRequest.path`); the BFF answers each at its mirrored address
 * (shared/data-access.ts `bffUrl`). The server's own reads (page renders, sitemaps) are built by
 * the site's code and are not checked here; tests/worker/bff-contract.test.ts checks that every
 * read a page render makes is one this table accepts.
 */

/** The largest `skip` a list read may ask for: past any catalogue's end, still a bound. */
export const MAX_SKIP = 1_000_000;
/** Nesting a read body may have: the object, `filters` or `instrumentRefs`, and one spare. */
export const MAX_BODY_DEPTH = 4;
/** Longest free text of a lookup (the search box takes 200 characters, which may be 400 UTF-16 units). */
const MAX_LOOKUP_TEXT = 400;

export interface ReadRoute {
  family: UpstreamFamily;
  method: 'GET' | 'POST';
  /** The upstream path, `:name` for a path parameter. */
  path: string;
  /** Allowed query parameters and their values (a query is a string per name, each name once). */
  query: Record<string, z.ZodType<string>>;
  /** The JSON body of a POST read: a strict object. */
  body?: z.ZodType;
}

// Values -----------------------------------------------------------------------------------

/** Control characters name nothing and only make a new cache key. */
const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;
const text = (max: number) => z.string().min(1).max(max).regex(NO_CONTROL, 'Not a valid value');
/** A catalogue reference or slug, as the loaders take them from an address (at most 200 characters). */
const ref = text(200);
/** A whole number written in the query, within bounds. */
const whole = (min: number, max: number) =>
  z
    .string()
    .regex(/^(0|[1-9]\d{0,9})$/, 'Not a whole number')
    .refine((value) => Number(value) >= min && Number(value) <= max, `Must be from ${min} to ${max}`);
/** A path segment the BFF puts into an upstream path: plain characters, no dot-segment. */
export const PATH_PARAM = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;
/** `?discount=`: a plain code, or empty (no code). */
const discount = z.string().regex(new RegExp(`^$|${SUBSCRIPTION_TOKEN.source}`), 'Not a valid id');

// CMS (Strapi v4) query parameters, as the loaders write them -----------------------------

const FIELD = '[A-Za-z][A-Za-z0-9_]{0,49}';
const CMS_PARAMS = {
  sort: z.string().regex(new RegExp(`^${FIELD}:(asc|desc)(,${FIELD}:(asc|desc)){0,2}$`), 'Not a valid sort'),
  'pagination[page]': whole(1, 100_000),
  'pagination[pageSize]': whole(1, 100),
  'filters[slug][$eq]': ref,
  'filters[slug][$ne]': ref,
  'filters[category][slug][$eq]': ref,
  locale: z.enum(LANGUAGES),
  Featured: z.enum(['true', 'false']),
  Slug: ref,
  // `fields[n]`: the legal list names three and its translation adds `locale`.
  ...Object.fromEntries([0, 1, 2, 3].map((n) => [`fields[${n}]`, z.string().regex(new RegExp(`^${FIELD}$`), 'Not a field name')])),
} as Record<string, z.ZodType<string>>;

const cmsQuery = (...names: string[]) => Object.fromEntries(['locale', ...names].map((name) => [name, CMS_PARAMS[name]!]));

// Bodies -----------------------------------------------------------------------------------

const paging = {
  skip: z.int().min(0).max(MAX_SKIP).optional(),
  top: z.int().min(1).max(LIST_MAX_TOP).optional(),
};

/** Pages are whole pages of `top` (client/lib/paging.ts pageBody): any other skip is the same list spelt anew. */
function wholePages<T extends { skip?: number | undefined; top?: number | undefined }>(body: T, ctx: z.RefinementCtx): void {
  if (body.skip !== undefined && body.top !== undefined && body.skip % body.top !== 0) {
    ctx.addIssue({ code: 'custom', path: ['skip'], message: 'skip must be a whole number of pages of top' });
  }
}

const pagingBody = z.strictObject(paging).superRefine(wholePages);

/** The faceted search (shared/search-facets.ts, decision 036) with paging, every level strict. */
const searchBody = z
  .strictObject({
    ...facetedSearchBodySchema.shape,
    filters: z.strictObject(searchFiltersSchema.shape).optional(),
    ...paging,
  })
  .superRefine(wholePages);
/** An edition search may also name instruments (the instrument page's list). */
const editionSearchBody = z
  .strictObject({
    ...facetedSearchBodySchema.shape,
    filters: z.strictObject(searchFiltersSchema.shape).optional(),
    instrumentRefs: z.array(ref).min(1).max(10).optional(),
    ...paging,
  })
  .superRefine(wholePages);

// The table --------------------------------------------------------------------------------

const get = (family: UpstreamFamily, path: string, query: ReadRoute['query'] = {}): ReadRoute => ({ family, method: 'GET', path, query });
const post = (family: UpstreamFamily, path: string, body: z.ZodType, query: ReadRoute['query'] = {}): ReadRoute => ({
  family,
  method: 'POST',
  path,
  query,
  body,
});

export const READ_CONTRACT: readonly ReadRoute[] = [
  // Catalogue reads (promotion service).
  get('promotion', '/v4/promotion/publishers'),
  get('promotion', '/v4/promotion/publishers/featured'),
  get('promotion', '/v4/promotion/institutions/featured'),
  get('promotion', '/v4/promotion/publisher', { publisherId: ref }),
  get('promotion', '/v4/promotion/publisher/:slug'),
  get('promotion', '/v4/promotion/publisher/edition/:editionRef'),
  get('promotion', '/v4/promotion/edition', { editionRef: ref, publisherCatalogId: ref, publisherId: ref }),
  get('promotion', '/v4/promotion/editionbyslug', { slug: ref }),
  get('promotion', '/v4/promotion/edition/:editionRef/annotation/:shareRef'),
  get('promotion', '/v4/promotion/composition', { compositionRef: ref }),
  get('promotion', '/v4/promotion/compositionbyslug', { slug: ref }),
  get('promotion', '/v4/promotion/artist', { artistRef: ref }),
  get('promotion', '/v4/promotion/artistbyslug', { slug: ref }),
  get('promotion', '/v4/promotion/instrument', { instrumentRef: ref }),
  get('promotion', '/v4/promotion/playlist', { playlistRef: ref }),
  get('promotion', '/v4/promotion/share/annotation', { id: ref }),
  get('promotion', '/v4/promotion/share/upload', { id: ref }),
  get('promotion', '/v4/promotion/upload', { userFileRef: ref, resourceOwnerRef: ref }),
  get('promotion', '/v4/promotion/prices', { storeType: text(50) }),
  // Promotion reads the upstream takes as POST (paging in the body).
  post('promotion', '/v4/promotion/edition/:editionRef/related', pagingBody),
  post('promotion', '/v4/promotion/artist/letter', pagingBody, { letter: text(10) }),
  post('promotion', '/v4/promotion/artist/:artistRef/related', pagingBody),
  post('promotion', '/v4/promotion/artist/:artistRef/compositions', pagingBody),
  post('promotion', '/v4/promotion/publisher/:publisherId/related', pagingBody),
  post('promotion', '/v4/promotion/playlist/:playlistRef/items', pagingBody),
  // Search: the faceted searches, the people's lists, the search box's lookups.
  post('search', '/v4/search/all', searchBody),
  post('search', '/v4/search/edition', editionSearchBody),
  post('search', '/v4/search/artist/:artistRef/editions', pagingBody),
  post('search', '/v4/search/artist/:artistRef/playlists', pagingBody),
  post('search', '/v4/search/publisher/:publisherId/editions', pagingBody),
  // By default only composers; skipFilter=true asks for every role (an old address by name).
  get('search', '/v4/search/lookupartist', { artist: text(MAX_LOOKUP_TEXT), top: whole(1, 20), skipFilter: z.enum(['true', 'false']) }),
  get('search', '/v4/search/lookupartist/startswith', { artist: text(MAX_LOOKUP_TEXT), top: whole(1, 20) }),
  get('search', '/v4/search/lookupedition', { edition: text(MAX_LOOKUP_TEXT), top: whole(1, 20) }),
  get('search', '/v4/search/lookupcomposition', { queryString: text(MAX_LOOKUP_TEXT), top: whole(1, 20) }),
  get('search', '/v4/search/lookupensemble', { queryString: text(MAX_LOOKUP_TEXT), top: whole(1, 20) }),
  // Subscription plans (the checkout's calls are worker/api/subscription.ts's).
  get('subscription', '/v4/stripeSubscription/plans', { discount }),
  get('subscription', '/v4/stripeSubscription/product/:productId/plan/:planId', { discount }),
  // Content service (Strapi v4).
  get('cms', '/blog', cmsQuery('pagination[pageSize]')),
  get('cms', '/blog-categories', cmsQuery('sort', 'pagination[pageSize]', 'filters[slug][$eq]')),
  get(
    'cms',
    '/blog-articles',
    cmsQuery('sort', 'pagination[page]', 'pagination[pageSize]', 'filters[slug][$eq]', 'filters[slug][$ne]', 'filters[category][slug][$eq]'),
  ),
  get('cms', '/legal-pages', cmsQuery('sort', 'pagination[pageSize]', 'filters[slug][$eq]', 'fields[0]', 'fields[1]', 'fields[2]', 'fields[3]')),
  get('cms', '/faq-pages', cmsQuery('sort', 'pagination[pageSize]')),
  get('cms', '/learning-spaces-events', cmsQuery('sort', 'pagination[pageSize]', 'Featured', 'Slug')),
  get('cms', '/instrument-families', cmsQuery('sort', 'pagination[pageSize]')),
  get('cms', '/instrument-family-types', cmsQuery('sort', 'pagination[pageSize]')),
  // One entry by its Strapi id (a whole number).
  get('cms', '/blog-articles/:id', cmsQuery()),
  get('cms', '/legal-pages/:id', cmsQuery()),
  get('cms', '/faq-pages/:id', cmsQuery()),
  get('cms', '/instrument-families/:id', cmsQuery()),
  // The older content service: the help area's FAQ and legal categories.
  get('cmsLegacy', '/faq', cmsQuery()),
  get('cmsLegacy', '/legal', cmsQuery()),
];

/** Path parameters with a shape of their own (the rest are PATH_PARAM). */
const PARAM_SHAPES: Record<string, RegExp> = {
  id: /^[1-9]\d{0,9}$/,
  productId: SUBSCRIPTION_TOKEN,
  planId: SUBSCRIPTION_TOKEN,
  publisherId: /^[1-9]\d{0,9}$|^[A-Za-z0-9_-]{1,100}$/,
};

// Checking a read --------------------------------------------------------------------------

/** A refusal: the fields (parameter names, `body`, `body.<key>`) and what is wrong with each. */
export interface ReadRefusal {
  ok: false;
  fields: Record<string, string>;
}
export interface CheckedRead {
  ok: true;
  /** The upstream path, its parameters written in. */
  path: string;
  query: Record<string, string>;
  body?: unknown;
}

/** The path parameter names of a route, in order. */
export const paramNames = (route: ReadRoute) => [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/** The upstream path with its parameters written in, or the names of the ones that are malformed. */
export function routePath(route: ReadRoute, params: Record<string, string | undefined>): { path: string } | { bad: string[] } {
  const bad = paramNames(route).filter((name) => !(PARAM_SHAPES[name] ?? PATH_PARAM).test(params[name] ?? ''));
  if (bad.length > 0) return { bad };
  return { path: route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!)) };
}

/** The query, if every name is the route's, given once, with a valid value. */
export function checkQuery(route: ReadRoute, search: URLSearchParams): { query: Record<string, string> } | { fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const [name, value] of search) {
    const schema = Object.hasOwn(route.query, name) ? route.query[name] : undefined;
    const field = name.slice(0, 60);
    if (!schema) fields[field] = 'Not a parameter of this read';
    else if (Object.hasOwn(query, name)) fields[field] = 'Given more than once';
    else {
      const result = schema.safeParse(value);
      // An empty value (`?discount=`) is the read without it.
      if (result.success) {
        if (value !== '') query[name] = value;
      } else fields[field] = result.error.issues[0]?.message ?? 'Not a valid value';
    }
    // A flood of names is refused on the first few: no need to read them all.
    if (Object.keys(fields).length >= 5) break;
  }
  return Object.keys(fields).length > 0 ? { fields } : { query };
}

/**
 * Whether `text` (JSON) nests deeper than `max`, found by counting brackets outside strings,
 * before anything parses it: a 7,000-deep body is refused without building 7,000 objects.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/** A POST read's body text, checked: depth first, then JSON, then the route's schema. */
export function checkBody(route: ReadRoute, text: string): { body: unknown } | { fields: Record<string, string> } {
  if (!route.body) return text.trim() === '' ? { body: undefined } : { fields: { body: 'This read takes no body' } };
  if (nestsDeeperThan(text, MAX_BODY_DEPTH)) return { fields: { body: `The body nests deeper than ${MAX_BODY_DEPTH} levels` } };
  let json: unknown = {};
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      return { fields: { body: 'The body is not valid JSON.' } };
    }
  }
  const result = route.body.safeParse(json);
  if (result.success) return { body: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues.slice(0, 5)) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of keys)
      fields[['body', ...path.map(String)].join('.').slice(0, 80)] = issue.code === 'unrecognized_keys' ? 'Not a field of this read' : issue.message;
  }
  return { fields };
}

/** Where a read of this family is answered in the BFF: shared/data-access.ts's BFF_PREFIX, less /api. */
export const BFF_MOUNT = Object.fromEntries(Object.entries(BFF_PREFIX).map(([family, prefix]) => [family, prefix.replace(/^\/api/, '')])) as Record<
  UpstreamFamily,
  string
>;

/**
 * The route a read (family, method, upstream path) is answered by, if any, with its parameters:
 * for checking reads from outside a request (tests of what the upstream received).
 */
export function matchRead(family: UpstreamFamily, method: string, path: string): { route: ReadRoute; params: Record<string, string> } | null {
  const segments = path.split('/');
  for (const route of READ_CONTRACT) {
    if (route.family !== family || route.method !== method) continue;
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      if (!part.startsWith(':')) return part === segments[i];
      params[part.slice(1)] = safeDecode(segments[i]!);
      return true;
    });
    if (matches) return { route, params };
  }
  return null;
}

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The check of one read of `route`: its path parameters, query and body (POST only). */
export function checkRoute(route: ReadRoute, params: Record<string, string | undefined>, search: URLSearchParams, bodyText: string): CheckedRead | ReadRefusal {
  const built = routePath(route, params);
  if ('bad' in built) return { ok: false, fields: Object.fromEntries(built.bad.map((name) => [name, 'Not a valid id'])) };
  const query = checkQuery(route, search);
  if ('fields' in query) return { ok: false, fields: query.fields };
  const body = route.method === 'POST' ? checkBody(route, bodyText) : { body: undefined };
  if ('fields' in body) return { ok: false, fields: body.fields };
  return { ok: true, path: built.path, query: query.query, body: body.body };
}

/** The whole check of one read, as the upstream would receive it: route, path, query and body. */
export function checkRead(family: UpstreamFamily, method: string, path: string, search: URLSearchParams, bodyText: string): CheckedRead | ReadRefusal {
  const matched = matchRead(family, method, path);
  if (!matched) return { ok: false, fields: { path: 'Not a read of the contract' } };
  return checkRoute(matched.route, matched.params, search, bodyText);
}
