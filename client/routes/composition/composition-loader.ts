import type { LoaderFunctionArgs } from 'react-router';
import type { DataAccess } from '../../../shared/data-access';
import type { Paged } from '../../../shared/schemas/common';
import { compositionSchema, type Composition, type CompositionSummary, type EditionSummary } from '../../../shared/schemas/promotion';
import { readComposerWorks } from '../../loaders/composer-works';
import { unavailable } from '../../../shared/read-answer';
import { apiFrom } from '../../lib/api-context';
import { countryFrom } from '../../lib/app-state-context';
import { readNarrowedEditions, type Narrowing } from '../people/narrowed-editions';
import { requestPage, requiredParam, withinList } from '../../loaders/loader-helpers';
import type { Deferred } from '../../../shared/framework/page';
import { defer } from '../../../shared/framework/page';
import { MORE_WORKS } from './composition-constants';
import { composerList } from '../work/work-format';
import { languageFrom } from '../../lib/language-context';

export interface CompositionLists {
  /** One page of its editions, narrowed by the facets of the address. */
  editions: Paged<EditionSummary>;
  narrowing: Narrowing;
  /** The composer's other works; null when they could not be read (the page is whole without them). */
  moreWorks: CompositionSummary[] | null;
}

export interface CompositionPageData {
  composition: Composition;
  page: number;
  /** The composers' names as one list in the page's language (written in the worker: see composerList). */
  composers: string;
  /** Its editions and the composer's other works; null when the editions could not be read. May stream after the page. */
  lists: Deferred<CompositionLists | null>;
}

/** One page of the work's editions across publishers, narrowed by the address's facets, and more by its composer, read in parallel. */
async function readLists(api: DataAccess, composition: Composition, request: Request, page: number, country: string | null): Promise<CompositionLists | null> {
  const composer = composition.composers[0];
  const [narrowed, moreWorks] = await Promise.all([
    readNarrowedEditions(api, {
      // The work fixes its composer (if known): the form does not offer that facet.
      own: composer ? { composerRef: composer.artistRef } : {},
      fixed: '',
      request,
      page,
      country,
      scope: { compositionRef: composition.compositionRef },
    }).catch(() => null),
    // The composer's works but this one: a glimpse, the first few.
    composer ? readComposerWorks(api, composer.artistRef, MORE_WORKS + 1, request.signal) : null,
  ]);
  const others = moreWorks?.filter((work) => work.compositionRef !== composition.compositionRef).slice(0, MORE_WORKS) ?? null;
  return narrowed && { ...narrowed, moreWorks: others };
}

/**
 * /composition/:slug: the slug gives the work, whose ref its lists need. As on an artist's page,
 * the page answers after that one upstream round and, uncached, the lists stream after it: a
 * second round before the first byte would double a slow upstream's wait for every visitor.
 */
export async function compositionLoader({ context, params, request }: LoaderFunctionArgs): Promise<CompositionPageData> {
  const slug = requiredParam(params, 'slug');
  const api = apiFrom(context);
  const page = requestPage(request);
  const composition = await api.read({
    family: 'promotion',
    path: '/v4/promotion/compositionbyslug',
    query: { slug },
    schema: compositionSchema,
    signal: request.signal,
  });
  const reading = readLists(api, composition, request, page, countryFrom(context));
  // Past page 1 the editions' count decides whether the page exists (404 past the end), which
  // must be known before the first byte: such a page waits for its lists.
  const { value: lists } = page > 1 ? { value: await reading } : await defer(context, reading);
  // A failure known before the page is sent makes it 503; once the page has streamed, the
  // lists' place says they could not be loaded.
  if (lists === null) unavailable();
  if (page > 1 && !(lists instanceof Promise)) withinList(page, lists.editions.total);
  return { composition, page, lists, composers: composerList(composition.composers, languageFrom(context)) };
}
