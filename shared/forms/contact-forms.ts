import { z } from '../zod';
import { EMAIL_PATTERN, NAME_MIN_LENGTH, says } from './field-rules';
import { CONTACT_MESSAGES, FIELD_MESSAGES, NEWSLETTER_MESSAGES } from './form-messages-strings';
import { CONTACT_MESSAGE_MAX_LENGTH, EXTRA_PROPERTIES_MAX_KEYS, EXTRA_PROPERTY_MAX_LENGTH, FORM_TYPES } from './contact-fields';

/**
 * The help area's contact, report and request-content forms and the footer newsletter, with the
 * exact messages of SPEC sections 5 and 8 (form-messages-strings.ts, read at validation time).
 * The browser and the BFF use these same schemas; what the pages render with (form types,
 * bounds, the query-string map) is in contact-fields.ts, without zod.
 */

export { CONTACT_MESSAGE_MAX_LENGTH, EXTRA_PROPERTIES_MAX_KEYS, EXTRA_PROPERTY_MAX_LENGTH, FORM_TYPES, queryProperties } from './contact-fields';

/**
 * The rules as the visitor types (SPEC: "live on change"): an empty name reads 'Contact name
 * is required'. Submitting applies `contactSubmitSchema` to what was never touched.
 */
export const contactLiveSchema = z.object({
  name: z.string().trim().min(1, says(() => CONTACT_MESSAGES.contactNameRequired)).min(NAME_MIN_LENGTH, says(() => CONTACT_MESSAGES.nameTooShort)).max(200, says(() => CONTACT_MESSAGES.nameTooShort)),
  email: z.string().trim().max(254, says(() => CONTACT_MESSAGES.email)).regex(EMAIL_PATTERN, says(() => CONTACT_MESSAGES.email)),
  message: z.string().trim().min(1, says(() => CONTACT_MESSAGES.messageRequired)).max(CONTACT_MESSAGE_MAX_LENGTH, says(() => CONTACT_MESSAGES.messageRequired)),
});

/** On submit: empty name -> 'Name is required', empty email -> 'Please enter a valid email'. */
export const contactSubmitSchema = contactLiveSchema.extend({
  name: z.string().trim().min(1, says(() => CONTACT_MESSAGES.nameRequired)).min(NAME_MIN_LENGTH, says(() => CONTACT_MESSAGES.nameTooShort)).max(200, says(() => CONTACT_MESSAGES.nameTooShort)),
});

export const extraPropertiesSchema = z
  .record(z.string().max(EXTRA_PROPERTY_MAX_LENGTH), z.string().max(EXTRA_PROPERTY_MAX_LENGTH))
  .refine((map) => Object.keys(map).length <= EXTRA_PROPERTIES_MAX_KEYS, says(() => FIELD_MESSAGES.tooManyProperties(EXTRA_PROPERTIES_MAX_KEYS)))
  .default({});

/** POST /v4/promotion/contactinfos: SPEC section 3 "Contact info submission". */
export const contactInfoSchema = contactSubmitSchema.extend({
  formType: z.union([z.literal(FORM_TYPES.contact), z.literal(FORM_TYPES.report)]),
  extraProperties: extraPropertiesSchema,
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;

/** The newsletter's one field: required, then a valid address. */
export const newsletterSchema = z.object({
  email: z.string().trim().min(1, says(() => NEWSLETTER_MESSAGES.required)).max(254, says(() => NEWSLETTER_MESSAGES.invalid)).regex(EMAIL_PATTERN, says(() => NEWSLETTER_MESSAGES.invalid)),
});
export type NewsletterSubscription = z.infer<typeof newsletterSchema>;
