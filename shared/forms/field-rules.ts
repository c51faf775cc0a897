import { z } from '../zod';
import { FIELD_MESSAGES, FIELD_NAMES } from './form-messages.messages';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, LINE_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MIN_LENGTH } from './field-limits';

/**
 * Field rules, shared by the forms in the browser and by the BFF, so a client can never post
 * what the page would refuse. Their messages (SPEC section 5) are in form-messages-strings.ts,
 * each given as a function read at validation time: the schemas are built once, when this
 * module loads, and must answer in the language of the page or request that uses them. Their
 * bounds are in field-limits.ts, which the pages render with and which has no zod in it.
 */

export { EMAIL_MAX_LENGTH, EMAIL_PATTERN, LINE_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MIN_LENGTH, fieldErrors } from './field-limits';

/** A message read when a value fails, in the language of that moment (zod's `error` option). */
export const says = (message: () => string) => ({ error: message });

/**
 * A `.max()` check's message, naming the bound zod's issue reports for that same check: the
 * number a visitor reads is the schema's own, never a second copy that could drift from it.
 */
export const saysAtMost = (message: (max: number) => string) => ({
  error: (issue: { maximum?: number | bigint }) => message(Number(issue.maximum ?? 0)),
});

/** A field's name as its messages say it, e.g. 'role' -> 'Role'. */
export type FieldName = keyof typeof FIELD_NAMES;

/** What a value past `field`'s bound is told: its own sentence for a name or a message, else the field's name in the general one. */
const tooLong = (field: FieldName) => (max: number) =>
  field === 'name' ? FIELD_MESSAGES.nameTooLong({ max }) : field === 'message' ? FIELD_MESSAGES.messageTooLong({ max }) : FIELD_MESSAGES.tooLong({ label: FIELD_NAMES[field], max });

export const nameField = z
  .string()
  .trim()
  .min(1, says(() => FIELD_MESSAGES.nameRequired))
  .min(NAME_MIN_LENGTH, says(() => FIELD_MESSAGES.nameTooShort))
  .max(LINE_MAX_LENGTH, saysAtMost(tooLong('name')));

export const emailField = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, saysAtMost((max) => FIELD_MESSAGES.emailTooLong({ max })))
  .regex(EMAIL_PATTERN, says(() => FIELD_MESSAGES.email));

export const requiredText = (field: FieldName, max = MESSAGE_MAX_LENGTH, message = () => FIELD_MESSAGES.required({ label: FIELD_NAMES[field] })) =>
  z.string().trim().min(1, says(message)).max(max, saysAtMost(tooLong(field)));

export const optionalText = (field: FieldName, max = LINE_MAX_LENGTH) => z.string().trim().max(max, saysAtMost(tooLong(field))).default('');

/** What a select left on its empty first option is told, worded for its field. */
const CHOICE_MESSAGES = {
  role: () => FIELD_MESSAGES.choiceRole,
  discipline: () => FIELD_MESSAGES.choiceDiscipline,
} satisfies Partial<Record<FieldName, () => string>>;

/** One of a fixed list of answers (a select); the empty first option counts as not chosen. */
export const choiceField = <const T extends readonly [string, ...string[]]>(field: keyof typeof CHOICE_MESSAGES, options: T) =>
  z.enum(options, says(CHOICE_MESSAGES[field]));

/** An optional http(s) address: a portfolio, a recording, a website. */
export const optionalLink = z
  .string()
  .trim()
  .max(LINE_MAX_LENGTH, saysAtMost(tooLong('link')))
  .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(value), says(() => FIELD_MESSAGES.link))
  .default('');
