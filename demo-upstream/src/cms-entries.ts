/** Helpers to write CMS fixtures compactly. */
import type { CmsEntry } from './strapi-query';

/** Strapi timestamps: created at `date`, updated `updated` (default `date`), published unless a draft. */
export function entry(id: number, date: string, attributes: Record<string, unknown>, options: { draft?: boolean; updated?: string } = {}): CmsEntry {
  const createdAt = `${date}T09:00:00.000Z`;
  return {
    id,
    attributes: {
      ...attributes,
      createdAt,
      updatedAt: options.updated ? `${options.updated}T09:00:00.000Z` : createdAt,
      publishedAt: options.draft ? null : `${date}T10:00:00.000Z`,
    },
  };
}
