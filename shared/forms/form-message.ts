import { CONTACT_MESSAGES, FIELD_MESSAGES, FIELD_NAMES, NEWSLETTER_MESSAGES } from '#messages/shared/forms/form-messages';
import { messagesIn } from '../i18n/messages-in';
import type { Language } from '../languages';

/**
 * The forms' messages are named by the schemas and written in a language only when the errors are
 * read. A schema has no language: the browser and the BFF share it, and the BFF answers all
 * seven. Its rules say which catalogue entry a failure is told (`formMessage`), zod keeps that
 * name as the issue's message, and `formMessageIn(language)` writes it in the page's language,
 * with the bound the failed check itself reports, so the number a visitor reads is the schema's.
 */
const TABLES = { CONTACT_MESSAGES, FIELD_MESSAGES, NEWSLETTER_MESSAGES };
type Tables = typeof TABLES;

/** A catalogue entry of the forms' messages: 'FIELD_MESSAGES.nameRequired'. */
export type FormMessageId = { [T in keyof Tables]: `${T}.${Extract<keyof Tables[T], string>}` }[keyof Tables];

/** A field's name as its messages say it, e.g. 'role' -> 'Role'. */
export type FieldName = keyof typeof FIELD_NAMES;

/** What a failure is told: the entry, the field a general message names, and a bound no check reports. */
export function formMessage(id: FormMessageId, values: { field?: FieldName; max?: number } = {}): string {
  const query = new URLSearchParams();
  if (values.field) query.set('field', values.field);
  if (values.max !== undefined) query.set('max', String(values.max));
  return query.size ? `${id}?${query}` : id;
}

/** What zod gives for a failed check: its message (an entry's name) and, for a bound, the bound. */
export interface FailedCheck {
  message: string;
  maximum?: number | bigint;
}

type Message = string | ((values: { max: number; label: string }) => string);

/** The visitor's words for a failed check, in `language`; a message no entry names is kept as zod wrote it. */
export function formMessageIn(language: Language): (check: FailedCheck) => string {
  return ({ message, maximum }) => {
    const [id = '', query] = message.split('?');
    const [table = '', key = ''] = id.split('.');
    if (!Object.hasOwn(TABLES, table)) return message;
    const entry = (messagesIn(TABLES[table as keyof Tables], language) as Record<string, Message | undefined>)[key];
    if (entry === undefined) return message;
    if (typeof entry === 'string') return entry;
    const values = new URLSearchParams(query);
    const field = values.get('field') as FieldName | null;
    return entry({ max: Number(values.get('max') ?? maximum ?? 0), label: field ? messagesIn(FIELD_NAMES, language)[field] : '' });
  };
}

/** Whether a failed check is told `id` (the newsletter shows its required message sooner than the others). */
export const isFormMessage = (check: FailedCheck, id: FormMessageId): boolean => check.message.split('?')[0] === id;
