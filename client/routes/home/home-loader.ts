import type { LoaderFunctionArgs } from 'react-router';
import { publishersSchema, type EditionSummary, type PublisherSummary } from '../../../shared/schemas/promotion';
import { searchAllSchema } from '../../../shared/schemas/search';
import { apiFrom } from '../../lib/api-context';

/** The home page shows editions only; the other sections of the answer stay out of the page. */
const popularSchema = searchAllSchema.pick({ editions: true });

export interface HomeData {
  publishers: PublisherSummary[];
  editions: EditionSummary[];
  editionTotal: number;
}

/** Featured publishers and the most popular editions, read in parallel (one upstream round trip). */
export async function homeLoader({ context, request }: LoaderFunctionArgs): Promise<HomeData> {
  const api = apiFrom(context);
  const [publishers, popular] = await Promise.all([
    api.read({ family: 'promotion', path: '/v4/promotion/publishers/featured', schema: publishersSchema, signal: request.signal }),
    api.read({
      family: 'search',
      path: '/v4/search/all',
      method: 'POST',
      body: { query: '', skip: 0, top: 8 },
      schema: popularSchema,
      signal: request.signal,
    }),
  ]);
  return { publishers: publishers.slice(0, 8), editions: popular.editions.items, editionTotal: popular.editions.total };
}
