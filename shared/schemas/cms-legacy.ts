import { z } from '../zod';

/**
 * The older content service (help area). Lists arrive in no particular order; callers sort
 * categories, topics and Q&As ascending by DisplayOrder (SPEC section 4).
 */

export const legacyQaSchema = z.object({
  Question: z.string(),
  /** HTML: sanitise before rendering. */
  Answer: z.string(),
  DisplayOrder: z.number(),
});
export type LegacyQa = z.infer<typeof legacyQaSchema>;

export const legacyTopicSchema = z.object({
  Title: z.string(),
  DisplayOrder: z.number(),
  QAs: z.array(legacyQaSchema),
});
export type LegacyTopic = z.infer<typeof legacyTopicSchema>;

export const legacyFaqCategorySchema = z.object({
  Title: z.string(),
  DisplayOrder: z.number(),
  Topics: z.array(legacyTopicSchema),
});
export type LegacyFaqCategory = z.infer<typeof legacyFaqCategorySchema>;

/** GET {legacy root}/faq */
export const legacyFaqSchema = z.object({ categories: z.array(legacyFaqCategorySchema) });
export type LegacyFaq = z.infer<typeof legacyFaqSchema>;

export const legacyLegalPageSchema = z.object({ slug: z.string().min(1), title: z.string() });
export type LegacyLegalPage = z.infer<typeof legacyLegalPageSchema>;

export const legacyLegalCategorySchema = z.object({
  Title: z.string(),
  DisplayOrder: z.number(),
  Pages: z.array(legacyLegalPageSchema),
});
export type LegacyLegalCategory = z.infer<typeof legacyLegalCategorySchema>;

/** GET {legacy root}/legal */
export const legacyLegalSchema = z.object({ categories: z.array(legacyLegalCategorySchema) });
export type LegacyLegal = z.infer<typeof legacyLegalSchema>;
