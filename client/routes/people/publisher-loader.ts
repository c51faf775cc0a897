import type { LoaderFunctionArgs } from 'react-router';
import type { DataAccess } from '../../../shared/data-access';
import { notFound, unavailable } from '../../../shared/read-answer';
import type { Paged } from '../../../shared/schemas/common';
import {
  pagedEditionsSchema,
  pagedPublishersSchema,
  publisherSchema,
  type EditionSummary,
  type Publisher,
  type PublisherSummary,
} from '../../../shared/schemas/promotion';
import { apiFrom } from '../../lib/api-context';
import { countryFrom } from '../../lib/app-state-context';
import { readNarrowedEditions, type Narrowing } from './narrowed-editions';
import { pageBody } from '../../lib/paging';
import { requestPage, requiredParam, requiredQuery, withinList } from '../../loaders/loader-helpers';
import type { Deferred } from '../../../shared/framework/page';
import { defer } from '../../../shared/framework/page';
import { bySlugOrName, publisherAddressByName } from '../../loaders/by-name';

/** Related publishers are a glimpse: the first few only. */
export const RELATED_PUBLISHERS = 6;

export interface PublisherLists {
  editions: Paged<EditionSummary>;
  narrowing: Narrowing;
  related: PublisherSummary[];
}

export interface PublisherPageData {
  publisher: Publisher;
  page: number;
  /** The publisher's lists; null when they could not be read. May stream after the shell (shared/framework/protocol/deferred.ts). */
  lists: Deferred<PublisherLists | null>;
}

/**
 * The publisher's editions (one page, narrowed by the facets in the address) and related
 * publishers, read in parallel; null if either fails. `fixed` is the page's own query parameter
 * (none on /publishers/:slug).
 */
async function readLists(
  api: DataAccess,
  publisherId: number,
  page: number,
  request: Request,
  country: string | null,
  fixed: string,
): Promise<PublisherLists | null> {
  const { signal } = request;
  const [narrowed, related] = await Promise.all([
    readNarrowedEditions(api, {
      own: { publisherId },
      fixed,
      request,
      page,
      country,
      list: () =>
        api.read({
          family: 'search',
          path: `/v4/search/publisher/${publisherId}/editions`,
          method: 'POST',
          body: pageBody(page),
          schema: pagedEditionsSchema,
          signal,
        }),
    }),
    api.read({
      family: 'promotion',
      path: `/v4/promotion/publisher/${publisherId}/related`,
      method: 'POST',
      body: { skip: 0, top: RELATED_PUBLISHERS },
      schema: pagedPublishersSchema,
      signal,
    }),
  ]).catch(() => [null, null] as const);
  if (!narrowed || !related) return null;
  return { ...narrowed, related: related.items };
}

/** /publishers/:slug: the slug gives the publisher, whose id the lists need; uncached, they stream after the page. */
export async function publisherBySlugLoader({ context, request, params }: LoaderFunctionArgs): Promise<PublisherPageData> {
  const slug = requiredParam(params, 'slug');
  const api = apiFrom(context);
  const page = requestPage(request);
  // An old address names the publisher ("Bärenreiter"): one redirect to its slug.
  const publisher = await bySlugOrName(
    slug,
    request,
    (known) => api.read({ family: 'promotion', path: `/v4/promotion/publisher/${encodeURIComponent(known)}`, schema: publisherSchema, signal: request.signal }),
    (name) => publisherAddressByName(api, name, request.signal),
  );
  const reading = readLists(api, publisher.publisherId, page, request, countryFrom(context), '');
  // Past page 1 the editions' count decides whether the page exists (404 past the end), which
  // must be known before the first byte: such a page waits for its lists.
  const { value: lists } = page > 1 ? { value: await reading } : await defer(context, reading);
  // A failure known before the page is sent makes it 503, as on /publisher?publisherId=; once
  // the page has streamed, the lists' place says they could not be loaded.
  if (lists === null) unavailable();
  if (page > 1 && !(lists instanceof Promise)) withinList(page, lists.editions.total);
  return { publisher, page, lists };
}

/** /publisher?publisherId=: the id is in the address, so everything loads together. */
export async function publisherByIdLoader({ context, request }: LoaderFunctionArgs): Promise<PublisherPageData> {
  const raw = requiredQuery(request, 'publisherId');
  // Publisher ids are positive integers; anything else names no publisher.
  if (!/^[1-9]\d{0,8}$/.test(raw)) notFound();
  const publisherId = Number(raw);
  const api = apiFrom(context);
  const page = requestPage(request);
  const [publisher, lists] = await Promise.all([
    api.read({ family: 'promotion', path: '/v4/promotion/publisher', query: { publisherId }, schema: publisherSchema, signal: request.signal }),
    readLists(api, publisherId, page, request, countryFrom(context), new URLSearchParams({ publisherId: String(publisherId) }).toString()),
  ]);
  if (lists === null) unavailable();
  withinList(page, lists.editions.total);
  return { publisher, page, lists };
}
