import type { LoaderFunctionArgs } from 'react-router';
import type { DataAccess } from '../../../shared/data-access';
import { notFound } from '../../../shared/read-answer';
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
import { pageBody } from '../../lib/paging';
import { requestPage, requiredParam, requiredQuery } from '../../loaders/loader-helpers';

/** Related publishers are a glimpse: the first few only. */
export const RELATED_PUBLISHERS = 6;

export interface PublisherPageData {
  publisher: Publisher;
  page: number;
  editions: Paged<EditionSummary>;
  related: PublisherSummary[];
}

type Lists = Omit<PublisherPageData, 'publisher'>;

/** The publisher's editions (one page) and related publishers, read in parallel. */
async function readLists(api: DataAccess, publisherId: number, page: number, signal: AbortSignal): Promise<Lists> {
  const [editions, related] = await Promise.all([
    api.read({ family: 'search', path: `/v4/search/publisher/${publisherId}/editions`, method: 'POST', body: pageBody(page), schema: pagedEditionsSchema, signal }),
    api.read({
      family: 'promotion',
      path: `/v4/promotion/publisher/${publisherId}/related`,
      method: 'POST',
      body: { skip: 0, top: RELATED_PUBLISHERS },
      schema: pagedPublishersSchema,
      signal,
    }),
  ]);
  return { page, editions, related: related.items };
}

/** /publishers/:slug: the slug gives the publisher, whose id the lists need. */
export async function publisherBySlugLoader({ context, request, params }: LoaderFunctionArgs): Promise<PublisherPageData> {
  const slug = requiredParam(params, 'slug');
  const api = apiFrom(context);
  const publisher = await api.read({
    family: 'promotion',
    path: `/v4/promotion/publisher/${encodeURIComponent(slug)}`,
    schema: publisherSchema,
    signal: request.signal,
  });
  return { publisher, ...(await readLists(api, publisher.publisherId, requestPage(request), request.signal)) };
}

/** /publisher?publisherId=: the id is in the address, so everything loads together. */
export async function publisherByIdLoader({ context, request }: LoaderFunctionArgs): Promise<PublisherPageData> {
  const raw = requiredQuery(request, 'publisherId');
  // Publisher ids are positive integers; anything else names no publisher.
  if (!/^[1-9]\d{0,8}$/.test(raw)) notFound();
  const publisherId = Number(raw);
  const api = apiFrom(context);
  const [publisher, lists] = await Promise.all([
    api.read({ family: 'promotion', path: '/v4/promotion/publisher', query: { publisherId }, schema: publisherSchema, signal: request.signal }),
    readLists(api, publisherId, requestPage(request), request.signal),
  ]);
  return { publisher, ...lists };
}
