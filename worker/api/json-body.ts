import { z } from '../../shared/zod';
import { zValidator } from '@hono/zod-validator';
import { fieldErrors } from '../../shared/forms/field-rules';

/** Largest JSON body the BFF reads. */
export const MAX_BODY_BYTES = 16 * 1024;

/** Body of a read-only list or search call: a JSON object, forwarded as it is. */
export const readBodySchema = z.record(z.string(), z.unknown());

/**
 * zod validation of a JSON body with the BFF's error shape: 400 {"error":"invalid","fields":{...}}.
 */
export const jsonBody = <T extends z.ZodType>(schema: T) =>
  zValidator('json', schema, (result, c) => {
    if (result.success) return;
    return c.json({ error: 'invalid', fields: fieldErrors(result.error) }, 400);
  });
