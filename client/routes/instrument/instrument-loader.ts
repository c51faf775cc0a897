import type { LoaderFunctionArgs } from 'react-router';
import type { Paged } from '../../../shared/schemas/common';
import { instrumentSchema, pagedEditionsSchema, type EditionSummary, type Instrument } from '../../../shared/schemas/promotion';
import { apiFrom } from '../../lib/api-context';
import { countryFrom } from '../../lib/app-state-context';
import { readNarrowedEditions, type Narrowing } from '../people/narrowed-editions';
import { pageBody } from '../../lib/paging';
import { requestPage, requiredQuery, withinList } from '../../loaders/loader-helpers';

export interface InstrumentPageData {
  instrument: Instrument;
  page: number;
  editions: Paged<EditionSummary>;
  narrowing: Narrowing;
}

/**
 * /instrument?instrumentRef=: the instrument and one page of its editions, read in parallel; the
 * editions narrowed by the facets in the address (people/narrowed-editions.ts).
 */
export async function instrumentLoader({ context, request }: LoaderFunctionArgs): Promise<InstrumentPageData> {
  const instrumentRef = requiredQuery(request, 'instrumentRef');
  const page = requestPage(request);
  const api = apiFrom(context);
  const [instrument, { editions, narrowing }] = await Promise.all([
    api.read({ family: 'promotion', path: '/v4/promotion/instrument', query: { instrumentRef }, schema: instrumentSchema, signal: request.signal }),
    readNarrowedEditions(api, {
      own: { instrumentRef },
      fixed: new URLSearchParams({ instrumentRef }).toString(),
      request,
      page,
      country: countryFrom(context),
      list: () =>
        api.read({
          family: 'search',
          path: '/v4/search/edition',
          method: 'POST',
          body: { instrumentRefs: [instrumentRef], ...pageBody(page) },
          schema: pagedEditionsSchema,
          signal: request.signal,
        }),
    }),
  ]);
  withinList(page, editions.total);
  return { instrument, page, editions, narrowing };
}
