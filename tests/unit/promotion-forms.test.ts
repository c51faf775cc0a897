import { describe, expect, it } from 'vitest';
import { formMessageIn } from '../../shared/forms/form-message';
import { fieldErrors } from '../../shared/forms/field-rules';
import { FIELD_MESSAGES } from '#messages/shared/forms/form-messages';
import { fundFormSchema, learningSpaceFormSchema, madeNotBornFormSchema } from '../../shared/forms/promotion-forms';
import type { z } from 'zod';

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error, formMessageIn('en'));
}

const person = { name: 'Ada Lovelace', email: 'ada@example.com' };

describe('shared field rules', () => {
  it('name: required first, then at least 4 characters, spaces do not count', () => {
    expect(errorsOf(madeNotBornFormSchema, { name: '' }).name).toBe(FIELD_MESSAGES.nameRequired);
    expect(errorsOf(madeNotBornFormSchema, { name: '   ' }).name).toBe(FIELD_MESSAGES.nameRequired);
    expect(errorsOf(madeNotBornFormSchema, { name: ' Ada ' }).name).toBe(FIELD_MESSAGES.nameTooShort);
    expect(errorsOf(madeNotBornFormSchema, { name: 'Adam' }).name).toBeUndefined();
  });

  it('email: a standard address or the one message', () => {
    for (const bad of ['', 'ada', 'ada@', 'ada@example', 'ada @example.com', '@example.com', 'ada@.com']) {
      expect(errorsOf(madeNotBornFormSchema, { email: bad }).email, bad).toBe(FIELD_MESSAGES.email);
    }
    for (const good of ['ada@example.com', 'a.b+c@mail.example.co.uk', ' ada@example.com ']) {
      expect(errorsOf(madeNotBornFormSchema, { email: good }).email, good).toBeUndefined();
    }
  });
});

describe('made-not-born form', () => {
  it('accepts a complete application and drops unknown keys', () => {
    const parsed = madeNotBornFormSchema.parse({ ...person, discipline: 'Composer', message: 'My string quartet', admin: true });
    expect(parsed).toEqual({ ...person, discipline: 'Composer', link: '', message: 'My string quartet' });
  });

  it('names every missing or wrong field', () => {
    expect(errorsOf(madeNotBornFormSchema, { name: 'Ada Lovelace', email: 'x', discipline: '', link: 'javascript:alert(1)', message: '' })).toEqual({
      email: FIELD_MESSAGES.email,
      discipline: FIELD_MESSAGES.choiceDiscipline,
      link: FIELD_MESSAGES.link,
      message: FIELD_MESSAGES.messageRequired,
    });
  });

  it('takes only http(s) links', () => {
    const base = { ...person, discipline: 'Performer', message: 'Hello' };
    expect(errorsOf(madeNotBornFormSchema, { ...base, link: 'https://example.com/my-work' }).link).toBeUndefined();
    for (const bad of ['ftp://example.com', 'example', 'data:text/html,hi', 'https://']) {
      expect(errorsOf(madeNotBornFormSchema, { ...base, link: bad }).link, bad).toBe(FIELD_MESSAGES.link);
    }
  });
});

describe('learning-space form', () => {
  it('needs a role from the list and the event; organisation and message are optional', () => {
    expect(errorsOf(learningSpaceFormSchema, { ...person, role: 'Wizard', event: 'x' })).toEqual({ role: FIELD_MESSAGES.choiceRole });
    expect(learningSpaceFormSchema.parse({ ...person, role: 'Teacher', event: 'sight-reading-masterclass' })).toMatchObject({ organisation: '', message: '' });
  });

  it('bounds free text', () => {
    const errors = errorsOf(learningSpaceFormSchema, { ...person, role: 'Teacher', event: 'e', message: 'x'.repeat(2001) });
    // Said as a visitor reads it, the bound written as English writes numbers (issue 33).
    expect(errors.message).toBe('Message must be at most 2,000 characters long.');
  });
});

describe('fund form', () => {
  it('needs organisation, project title and description', () => {
    expect(errorsOf(fundFormSchema, { ...person, organisation: '', projectTitle: ' ', message: '' })).toEqual({
      organisation: FIELD_MESSAGES.required({ label: 'Organisation' }),
      projectTitle: FIELD_MESSAGES.required({ label: 'Project title' }),
      message: FIELD_MESSAGES.required({ label: 'Project description' }),
    });
  });
});
