import { describe, expect, it } from 'vitest';
import '../../worker/i18n/install';
import { contactSubmitSchema, newsletterSchema } from '../../shared/forms/contact-forms';
import { fieldErrors } from '../../shared/forms/field-rules';
import { formMessageIn } from '../../shared/forms/form-message';
import { fundFormSchema, learningSpaceFormSchema, madeNotBornFormSchema } from '../../shared/forms/promotion-forms';
import type { Language } from '../../shared/languages';

/**
 * The schemas are built once and have no language: the browser and the BFF share them, and the
 * BFF answers all seven languages. The errors are written in the language they are read in, so
 * the same schema answers a German page in German and a Japanese one in Japanese, in any order.
 * The English answers themselves are held word for word by spec-strings.test.ts.
 */
const errors = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown, language: Language) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0], formMessageIn(language));
};

const emptyContact = { name: '', email: 'x', message: '' };
const badLink = { name: 'Ada Lovelace', email: 'ada@example.com', discipline: 'Composer', link: 'nope', message: 'x' };

describe('form messages are written in the language they are read in', () => {
  it('answers in English as the requirements word it', () => {
    expect(errors(contactSubmitSchema, emptyContact, 'en')).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email',
      message: 'Message is required',
    });
    expect(errors(newsletterSchema, { email: '' }, 'en')).toEqual({ email: 'Email is required' });
    expect(errors(learningSpaceFormSchema, { name: 'Ada Lovelace', email: 'ada@example.com', role: 'Wizard', event: 'x' }, 'en')).toEqual({
      role: 'Please choose your role',
    });
  });

  it('answers the same schemas in German and in Japanese, each read its own, interleaved', () => {
    expect(errors(contactSubmitSchema, emptyContact, 'de')).toEqual({
      name: 'Name ist erforderlich',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      message: 'Nachricht ist erforderlich',
    });
    expect(errors(newsletterSchema, { email: '' }, 'ja')).toEqual({ email: 'メールアドレスは必須です' });
    expect(errors(madeNotBornFormSchema, badLink, 'de')).toEqual({ link: 'Bitte geben Sie eine gültige Webadresse ein' });
    expect(errors(newsletterSchema, { email: '' }, 'de')).toEqual({ email: 'E-Mail-Adresse ist erforderlich' });
    expect(errors(madeNotBornFormSchema, badLink, 'en')).toEqual({ link: 'Please enter a valid web address' });
  });

  it('names the field in a general message in the language too', () => {
    const fund = { name: 'Ada Lovelace', email: 'ada@example.com', organisation: '', projectTitle: 'Strings', message: 'x' };
    expect(errors(fundFormSchema, fund, 'en')).toEqual({ organisation: 'Organisation is required' });
    expect(errors(fundFormSchema, fund, 'ja')).toEqual({ organisation: '団体名は必須です' });
  });
});
