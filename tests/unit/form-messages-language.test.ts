import { afterEach, describe, expect, it } from 'vitest';
import { contactSubmitSchema, newsletterSchema } from '../../shared/forms/contact-forms';
import { fieldErrors } from '../../shared/forms/field-rules';
import { CONTACT_MESSAGES, FIELD_MESSAGES, NEWSLETTER_MESSAGES } from '../../shared/forms/form-messages.messages';
import { learningSpaceFormSchema, madeNotBornFormSchema } from '../../shared/forms/promotion-forms';

/**
 * The schemas are built once, when their modules load, and the worker serves every language from
 * them: a message must be read when a value fails, not when the schema is built. This swaps keys
 * for getters the way the worker does (issue 20) and expects the schemas to follow; the English
 * answers themselves are held word for word by spec-strings.test.ts.
 */
const restore: Array<() => void> = [];
function answerIn(object: object, key: string, value: string) {
  const before = Object.getOwnPropertyDescriptor(object, key)!;
  Object.defineProperty(object, key, { get: () => value, configurable: true, enumerable: true });
  restore.push(() => Object.defineProperty(object, key, before));
}
const errors = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
};

describe('form messages are read at validation time', () => {
  afterEach(() => {
    while (restore.length) restore.pop()!();
  });

  it('answers in English as the spec words it', () => {
    expect(errors(contactSubmitSchema, { name: '', email: 'x', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email',
      message: 'Message is required',
    });
    expect(errors(newsletterSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(errors(learningSpaceFormSchema, { name: 'Ada Lovelace', email: 'ada@example.com', role: 'Wizard', event: 'x' })).toEqual({
      role: 'Please choose your role',
    });
  });

  it('follows the strings module when its words change after the schemas were built', () => {
    answerIn(CONTACT_MESSAGES, 'nameRequired', 'Name ist erforderlich');
    answerIn(NEWSLETTER_MESSAGES, 'required', 'E-Mail ist erforderlich');
    answerIn(FIELD_MESSAGES, 'link', 'Bitte eine gültige Adresse');
    expect(errors(contactSubmitSchema, { name: '', email: 'ada@example.com', message: 'Hi' })).toEqual({ name: 'Name ist erforderlich' });
    expect(errors(newsletterSchema, { email: '' })).toEqual({ email: 'E-Mail ist erforderlich' });
    expect(errors(madeNotBornFormSchema, { name: 'Ada Lovelace', email: 'ada@example.com', discipline: 'Composer', link: 'nope', message: 'x' })).toEqual({
      link: 'Bitte eine gültige Adresse',
    });
  });
});
