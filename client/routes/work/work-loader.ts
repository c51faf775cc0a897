import type { LoaderFunctionArgs } from 'react-router';
import { z } from '../../../shared/zod';
import type { DataAccess, QueryValue } from '../../../shared/data-access';
import {
  annotationShareSchema,
  editionSchema,
  pagedEditionsSchema,
  publisherSchema,
  publisherSummarySchema,
  type Edition,
  type EditionSummary,
} from '../../../shared/schemas/promotion';
import { isNotFound } from '../../../shared/read-answer';
import { apiFrom } from '../../lib/api-context';
import { RELATED_EDITIONS } from './work-constants';
import { requiredParam, requiredQuery } from '../../loaders/loader-helpers';
import type { Deferred } from '../../../shared/framework/page';
import { languageFrom } from '../../lib/language-context';
import { composerList } from './work-format';
import { dateText, type DateText } from '../../../shared/i18n/format-date-time';
import type { Language } from '../../../shared/languages';
import { defer } from '../../../shared/framework/page';
import { bySlugOrName, workAddressByTitle } from '../../loaders/by-name';

/** The page links to the publisher by slug; the rest of the publisher stays out of the page. */
const publisherLinkSchema = publisherSchema.pick({ slug: true, name: true });
/** Every publisher's id, slug and name: one short list, cached like the rest of the catalogue. */
const publisherLinksSchema = z.array(publisherSummarySchema.pick({ publisherId: true, slug: true, name: true }));
const relatedSchema = pagedEditionsSchema.pick({ items: true });
const sharedAnnotationSchema = annotationShareSchema.pick({ shareRef: true, title: true, authorName: true, note: true, createdAt: true });

/** The shared annotation, with the day it was shared in the page's words. */
export type SharedAnnotation = ReturnType<typeof sharedAnnotationSchema.parse> & { sharedOn: DateText };

export interface WorkData {
  edition: Edition;
  publisher: { slug: string; name: string };
  /** Related editions; null when they could not be read. May stream after the shell (shared/framework/protocol/deferred.ts). */
  related: Deferred<EditionSummary[] | null>;
  /** The annotation named by `?shareRef=`: found, gone (link outlived the share) or not asked for. */
  shared: { annotation: SharedAnnotation } | { gone: true } | null;
  /** The composers' names as one list in the page's language (written here: see composerList). */
  composers: string;
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

/** The annotation named by ?shareRef=, or that it is gone; null when none was asked for. */
async function sharedAnnotation(api: DataAccess, editionRef: string, shareRef: string | null, language: Language, signal: AbortSignal) {
  if (!shareRef) return null;
  const path = `/v4/promotion/edition/${encodeURIComponent(editionRef)}/annotation/${encodeURIComponent(shareRef)}`;
  return api.read({ family: 'promotion', path, schema: sharedAnnotationSchema, signal }).then(
    (annotation): { annotation: SharedAnnotation } => ({ annotation: { ...annotation, sharedOn: dateText(annotation.createdAt, language) } }),
    // Only this read may be missing: the edition is still worth showing without it.
    (error: unknown) => {
      if (isNotFound(error)) return { gone: true as const };
      throw error;
    },
  );
}

/** Related editions; a failure leaves them out instead of failing the whole page. */
function relatedEditions(api: DataAccess, editionRef: string, signal: AbortSignal): Promise<EditionSummary[] | null> {
  const path = `/v4/promotion/edition/${encodeURIComponent(editionRef)}/related`;
  return api.read({ family: 'promotion', path, method: 'POST', body: { skip: 0, top: RELATED_EDITIONS }, schema: relatedSchema, signal }).then(
    (answer) => answer.items,
    () => null,
  );
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
 * The work page: the edition with the publisher list, then (they need the edition's ref) the
 * shared annotation of ?shareRef= and the related editions. When the URL carries the editionRef
 * every read starts at once. On /work/{slug} the related editions, the only part of the page that
 * waits on a second upstream round trip, stream after the rest of the page when not cached.
 */
export async function workLoader({ context, params, request }: LoaderFunctionArgs): Promise<WorkData> {
  const api = apiFrom(context);
  const signal = request.signal;
  const shareRef = new URL(request.url).searchParams.get('shareRef')?.trim().slice(0, 200) || null;
  const { path, query } = editionQuery(params, request);
  const readEdition = (q: Record<string, QueryValue>) => api.read({ family: 'promotion', path, query: q, schema: editionSchema, signal });
  // An old address names the work by its title: one redirect to its edition, or to its editions.
  const edition =
    typeof query.slug === 'string'
      ? bySlugOrName(
          query.slug,
          request,
          (slug) => readEdition({ slug }),
          (title) => workAddressByTitle(api, title, signal),
        )
      : readEdition(query);
  const publishers = api.read({ family: 'promotion', path: '/v4/promotion/publishers', schema: publisherLinksSchema, signal });
  // Nobody waits on these before the edition's own failure (404, 503) is known.
  publishers.catch(() => {});
  const known = typeof query.editionRef === 'string' ? query.editionRef : null;
  const early = known ? { related: relatedEditions(api, known, signal), shared: sharedAnnotation(api, known, shareRef, languageFrom(context), signal) } : null;
  early?.shared.catch(() => {});
  const found = await edition;
  const related = early?.related ?? relatedEditions(api, found.editionRef, signal);
  const [publisher, shared] = await Promise.all([
    publisherLink(api, found, publishers, signal),
    early?.shared ?? sharedAnnotation(api, found.editionRef, shareRef, languageFrom(context), signal),
  ]);
  const composers = composerList(found.composers, languageFrom(context));
  return { edition: found, publisher, shared, composers, related: (await defer(context, related)).value };
}
