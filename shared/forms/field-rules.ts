import { z } from '../zod';

/**
 * Field rules and their messages, shared by the forms in the browser and by the BFF, so a
 * client can never post what the page would refuse. The wording follows SPEC section 5.
 */

/** SPEC section 9: names are at least 4 characters. */
export const NAME_MIN_LENGTH = 4;
/** Longest free-text answer any form takes (well inside the BFF's 16 KB body limit). */
export const MESSAGE_MAX_LENGTH = 2000;
/** Longest one-line answer (names, organisations, titles, links). */
export const LINE_MAX_LENGTH = 200;

export const FIELD_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooShort: `Name must be at least ${NAME_MIN_LENGTH} characters long.`,
  email: 'Please enter a valid email',
  messageRequired: 'Message is required',
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters long.`,
  link: 'Please enter a valid web address',
  choice: (label: string) => `Please choose your ${label.toLowerCase()}`,
} as const;

/** A standard email pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const nameField = z
  .string()
  .trim()
  .min(1, FIELD_MESSAGES.nameRequired)
  .min(NAME_MIN_LENGTH, FIELD_MESSAGES.nameTooShort)
  .max(LINE_MAX_LENGTH, FIELD_MESSAGES.tooLong('Name', LINE_MAX_LENGTH));

export const emailField = z
  .string()
  .trim()
  .max(254, FIELD_MESSAGES.email)
  .regex(EMAIL_PATTERN, FIELD_MESSAGES.email);

export const requiredText = (label: string, max = MESSAGE_MAX_LENGTH, message = FIELD_MESSAGES.required(label)) =>
  z.string().trim().min(1, message).max(max, FIELD_MESSAGES.tooLong(label, max));

export const optionalText = (label: string, max = LINE_MAX_LENGTH) =>
  z.string().trim().max(max, FIELD_MESSAGES.tooLong(label, max)).default('');

/** One of a fixed list of answers (a select); the empty first option counts as not chosen. */
export const choiceField = <const T extends readonly [string, ...string[]]>(label: string, options: T) =>
  z.enum(options, { error: FIELD_MESSAGES.choice(label) });

/** An optional http(s) address: a portfolio, a recording, a website. */
export const optionalLink = z
  .string()
  .trim()
  .max(LINE_MAX_LENGTH, FIELD_MESSAGES.tooLong('Link', LINE_MAX_LENGTH))
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(value), FIELD_MESSAGES.link)
  .default('');

/** Field name -> first message, the shape the forms and the BFF's 400 answer both use. */
export function fieldErrors(error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || 'body';
    fields[name] ??= issue.message;
  }
  return fields;
}
