import { z } from '../zod';
import { imagePathSchema, isoDateTimeSchema } from './common';

/**
 * The content-management service (Strapi v4 REST). Relations (article author and category,
 * family of an instrument type) arrive as plain nested objects, not as `{ data: {...} }`.
 * Every `body`/`Body` attribute is HTML from editors: sanitise before rendering.
 */

export const strapiPaginationSchema = z.object({
  page: z.int().positive(),
  pageSize: z.int().positive(),
  pageCount: z.int().nonnegative(),
  total: z.int().nonnegative(),
});
export type StrapiPagination = z.infer<typeof strapiPaginationSchema>;

export interface StrapiEntity<A> {
  id: number;
  attributes: A;
}
export interface StrapiCollection<A> {
  data: StrapiEntity<A>[];
  meta: { pagination: StrapiPagination };
}
export interface StrapiSingle<A> {
  data: StrapiEntity<A>;
  meta: Record<string, unknown>;
}

export function strapiEntity<T extends z.ZodType>(attributes: T) {
  return z.object({ id: z.int().positive(), attributes });
}

/** `GET /{collection}`: `{ data: [{ id, attributes }], meta: { pagination } }`. */
export function strapiCollection<T extends z.ZodType>(attributes: T) {
  return z.object({
    data: z.array(strapiEntity(attributes)),
    meta: z.object({ pagination: strapiPaginationSchema }),
  });
}

/** `GET /{collection}/{id}`: `{ data: { id, attributes }, meta: {} }`. */
export function strapiSingle<T extends z.ZodType>(attributes: T) {
  return z.object({
    data: strapiEntity(attributes),
    meta: z.record(z.string(), z.unknown()),
  });
}

/** 400/404 answers: `{ data: null, error: { status, name, message } }`. */
export const strapiErrorSchema = z.object({
  data: z.null(),
  error: z.object({ status: z.int(), name: z.string(), message: z.string() }),
});
export type StrapiError = z.infer<typeof strapiErrorSchema>;

/**
 * Strapi v4's i18n: the language an entry is written in (`locale`, English when absent), and for
 * a translated entry with no slug, the id of the English entry it translates (decision 034;
 * shared/cms-locale.ts merges a page language's answer into the English one by these).
 */
export const localized = {
  locale: z.string().min(1).default('en'),
  localizationOf: z.int().positive().optional(),
};

/** Strapi's own timestamps; `publishedAt` is null for drafts (only seen with publicationState=preview). */
const timestamps = {
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  publishedAt: isoDateTimeSchema.nullable(),
  ...localized,
};

/** `/blog`: a single type, served as a collection of one published entry. */
export const blogAttributesSchema = z.object({
  title: z.string(),
  intro: z.string(),
  ...timestamps,
});
export type BlogAttributes = z.infer<typeof blogAttributesSchema>;
export const blogSchema = strapiCollection(blogAttributesSchema);

export const blogCategoryAttributesSchema = z.object({
  name: z.string(),
  slug: z.string().min(1),
  description: z.string(),
  ...timestamps,
});
export type BlogCategoryAttributes = z.infer<typeof blogCategoryAttributesSchema>;
export const blogCategoriesSchema = strapiCollection(blogCategoryAttributesSchema);

export const blogArticleAttributesSchema = z.object({
  title: z.string(),
  slug: z.string().min(1),
  excerpt: z.string(),
  body: z.string(),
  author: z.object({ name: z.string() }),
  coverPath: imagePathSchema.nullable(),
  coverWidth: z.int().positive().nullable(),
  coverHeight: z.int().positive().nullable(),
  category: z.object({ slug: z.string().min(1), name: z.string() }),
  ...timestamps,
});
export type BlogArticleAttributes = z.infer<typeof blogArticleAttributesSchema>;
export const blogArticlesSchema = strapiCollection(blogArticleAttributesSchema);
export const blogArticleSchema = strapiSingle(blogArticleAttributesSchema);

export const legalPageAttributesSchema = z.object({
  slug: z.string().min(1),
  title: z.string(),
  body: z.string(),
  ...timestamps,
});
export type LegalPageAttributes = z.infer<typeof legalPageAttributesSchema>;
export const legalPagesSchema = strapiCollection(legalPageAttributesSchema);
export const legalPageSchema = strapiSingle(legalPageAttributesSchema);

export const faqPageAttributesSchema = z.object({
  slug: z.string().min(1),
  title: z.string(),
  body: z.string(),
  DisplayOrder: z.number(),
  ...timestamps,
});
export type FaqPageAttributes = z.infer<typeof faqPageAttributesSchema>;
export const faqPagesSchema = strapiCollection(faqPageAttributesSchema);
export const faqPageSchema = strapiSingle(faqPageAttributesSchema);

export const learningSpacesEventAttributesSchema = z.object({
  Slug: z.string().min(1),
  Title: z.string(),
  Summary: z.string(),
  Body: z.string(),
  StartsAt: isoDateTimeSchema,
  EndsAt: isoDateTimeSchema.nullable(),
  Location: z.string(),
  Featured: z.boolean(),
  ImagePath: imagePathSchema.nullable(),
  ...timestamps,
});
export type LearningSpacesEventAttributes = z.infer<typeof learningSpacesEventAttributesSchema>;
export const learningSpacesEventsSchema = strapiCollection(learningSpacesEventAttributesSchema);

export const instrumentFamilyAttributesSchema = z.object({
  name: z.string(),
  slug: z.string().min(1),
  DisplayOrder: z.number(),
  ...timestamps,
});
export type InstrumentFamilyAttributes = z.infer<typeof instrumentFamilyAttributesSchema>;
export const instrumentFamiliesSchema = strapiCollection(instrumentFamilyAttributesSchema);
export const instrumentFamilySchema = strapiSingle(instrumentFamilyAttributesSchema);

export const instrumentFamilyTypeAttributesSchema = z.object({
  name: z.string(),
  slug: z.string().min(1),
  family: z.object({ slug: z.string().min(1), name: z.string() }),
  /** The main API instrument this type links to, when there is one. */
  instrumentRef: z.string().nullable(),
  DisplayOrder: z.number(),
  ...timestamps,
});
export type InstrumentFamilyTypeAttributes = z.infer<typeof instrumentFamilyTypeAttributesSchema>;
export const instrumentFamilyTypesSchema = strapiCollection(instrumentFamilyTypeAttributesSchema);
