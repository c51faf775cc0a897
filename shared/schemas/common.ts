import { z } from '../zod';

/**
 * Pieces shared by the upstream response schemas. Object schemas strip unknown keys (zod's
 * default), so an upstream that adds fields keeps validating; the fields the site reads are strict.
 */

/** ISO 8601 timestamp as the upstreams send it, e.g. "2025-03-14T09:30:00.000Z". */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A path under the image storage root, e.g. "/covers/ED-000123.svg". */
export const imagePathSchema = z.string().startsWith('/');

/** The main API's paged list envelope: `{ total, items }`. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ total: z.int().nonnegative(), items: z.array(item) });
}

export interface Paged<T> {
  total: number;
  items: T[];
}

/** Body of the main API's 400/404/503 answers, e.g. `{ "error": "not found" }`. */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** POST bodies of the paged promotion and search lists. */
export const LIST_DEFAULT_TOP = 24;
export const LIST_MAX_TOP = 100;
