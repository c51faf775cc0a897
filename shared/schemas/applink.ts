import { z } from 'zod';

/** Deep-link provider: POST /v1/applink/register. */
export const applinkRegisterResponseSchema = z.object({
  shortUrl: z.url(),
  registered: z.literal(true),
});
export type ApplinkRegisterResponse = z.infer<typeof applinkRegisterResponseSchema>;
