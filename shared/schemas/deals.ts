import { z } from '../zod';
import { isoDateTimeSchema } from './common';

/** Deals API: GET /v1/deals (promotional offers). */
export const dealSchema = z.object({
  dealId: z.string().min(1),
  title: z.string(),
  description: z.string(),
  /** Code accepted by the subscription calls' `discount` query, or null for automatic deals. */
  discountCode: z.string().nullable(),
  percentOff: z.int().min(0).max(100),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema.nullable(),
});
export type Deal = z.infer<typeof dealSchema>;
export const dealsSchema = z.array(dealSchema);
