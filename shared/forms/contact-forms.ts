import { z } from '../zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, LINE_MAX_LENGTH, NAME_MIN_LENGTH, says } from './field-rules';
import type { FormMessageId } from './form-message';
import { CONTACT_MESSAGE_MAX_LENGTH, EXTRA_PROPERTIES_MAX_KEYS, EXTRA_PROPERTY_MAX_LENGTH, FORM_TYPES } from './contact-fields';

/**
 * The help area's contact, report and request-content forms and the footer newsletter, with the
 * exact messages of docs/requirements.md §5 and §8 (named here, written in the page's language by
 * form-message.ts). The browser and the BFF use these same schemas; what the pages render with
 * (form types, bounds, the query-string map) is in contact-fields.ts, without zod.
 */

export { CONTACT_MESSAGE_MAX_LENGTH, EXTRA_PROPERTIES_MAX_KEYS, EXTRA_PROPERTY_MAX_LENGTH, FORM_TYPES, queryProperties } from './contact-fields';

/**
 * A contact form's name: required (worded live or on submit), 4 characters at least
 * (docs/requirements.md §9.1), and a line's bound at most, each with its own message (a name too
 * long says so, issue 33).
 */
function contactName(required: FormMessageId) {
  return z
    .string()
    .trim()
    .min(1, says(required))
    .min(NAME_MIN_LENGTH, says('CONTACT_MESSAGES.nameTooShort'))
    .max(LINE_MAX_LENGTH, says('FIELD_MESSAGES.nameTooLong'));
}

/**
 * The rules as the visitor types (docs/requirements.md §5.1: "live, on change"): an empty name
 * reads 'Contact name is required'. Submitting applies `contactSubmitSchema` to what was never
 * touched.
 */
export const contactLiveSchema = z.object({
  name: contactName('CONTACT_MESSAGES.contactNameRequired'),
  email: z.string().trim().max(EMAIL_MAX_LENGTH, says('FIELD_MESSAGES.emailTooLong')).regex(EMAIL_PATTERN, says('CONTACT_MESSAGES.email')),
  message: z.string().trim().min(1, says('CONTACT_MESSAGES.messageRequired')).max(CONTACT_MESSAGE_MAX_LENGTH, says('FIELD_MESSAGES.messageTooLong')),
});

/** On submit: empty name -> 'Name is required', empty email -> 'Please enter a valid email'. */
export const contactSubmitSchema = contactLiveSchema.extend({
  name: contactName('CONTACT_MESSAGES.nameRequired'),
});

export const extraPropertiesSchema = z
  .record(z.string().max(EXTRA_PROPERTY_MAX_LENGTH), z.string().max(EXTRA_PROPERTY_MAX_LENGTH))
  .refine((map) => Object.keys(map).length <= EXTRA_PROPERTIES_MAX_KEYS, says('FIELD_MESSAGES.tooManyProperties', { max: EXTRA_PROPERTIES_MAX_KEYS }))
  .default({});

/** POST /v4/promotion/contactinfos: docs/requirements.md §3.5, the contact info submission. */
export const contactInfoSchema = contactSubmitSchema.extend({
  formType: z.union([z.literal(FORM_TYPES.contact), z.literal(FORM_TYPES.report)]),
  extraProperties: extraPropertiesSchema,
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** The newsletter's one field: required, within the bound, then a valid address. */
export const newsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, says('NEWSLETTER_MESSAGES.required'))
    .max(EMAIL_MAX_LENGTH, says('NEWSLETTER_MESSAGES.tooLong'))
    .regex(EMAIL_PATTERN, says('NEWSLETTER_MESSAGES.invalid')),
});
export type NewsletterSubscription = z.infer<typeof newsletterSchema>;
