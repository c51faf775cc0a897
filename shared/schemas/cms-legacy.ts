import { z } from '../zod';

/**
 * The language a node is written in (English when absent) and, for a translated category, topic
 * or Q&A, the English node's Title (Question for a Q&A) it translates: this service has no ids
 * (decision 034; shared/cms-locale.ts merges by these). Legal pages are matched by slug.
 */
const localized = {
  locale: z.string().min(1).default('en'),
  localizationOf: z.string().optional(),
};

/**
 * The older content service (help area). Lists arrive in no particular order; callers sort
 * categories, topics and Q&As ascending by DisplayOrder (docs/requirements.md §4.6).
 */

export const legacyQaSchema = z.object({
  Question: z.string(),
  /** HTML: sanitise before rendering. */
  Answer: z.string(),
  DisplayOrder: z.number(),
  ...localized,
});
export type LegacyQa = z.infer<typeof legacyQaSchema>;

export const legacyTopicSchema = z.object({
  Title: z.string(),
  DisplayOrder: z.number(),
  QAs: z.array(legacyQaSchema),
  ...localized,
});
export type LegacyTopic = z.infer<typeof legacyTopicSchema>;

export const legacyFaqCategorySchema = z.object({
  Title: z.string(),
  DisplayOrder: z.number(),
  Topics: z.array(legacyTopicSchema),
  ...localized,
});
export type LegacyFaqCategory = z.infer<typeof legacyFaqCategorySchema>;

/** GET {legacy root}/faq */
export const legacyFaqSchema = z.object({ categories: z.array(legacyFaqCategorySchema) });
export type LegacyFaq = z.infer<typeof legacyFaqSchema>;

export const legacyLegalPageSchema = z.object({ slug: z.string().min(1), title: z.string(), ...localized });
export type LegacyLegalPage = z.infer<typeof legacyLegalPageSchema>;

export const legacyLegalCategorySchema = z.object({
  Title: z.string(),
  DisplayOrder: z.number(),
  Pages: z.array(legacyLegalPageSchema),
  ...localized,
});
export type LegacyLegalCategory = z.infer<typeof legacyLegalCategorySchema>;

/** GET {legacy root}/legal */
export const legacyLegalSchema = z.object({ categories: z.array(legacyLegalCategorySchema) });
export type LegacyLegal = z.infer<typeof legacyLegalSchema>;
