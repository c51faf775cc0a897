import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { newsletterBody } from '../../client/components/layout/newsletter-rules';
import { contactInfoSchema, contactLiveSchema, contactSubmitSchema, FORM_TYPES, newsletterSchema, queryProperties } from '../../shared/forms/contact-forms';
import { EMAIL_PATTERN, optionalLink } from '../../shared/forms/field-rules';
import { fundFormSchema, learningSpaceFieldsSchema, learningSpaceFormSchema, madeNotBornFormSchema } from '../../shared/forms/promotion-forms';
import { nastyString, RUNS, SEED } from './lib/hostile-input';
import { validArbitrary } from './lib/valid-arbitrary';

/**
 * The server refuses what the page refuses, and takes what the page sends. For each form, the
 * rules the page applies before sending (the schemas its hook runs) and the BFF's schema are
 * given the same typed values: either both accept or both refuse, and when the page sends, the
 * body it builds passes the BFF. Values mix valid ones, padded ones, empty ones, overlong ones
 * and arbitrary Unicode, so the edges of every rule are crossed.
 */

const OVERRIDES = new Map<z.ZodType | RegExp, fc.Arbitrary<unknown>>([
  [EMAIL_PATTERN, fc.emailAddress().filter((email) => email.length <= 254)],
  [
    optionalLink,
    fc.oneof(
      fc.constant(''),
      fc.webUrl().filter((url) => url.length <= 200),
    ),
  ],
]);

/** What a visitor might type into a field whose valid values `valid` gives. */
function typed(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const asText = valid.map((value) => (typeof value === 'string' ? value : ''));
  return fc.oneof(
    asText,
    asText.map((value) => `  ${value}\t`),
    fc.constant(''),
    fc.constantFrom(' ', '\u00a0', '\u3000', 'abc', 'a@b', 'a@b.c', 'http://x', 'https://example.org'),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    nastyString,
    fc.string({ minLength: 190, maxLength: 5200, unit: 'grapheme-ascii' }),
  );
}

/** Arbitrary typed values for every field of a page schema (an object). */
function typedValues(schema: z.ZodType): fc.Arbitrary<Record<string, string>> {
  const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
  return fc.record(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, typed(validArbitrary(field, OVERRIDES, key))])));
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
const OPTIONS = { seed: SEED, numRuns: RUNS * 4 };

describe('contact, report and request-content forms (POST /api/v4/promotion/contactinfos)', () => {
  const formTypes = fc.constantFrom(FORM_TYPES.contact, FORM_TYPES.report, FORM_TYPES.request);
  const search = fc.oneof(
    fc.constant(''),
    fc.webQueryParameters().map((q) => `?${q}`),
    nastyString.map((s) => `?q=${s}`),
  );

  it('live rules and submit rules accept the same values (only their wording differs)', () => {
    fc.assert(
      fc.property(typedValues(contactSubmitSchema), (values) => {
        expect(accepts(contactLiveSchema, values)).toBe(accepts(contactSubmitSchema, values));
      }),
      OPTIONS,
    );
  });

  it('the BFF refuses exactly what the page refuses, and takes the body the page builds', () => {
    fc.assert(
      fc.property(typedValues(contactSubmitSchema), formTypes, search, (values, formType, query) => {
        const extras = { formType, extraProperties: queryProperties(query) };
        const page = contactSubmitSchema.safeParse(values);
        expect(accepts(contactInfoSchema, { ...values, ...extras })).toBe(page.success);
        if (page.success) expect(accepts(contactInfoSchema, { ...page.data, ...extras })).toBe(true);
      }),
      OPTIONS,
    );
  });
});

describe('newsletter (POST /api/v4/promotion/newslettersubscribers)', () => {
  it('the BFF refuses exactly what the footer refuses, and takes what it sends', () => {
    fc.assert(
      fc.property(typed(fc.emailAddress()), (value) => {
        const body = newsletterBody(value);
        expect(accepts(newsletterSchema, { email: value })).toBe(body !== null);
        if (body) expect(accepts(newsletterSchema, body)).toBe(true);
      }),
      OPTIONS,
    );
  });
});

describe('learning-space interest (POST /api/v4/promotion/learningspace)', () => {
  it('the BFF refuses exactly what the page refuses, with the event the page adds', () => {
    const event = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/).filter((slug) => slug.length <= 200);
    fc.assert(
      fc.property(typedValues(learningSpaceFieldsSchema), event, (values, slug) => {
        const page = learningSpaceFieldsSchema.safeParse(values);
        expect(accepts(learningSpaceFormSchema, { ...values, event: slug })).toBe(page.success);
        if (page.success) expect(accepts(learningSpaceFormSchema, { ...page.data, event: slug })).toBe(true);
      }),
      OPTIONS,
    );
  });
});

describe.each([
  ['made-not-born application (POST /api/v4/promotion/madenotborn)', madeNotBornFormSchema],
  ['fund application (POST /api/forms/fund)', fundFormSchema],
])('%s', (_, schema) => {
  it('the page and the BFF share one schema, and the BFF takes what the page sends', () => {
    fc.assert(
      fc.property(typedValues(schema), (values) => {
        const page = schema.safeParse(values);
        if (page.success) expect(accepts(schema, page.data)).toBe(true);
      }),
      OPTIONS,
    );
  });
});
