import { z } from '../zod';
import { formMessage, type FieldName, type FormMessageId } from './form-message';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, LINE_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MIN_LENGTH } from './field-limits';

/**
 * Field rules, shared by the forms in the browser and by the BFF, so a client can never post
 * what the page would refuse. Each failure names its message (docs/requirements.md §5) in the
 * forms' catalogue; the schemas have no language, and whoever reads the errors writes them in the
 * page's (form-message.ts). Their bounds are in field-limits.ts, which the pages render with and
 * which has no zod in it.
 */

export { EMAIL_MAX_LENGTH, EMAIL_PATTERN, LINE_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MIN_LENGTH, fieldErrors } from './field-limits';

/** The catalogue entry a failed check is told (zod's `error` option; written in a language by formMessageIn). */
export const says = (id: FormMessageId, values?: { field?: FieldName; max?: number }) => ({ error: formMessage(id, values) });

export type { FieldName } from './form-message';

/** What a value past `field`'s bound is told: its own sentence for a name or a message, else the field's name in the general one. */
const tooLong = (field: FieldName) =>
  field === 'name'
    ? says('FIELD_MESSAGES.nameTooLong')
    : field === 'message'
      ? says('FIELD_MESSAGES.messageTooLong')
      : says('FIELD_MESSAGES.tooLong', { field });

export const nameField = z
  .string()
  .trim()
  .min(1, says('FIELD_MESSAGES.nameRequired'))
  .min(NAME_MIN_LENGTH, says('FIELD_MESSAGES.nameTooShort'))
  .max(LINE_MAX_LENGTH, tooLong('name'));

export const emailField = z.string().trim().max(EMAIL_MAX_LENGTH, says('FIELD_MESSAGES.emailTooLong')).regex(EMAIL_PATTERN, says('FIELD_MESSAGES.email'));

export const requiredText = (field: FieldName, max = MESSAGE_MAX_LENGTH, required = says('FIELD_MESSAGES.required', { field })) =>
  z.string().trim().min(1, required).max(max, tooLong(field));

export const optionalText = (field: FieldName, max = LINE_MAX_LENGTH) => z.string().trim().max(max, tooLong(field)).default('');

/** What a select left on its empty first option is told, worded for its field. */
const CHOICE_MESSAGES = {
  role: 'FIELD_MESSAGES.choiceRole',
  discipline: 'FIELD_MESSAGES.choiceDiscipline',
} satisfies Partial<Record<FieldName, FormMessageId>>;

/** One of a fixed list of answers (a select); the empty first option counts as not chosen. */
export const choiceField = <const T extends readonly [string, ...string[]]>(field: keyof typeof CHOICE_MESSAGES, options: T) =>
  z.enum(options, says(CHOICE_MESSAGES[field]));

/** An optional http(s) address: a portfolio, a recording, a website. */
export const optionalLink = z
  .string()
  .trim()
  .max(LINE_MAX_LENGTH, tooLong('link'))
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(value), says('FIELD_MESSAGES.link'))
  .default('');
