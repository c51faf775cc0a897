import type { DataAccess } from '../../shared/data-access';
import { pagedCompositionsSchema, type CompositionSummary } from '../../shared/schemas/promotion';

/**
 * A composer's first `top` works (decision 062), for their page and a composition's "more by"; a
 * failure (an upstream without the call) leaves them out, never the page: null.
 */
export function readComposerWorks(api: DataAccess, artistRef: string, top: number, signal: AbortSignal): Promise<CompositionSummary[] | null> {
  const path = `/v4/promotion/artist/${encodeURIComponent(artistRef)}/compositions`;
  return api.read({ family: 'promotion', path, method: 'POST', body: { skip: 0, top }, schema: pagedCompositionsSchema, signal }).then(
    (works) => works.items,
    () => null,
  );
}
