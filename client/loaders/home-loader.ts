import { z } from 'zod';
import type { LoaderFunctionArgs } from 'react-router';
import { apiFrom } from '../lib/api-context';

const publisherSchema = z.object({
  publisherId: z.number(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  logoPath: z.string().nullable(),
  editionCount: z.number(),
});

const editionSchema = z.object({
  editionRef: z.string(),
  slug: z.string(),
  title: z.string(),
  publisherName: z.string(),
  instrumentation: z.string(),
  coverPath: z.string().nullable(),
  composers: z.array(z.object({ artistRef: z.string(), slug: z.string(), name: z.string() })),
});

const searchAllSchema = z.object({
  editions: z.object({ total: z.number(), items: z.array(editionSchema) }),
});

export type HomePublisher = z.infer<typeof publisherSchema>;
export type HomeEdition = z.infer<typeof editionSchema>;

export interface HomeData {
  publishers: HomePublisher[];
  editions: HomeEdition[];
  editionTotal: number;
}

/** Featured publishers and the most popular editions, read in parallel (one upstream round trip). */
export async function homeLoader({ context, request }: LoaderFunctionArgs): Promise<HomeData> {
  const api = apiFrom(context);
  const [publishers, search] = await Promise.all([
    api.read({
      family: 'promotion',
      path: '/v4/promotion/publishers/featured',
      schema: z.array(publisherSchema),
      signal: request.signal,
    }),
    api.read({
      family: 'search',
      path: '/v4/search/all',
      method: 'POST',
      body: { query: '', skip: 0, top: 8 },
      schema: searchAllSchema,
      signal: request.signal,
    }),
  ]);
  return { publishers: publishers.slice(0, 8), editions: search.editions.items, editionTotal: search.editions.total };
}
