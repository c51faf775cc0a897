import { redirect } from 'react-router';
import type { DataAccess } from '../../shared/data-access';
import { isNotFound, notFound } from '../../shared/read-answer';
import { PERMANENT_REDIRECT_CACHE_CONTROL } from '../../shared/redirect-targets';
import { suggestionsSchema } from '../../shared/schemas/search';
import type { Suggestion } from '../../shared/suggestions';
import { publisherSummarySchema } from '../../shared/schemas/promotion';
import { z } from '../../shared/zod';
import { isSlug, nameKey } from '../../shared/name-key';
import { compositionPath } from '../../shared/paths';

/**
 * Old addresses name people, publishers and works where the site now has slugs: the old site's
 * redirects sent visitors to `/artists/{Name}`, `/publishers/{Name}` and `/work/{Title}` (with
 * capitals, spaces, diacritics), and years of links and search results still do. A page whose
 * slug names nothing asks the upstream's own lookups who the name is, and when exactly one item
 * carries it answers with one permanent redirect to that item's slug address (the router keeps
 * the language prefix). A name that matches nobody, or several items equally, is the not-found
 * page: never a guess at someone else (docs/decisions/046).
 */

/** The lookups' page size: the contract's largest. One name rarely has more than a few candidates. */
const CANDIDATES = 20;

/** What the lookups are asked: the name's words, separated by spaces ("Johann-Sebastian-Bach" -> "Johann Sebastian Bach"). */
function lookupText(name: string): string {
  return name.replace(/[\s\-_+]+/g, ' ').trim();
}

/** An edition's lookup label is "Title (Publisher)": its title. */
function editionTitle(label: string): string {
  const match = /^(.*) \([^()]*\)$/.exec(label);
  return match ? match[1]! : label;
}

/** A work's lookup label is "Title, Catalogue number" (or the title alone): both readings. */
function workTitles(label: string): string[] {
  const cut = label.lastIndexOf(', ');
  return cut > 0 ? [label, label.slice(0, cut)] : [label];
}

/**
 * The page of the one artist called `name`, from the lookup (every role, not only composers)
 * and the prefix lookup together: either alone can miss a name the other finds.
 */
export async function artistAddressByName(api: DataAccess, name: string, signal?: AbortSignal): Promise<string | null> {
  const key = nameKey(name);
  const artist = lookupText(name);
  const [found, starting] = await Promise.all([
    lookup(api, '/v4/search/lookupartist', { artist, top: CANDIDATES, skipFilter: true }, signal),
    lookup(api, '/v4/search/lookupartist/startswith', { artist, top: CANDIDATES }, signal),
  ]);
  // The same person may come from both lookups: counted once, by their ref.
  const people = new Map([...found, ...starting].filter((s) => s.kind === 'artist' && s.slug && nameKey(s.label) === key).map((s) => [s.id, s.slug!]));
  return people.size === 1 ? `/artists/${[...people.values()][0]!}` : null;
}

/** The page of the one publisher called `name`, from the list of every publisher (one cached read). */
export async function publisherAddressByName(api: DataAccess, name: string, signal?: AbortSignal): Promise<string | null> {
  const key = nameKey(name);
  const publishers = await api.read({ family: 'promotion', path: '/v4/promotion/publishers', schema: publisherNamesSchema, signal });
  const named = publishers.filter((p) => nameKey(p.name) === key || nameKey(p.slug) === key);
  return named.length === 1 ? `/publishers/${named[0]!.slug}` : null;
}

/**
 * Where an old work address by title goes: the composition's page when exactly one work has that
 * title (its page lists every edition of it: decision 062); else the edition's page when the
 * catalogue has one edition of that title; else the search for the title (several works of one
 * title, or works the upstream knows no page of), where the visitor chooses one. Null when no
 * work has that title.
 */
export async function workAddressByTitle(api: DataAccess, title: string, signal?: AbortSignal): Promise<string | null> {
  const key = nameKey(title);
  const text = lookupText(title);
  const [editions, works] = await Promise.all([
    lookup(api, '/v4/search/lookupedition', { edition: text, top: CANDIDATES }, signal),
    lookup(api, '/v4/search/lookupcomposition', { queryString: text, top: CANDIDATES }, signal),
  ]);
  const compositions = works.filter((s) => s.kind === 'composition' && workTitles(s.label).some((label) => nameKey(label) === key));
  if (compositions.length === 1 && compositions[0]!.slug) return compositionPath(compositions[0]!.slug);
  const titled = editions.filter((s) => s.kind === 'edition' && s.slug && nameKey(editionTitle(s.label)) === key);
  if (titled.length === 1) return `/work/${titled[0]!.slug}`;
  // The search is for the title as the catalogue writes it ("Cello-Sonata-in-G-minor" is
  // "Cello Sonata in G minor" in the search box).
  const named = titled[0] ? editionTitle(titled[0].label) : works.flatMap((s) => workTitles(s.label)).find((label) => nameKey(label) === key);
  return named === undefined ? null : `/search?${new URLSearchParams({ q: named })}`;
}

const publisherNamesSchema = z.array(publisherSummarySchema.pick({ slug: true, name: true }));

/** One lookup; an answer that says nothing was found is no candidates. */
async function lookup(api: DataAccess, path: string, query: Record<string, string | number | boolean>, signal?: AbortSignal): Promise<Suggestion[]> {
  return api.read({ family: 'search', path, query, schema: suggestionsSchema, signal }).catch((error: unknown) => {
    if (isNotFound(error)) return [];
    throw error;
  });
}

/**
 * A page by slug: read it by its slug when the address holds one; when the address holds a name
 * instead (or a slug that names nothing), find whose name it is and redirect there, permanently.
 * The catalogue's own slugs cost nothing extra; an old address costs the lookups, which the
 * upstream cache keeps like every other read. The redirect keeps the page's own parameters.
 */
export async function bySlugOrName<T>(
  param: string,
  request: Request,
  read: (slug: string) => Promise<T>,
  resolve: (name: string) => Promise<string | null>,
): Promise<T> {
  if (isSlug(param)) {
    try {
      return await read(param);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  // (Over 200 characters the loader's requiredParam has already answered 404.)
  if (nameKey(param) === '') notFound();
  const location = await resolve(param);
  // The name resolves to the address asked for: that item is not there (a lookup out of date).
  if (location === null || location.endsWith(`/${param}`)) notFound();
  // The page's own parameters (a page of the list, its filters, a shared annotation) go along;
  // the request holds no others (shared/page-params.ts).
  const { search } = new URL(request.url);
  // Permanent: a 301 is what search engines move an old address's standing with.
  throw redirect(location.includes('?') ? location : `${location}${search}`, { status: 301, headers: { 'cache-control': PERMANENT_REDIRECT_CACHE_CONTROL } });
}
