import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '../../shared/languages';
import '../../worker/i18n/install';
import { formMessageIn } from '../../shared/forms/form-message';
import { contactInfoSchema, contactLiveSchema, contactSubmitSchema, newsletterSchema } from '../../shared/forms/contact-forms';
import { fieldErrors } from '../../shared/forms/field-rules';
import { fundFormSchema, learningSpaceFormSchema, madeNotBornFormSchema } from '../../shared/forms/promotion-forms';

/**
 * Issue 33: a value longer than its field takes gets a message saying it is too long, with the
 * bound as the page's language writes numbers, never the too-short, required or invalid one.
 * Typed out here as a visitor reads them (not read from the catalogues), per language.
 */
const EXPECTED: Record<Language, { name: string; email: string; message: string; newsletter: string }> = {
  en: {
    name: 'Name must be at most 200 characters long.',
    email: 'Email address must be at most 254 characters long.',
    message: 'Message must be at most 5,000 characters long.',
    newsletter: 'Email must be at most 254 characters long.',
  },
  de: {
    name: 'Der Name darf höchstens 200 Zeichen lang sein.',
    email: 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.',
    message: 'Die Nachricht darf höchstens 5.000 Zeichen lang sein.',
    newsletter: 'Die E-Mail-Adresse darf höchstens 254 Zeichen lang sein.',
  },
  fr: {
    name: 'Le nom doit comporter au maximum 200\u00a0caractères.',
    email: 'L’adresse e-mail doit comporter au maximum 254\u00a0caractères.',
    // French groups thousands with a narrow no-break space.
    message: 'Le message doit comporter au maximum 5\u202f000\u00a0caractères.',
    newsletter: 'L’adresse e-mail doit comporter au maximum 254\u00a0caractères.',
  },
  es: {
    name: 'El nombre debe tener como máximo 200 caracteres.',
    email: 'El correo electrónico debe tener como máximo 254 caracteres.',
    // Spanish does not group a four-digit number.
    message: 'El mensaje debe tener como máximo 5000 caracteres.',
    newsletter: 'El correo electrónico debe tener como máximo 254 caracteres.',
  },
  it: {
    name: 'Il nome può contenere al massimo 200 caratteri.',
    email: 'L’indirizzo email può contenere al massimo 254 caratteri.',
    message: 'Il messaggio può contenere al massimo 5000 caratteri.',
    newsletter: 'L’indirizzo email può contenere al massimo 254 caratteri.',
  },
  ja: {
    name: 'お名前は200文字以内で入力してください。',
    email: 'メールアドレスは254文字以内で入力してください。',
    message: 'メッセージは5,000文字以内で入力してください。',
    newsletter: 'メールアドレスは254文字以内で入力してください。',
  },
  zh: {
    name: '姓名不得超过200个字符。',
    email: '电子邮箱地址不得超过254个字符。',
    message: '留言不得超过5,000个字符。',
    newsletter: '电子邮箱地址不得超过254个字符。',
  },
};

const errorsOf = (schema: z.ZodType, value: unknown, language: Language = 'en'): Record<string, string> => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error, formMessageIn(language));
};

/** An address of exactly `length` characters. */
const addressOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

const contact = { name: 'Clara Wieck', email: 'clara@example.com', message: 'More Hildegard, please.' };

describe('too long: the message says so, in every language', () => {
  it.each(LANGUAGES)('%s: the contact, report and request-content forms, live and on submit, and the BFF body', (language) => {
    const words = EXPECTED[language];
    for (const schema of [contactLiveSchema, contactSubmitSchema, contactInfoSchema]) {
      const body = schema === contactInfoSchema ? { ...contact, formType: 4 } : contact;
      expect(errorsOf(schema, { ...body, name: 'C'.repeat(201) }, language)).toEqual({ name: words.name });
      expect(errorsOf(schema, { ...body, email: addressOf(255) }, language)).toEqual({ email: words.email });
      expect(errorsOf(schema, { ...body, message: 'x'.repeat(5001) }, language)).toEqual({ message: words.message });
      // At the bound nothing shows, and spaces around a value do not count towards it.
      expect(errorsOf(schema, { ...body, name: ` ${'C'.repeat(200)} `, email: addressOf(254), message: `${'x'.repeat(5000)}\n` }, language)).toEqual({});
    }
  });

  it.each(LANGUAGES)('%s: the footer newsletter and the promotion forms', (language) => {
    const words = EXPECTED[language];
    expect(errorsOf(newsletterSchema, { email: addressOf(255) }, language)).toEqual({ email: words.newsletter });
    const fund = { ...contact, organisation: 'Riverside Music Hub', projectTitle: 'Strings for all' };
    expect(errorsOf(fundFormSchema, { ...fund, name: 'C'.repeat(201), email: addressOf(255) }, language)).toEqual({ name: words.name, email: words.email });
    const application = { ...contact, discipline: 'Composer', link: '' };
    expect(errorsOf(madeNotBornFormSchema, { ...application, message: 'x'.repeat(2001) }, language).message).toBe(
      words.message.replace(/5.?000/u, new Intl.NumberFormat(LANGUAGE_TAGS[language]).format(2000)),
    );
  });

  it('English: every visitor-typed text field of every form says "at most" with its own bound', () => {
    const forms: Array<[string, z.ZodObject, Record<string, unknown>]> = [
      ['contact', contactInfoSchema, { ...contact, formType: 4 }],
      ['newsletter', newsletterSchema, { email: contact.email }],
      ['learning space', learningSpaceFormSchema, { ...contact, role: 'Teacher', instrument: '', organisation: '', event: 'spring-open-day' }],
      ['made not born', madeNotBornFormSchema, { ...contact, discipline: 'Composer', link: '' }],
      ['fund', fundFormSchema, { ...contact, organisation: 'Riverside Music Hub', projectTitle: 'Strings for all' }],
    ];
    let checked = 0;
    for (const [form, schema, valid] of forms) {
      expect(errorsOf(schema, valid), form).toEqual({});
      for (const [field, rule] of Object.entries(schema.shape)) {
        // The event is the page's, not typed; a select takes its fixed answers only.
        if (field === 'event') continue;
        const inner = rule instanceof z.ZodDefault ? rule.unwrap() : rule;
        if (!(inner instanceof z.ZodString) || inner.maxLength === null) continue;
        const max = inner.maxLength;
        const value = field === 'email' ? addressOf(max + 1) : field === 'link' ? `https://example.com/${'x'.repeat(max)}` : 'x'.repeat(max + 1);
        const message = errorsOf(schema, { ...valid, [field]: value })[field];
        expect(message, `${form} ${field}`).toMatch(
          new RegExp(`^[A-Z][a-z ]+ must be at most ${new Intl.NumberFormat('en-GB').format(max)} characters long\\.$`),
        );
        checked += 1;
      }
    }
    // name, email and message of the contact forms; the newsletter's email; five of the
    // learning space's (name, email, instrument, organisation, message); made-not-born's four
    // (name, email, link, message); the fund's five.
    expect(checked).toBe(3 + 1 + 5 + 4 + 5);
  });
});
