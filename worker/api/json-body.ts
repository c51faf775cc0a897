import { z } from '../../shared/zod';
import { zValidator } from '@hono/zod-validator';
import { fieldErrors } from '../../shared/forms/field-rules';
import { formMessageIn } from '../../shared/forms/form-message';
import { logRejected } from '../log';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';

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
    const fields = fieldErrors(result.error, formMessageIn((c as Context<AppEnv>).get('language')));
    logRejected(c.req.url, 400, 'invalid', Object.keys(fields));
    return c.json({ error: 'invalid', fields }, 400);
  });
