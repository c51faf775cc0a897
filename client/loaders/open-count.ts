import type { DataAccess } from '../../shared/data-access';
import { pagedEditionsSchema } from '../../shared/schemas/promotion';
import type { SearchFilters } from '../../shared/search-facets';

/** Only the total of an edition search (`top: 1`): the transfer state carries no edition a page does not show. */
const editionTotalSchema = pagedEditionsSchema.transform((paged) => paged.total);

/**
 * The availability checkbox's count on the search and list pages: the same search in the
 * visitor's country. A faceted answer carries no count for it unless it is chosen, as the country
 * is never in a shared body (decisions 036, 037). Null with no country, or once it is chosen (the
 * results are then its count).
 */
export function readOpenCount(
  api: DataAccess,
  search: { query?: string; compositionRef?: string; filters: SearchFilters },
  country: string | null,
  signal: AbortSignal,
): Promise<number> | null {
  if (!country || search.filters.openIn) return null;
  return api.read({
    family: 'search',
    path: '/v4/search/edition',
    method: 'POST',
    body: { ...search, filters: { ...search.filters, openIn: country }, skip: 0, top: 1 },
    schema: editionTotalSchema,
    signal,
  });
}
