import type { LoaderFunctionArgs } from 'react-router';
import type { DataAccess } from '../../../shared/data-access';
import type { Paged } from '../../../shared/schemas/common';
import { compositionSchema, pagedCompositionsSchema, type Composition, type CompositionSummary, type EditionSummary } from '../../../shared/schemas/promotion';
import { apiFrom } from '../../lib/api-context';
import { countryFrom } from '../../lib/app-state-context';
import { readNarrowedEditions, type Narrowing } from '../people/narrowed-editions';
import { requestPage, requiredParam, withinList } from '../../loaders/loader-helpers';
import type { Deferred } from '../../../shared/framework/page';
import { defer } from '../../../shared/framework/page';
import { MORE_WORKS } from './composition-constants';

export interface CompositionPageData {
  composition: Composition;
  page: number;
  /** One page of its editions, narrowed by the facets of the address. */
  editions: Paged<EditionSummary>;
  narrowing: Narrowing;
  /** The composer's other works; null when they could not be read. May stream after the page. */
  moreWorks: Deferred<CompositionSummary[] | null>;
}

/** The composer's works but this one: a glimpse, the first few; a failure leaves them out. */
function otherWorks(api: DataAccess, composerRef: string, compositionRef: string, signal: AbortSignal): Promise<CompositionSummary[] | null> {
  const path = `/v4/promotion/artist/${encodeURIComponent(composerRef)}/compositions`;
  return api.read({ family: 'promotion', path, method: 'POST', body: { skip: 0, top: MORE_WORKS + 1 }, schema: pagedCompositionsSchema, signal }).then(
    (works) => works.items.filter((work) => work.compositionRef !== compositionRef).slice(0, MORE_WORKS),
    () => null,
  );
}

/**
 * /composition/:slug: the work, then (they need its ref) one page of its editions across
 * publishers, narrowed by the facets in the address, and the composer's other works. The
 * editions are the page's reason to exist, so the page waits for them; the other works, the one
 * glimpse, may stream after it.
 */
export async function compositionLoader({ context, params, request }: LoaderFunctionArgs): Promise<CompositionPageData> {
  const slug = requiredParam(params, 'slug');
  const api = apiFrom(context);
  const page = requestPage(request);
  const { signal } = request;
  const composition = await api.read({ family: 'promotion', path: '/v4/promotion/compositionbyslug', query: { slug }, schema: compositionSchema, signal });
  const composer = composition.composers[0];
  const moreWorks = composer ? otherWorks(api, composer.artistRef, composition.compositionRef, signal) : null;
  const { editions, narrowing } = await readNarrowedEditions(api, {
    // The work fixes its composer (if known): the form does not offer that facet.
    own: composer ? { composerRef: composer.artistRef } : {},
    fixed: '',
    request,
    page,
    country: countryFrom(context),
    scope: { compositionRef: composition.compositionRef },
  });
  withinList(page, editions.total);
  return { composition, page, editions, narrowing, moreWorks: moreWorks ? (await defer(context, moreWorks)).value : null };
}
