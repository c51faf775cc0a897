import type { LoaderFunctionArgs } from 'react-router';
import { publishersSchema, type PublisherSummary } from '../../../shared/schemas/promotion';
import { apiFrom } from '../../lib/api-context';

export interface PublishersData {
  featured: PublisherSummary[];
  /** Every publisher, featured ones included, A to Z by name. */
  all: PublisherSummary[];
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * The publishers page shows the featured publishers first, then every publisher A to Z, so a
 * visitor who knows the name finds it in alphabetical order whether it is featured or not.
 */
export async function publishersLoader({ context, request }: LoaderFunctionArgs): Promise<PublishersData> {
  const publishers = await apiFrom(context).read({ family: 'promotion', path: '/v4/promotion/publishers', schema: publishersSchema, signal: request.signal });
  return {
    featured: publishers.filter((p) => p.featured),
    all: [...publishers].sort((a, b) => byName.compare(a.name, b.name)),
  };
}
