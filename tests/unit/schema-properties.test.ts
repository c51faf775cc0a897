import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { extraPropertiesSchema } from '../../shared/forms/contact-forms';
import { EMAIL_PATTERN, optionalLink } from '../../shared/forms/field-rules';
import { EXTRA_PROPERTIES_MAX_KEYS, EXTRA_PROPERTY_MAX_LENGTH } from '../../shared/forms/contact-forms';
import { validArbitrary } from './lib/valid-arbitrary';
import { hostileValue, RUNS, SEED } from './lib/hostile-input';

/**
 * Every zod schema the site parses input with (shared/schemas, shared/forms, the BFF's own in
 * worker/api) is found here by reading those modules, so a schema added later is tested without
 * anyone listing it. For each: parsing never throws whatever arrives, never pollutes
 * Object.prototype, and values the schema's rules allow are accepted.
 */

const modules = import.meta.glob<Record<string, unknown>>(['../../shared/schemas/*.ts', '../../shared/forms/*.ts', '../../worker/api/*.ts'], {
  eager: true,
});

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value && typeof (value as { safeParse?: unknown }).safeParse === 'function';

const schemas = Object.entries(modules)
  .flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => isSchema(value))
      .map(([name, value]) => ({ name: `${file.replace('../../', '')}:${name}`, schema: value as z.ZodType })),
  )
  .sort((a, b) => a.name.localeCompare(b.name));

/**
 * The refinements, which the generator cannot read, as their rules mean them: any http(s) web
 * address with a dotted host (or nothing), and up to 20 query properties of up to 200 characters.
 * The e-mail pattern gets real addresses (RFC 5322 local parts, any domain), not strings made to
 * fit the pattern, so a pattern that refuses a real address fails.
 */
const OVERRIDES = new Map<z.ZodType | RegExp, fc.Arbitrary<unknown>>([
  [EMAIL_PATTERN, fc.emailAddress().filter((email) => email.length <= 254)],
  [
    optionalLink,
    fc.oneof(
      fc.constant(''),
      fc.webUrl({ withQueryParameters: true }).filter((url) => url.length <= 200),
    ),
  ],
  [
    extraPropertiesSchema,
    fc.dictionary(fc.string({ maxLength: EXTRA_PROPERTY_MAX_LENGTH }), fc.string({ maxLength: EXTRA_PROPERTY_MAX_LENGTH }), {
      maxKeys: EXTRA_PROPERTIES_MAX_KEYS,
    }),
  ],
]);

describe('the schemas found', () => {
  it('include the request bodies the BFF validates and the upstream answers the pages read', () => {
    const names = schemas.map((s) => s.name);
    // A few by name, so a broken glob (finding nothing) cannot pass.
    for (const expected of [
      'shared/forms/contact-forms.ts:contactInfoSchema',
      'shared/forms/contact-forms.ts:newsletterSchema',
      'shared/forms/promotion-forms.ts:fundFormSchema',
      'shared/schemas/applink.ts:applinkRegisterSchema',
      'shared/schemas/subscription.ts:checkoutRequestSchema',
      'worker/api/json-body.ts:readBodySchema',
      'shared/schemas/promotion.ts:editionSchema',
    ]) {
      expect(names).toContain(expected);
    }
    expect(names.length).toBeGreaterThan(60);
  });
});

describe.each(schemas)('$name', ({ name, schema }) => {
  it('never throws and never pollutes Object.prototype, whatever arrives', () => {
    fc.assert(
      fc.property(hostileValue(validArbitrary(schema, OVERRIDES, name)), (input) => {
        const result = schema.safeParse(input);
        expect(typeof result.success).toBe('boolean');
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('accepts every value its rules allow', () => {
    fc.assert(
      fc.property(validArbitrary(schema, OVERRIDES, name), (value) => {
        const result = schema.safeParse(value);
        expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
