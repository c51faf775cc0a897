import type { LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import type { DataAccess, QueryValue } from '../../shared/data-access';
import {
  annotationShareSchema,
  editionSchema,
  pagedEditionsSchema,
  publisherSchema,
  publisherSummarySchema,
  type Edition,
  type EditionSummary,
} from '../../shared/schemas/promotion';
import { isNotFound } from '../../shared/read-answer';
import { apiFrom } from '../lib/api-context';
import { RELATED_EDITIONS } from '../pages/work-strings';
import { requiredParam, requiredQuery } from './loader-helpers';

/** The page links to the publisher by slug; the rest of the publisher stays out of the page. */
const publisherLinkSchema = publisherSchema.pick({ slug: true, name: true });
/** Every publisher's id, slug and name: one short list, cached like the rest of the catalogue. */
const publisherLinksSchema = z.array(publisherSummarySchema.pick({ publisherId: true, slug: true, name: true }));
const relatedSchema = pagedEditionsSchema.pick({ items: true });
const sharedAnnotationSchema = annotationShareSchema.pick({ shareRef: true, title: true, authorName: true, note: true, createdAt: true });

export type SharedAnnotation = ReturnType<typeof sharedAnnotationSchema.parse>;

export interface WorkData {
  edition: Edition;
  publisher: { slug: string; name: string };
  related: EditionSummary[];
  /** The annotation named by `?shareRef=`: found, gone (link outlived the share) or not asked for. */
  shared: { annotation: SharedAnnotation } | { gone: true } | null;
}


/** Which edition the URL names: /work/{slug}, /work?editionRef= or /work?publisherCatalogId=&publisherId=. */
function editionQuery(params: LoaderFunctionArgs['params'], request: Request): { path: string; query: Record<string, QueryValue> } {
  if (params.slug !== undefined) return { path: '/v4/promotion/editionbyslug', query: { slug: requiredParam(params, 'slug') } };
  const search = new URL(request.url).searchParams;
  if (search.get('editionRef')?.trim()) return { path: '/v4/promotion/edition', query: { editionRef: requiredQuery(request, 'editionRef') } };
  return {
    path: '/v4/promotion/edition',
    query: { publisherCatalogId: requiredQuery(request, 'publisherCatalogId'), publisherId: requiredQuery(request, 'publisherId') },
  };
}

/** What the page shows beside the edition that needs its editionRef: related editions and (with ?shareRef=) the shared annotation. */
async function editionExtras(api: DataAccess, editionRef: string, shareRef: string | null, signal: AbortSignal) {
  const ref = encodeURIComponent(editionRef);
  const shared = shareRef
    ? api
        .read({ family: 'promotion', path: `/v4/promotion/edition/${ref}/annotation/${encodeURIComponent(shareRef)}`, schema: sharedAnnotationSchema, signal })
        .then(
          (annotation) => ({ annotation }),
          // Only this read may be missing: the edition is still worth showing without it.
          (error: unknown) => {
            if (isNotFound(error)) return { gone: true as const };
            throw error;
          },
        )
    : Promise.resolve(null);
  const [related, annotation] = await Promise.all([
    api.read({
      family: 'promotion',
      path: `/v4/promotion/edition/${ref}/related`,
      method: 'POST',
      body: { skip: 0, top: RELATED_EDITIONS },
      schema: relatedSchema,
      signal,
    }),
    shared,
  ]);
  return { related: related.items, shared: annotation };
}

/**
 * The edition's publisher link, from the list of all publishers read alongside the edition (so
 * a slug address costs no extra round trip for it); asked by edition only if the list lacks it.
 */
async function publisherLink(api: DataAccess, edition: Edition, publishers: Promise<PublisherLink[]>, signal: AbortSignal) {
  const known = (await publishers.catch(() => [])).find((publisher) => publisher.publisherId === edition.publisherId);
  if (known) return { slug: known.slug, name: known.name };
  const ref = encodeURIComponent(edition.editionRef);
  return api.read({ family: 'promotion', path: `/v4/promotion/publisher/edition/${ref}`, schema: publisherLinkSchema, signal });
}

type PublisherLink = z.infer<typeof publisherLinksSchema>[number];

/**
 * The work page: the edition with the publisher list, and its related editions and (with
 * ?shareRef=) the shared annotation. When the URL already carries the editionRef every read
 * starts at once; a slug has to be resolved first.
 */
export async function workLoader({ context, params, request }: LoaderFunctionArgs): Promise<WorkData> {
  const api = apiFrom(context);
  const signal = request.signal;
  const shareRef = new URL(request.url).searchParams.get('shareRef')?.trim().slice(0, 200) || null;
  const { path, query } = editionQuery(params, request);
  const edition = api.read({ family: 'promotion', path, query, schema: editionSchema, signal });
  const publishers = api.read({ family: 'promotion', path: '/v4/promotion/publishers', schema: publisherLinksSchema, signal });
  // Nobody waits on the list before the edition's own failure (404, 503) is known.
  publishers.catch(() => {});
  const extras = typeof query.editionRef === 'string' ? editionExtras(api, query.editionRef, shareRef, signal) : null;
  extras?.catch(() => {});
  const found = await edition;
  const [publisher, rest] = await Promise.all([
    publisherLink(api, found, publishers, signal),
    extras ?? editionExtras(api, found.editionRef, shareRef, signal),
  ]);
  return { edition: found, publisher, ...rest };
}
