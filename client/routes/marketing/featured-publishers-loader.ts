import type { LoaderFunctionArgs } from 'react-router';
import { publishersSchema, type PublisherSummary } from '../../../shared/schemas/promotion';
import { apiFrom } from '../../lib/api-context';

/** How many featured publishers a marketing page shows (two rows of the card grid on desktop). */
export const MARKETING_PUBLISHERS = 8;

export interface FeaturedPublishersData {
  /** Null when the catalogue could not be read: the page then leaves the section out. */
  publishers: PublisherSummary[] | null;
}

/**
 * Featured publishers for a marketing page. The publishers only enrich copy that stands on its
 * own, so a failed read (upstream down, bad answer) leaves them out instead of failing the page.
 * The server records the failure in the transfer state, so hydration reaches the same answer.
 */
export async function featuredPublishersLoader({ context, request }: LoaderFunctionArgs): Promise<FeaturedPublishersData> {
  try {
    const publishers = await apiFrom(context).read({
      family: 'promotion',
      path: '/v4/promotion/publishers/featured',
      schema: publishersSchema,
      signal: request.signal,
    });
    return { publishers: publishers.slice(0, MARKETING_PUBLISHERS) };
  } catch (error) {
    // A cancelled navigation is not a failed read: let the router drop it as usual.
    if (request.signal.aborted) throw error;
    return { publishers: null };
  }
}
