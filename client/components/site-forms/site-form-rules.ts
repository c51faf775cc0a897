import { contactLiveSchema, contactSubmitSchema } from '../../../shared/forms/contact-forms';
import { fundFormSchema, learningSpaceFieldsSchema, madeNotBornFormSchema } from '../../../shared/forms/promotion-forms';
import { formMessageIn } from '../../../shared/forms/form-message';
import type { FormRules } from '../form-kit/use-form';

/**
 * The site forms' rules (and zod with them): one chunk, imported when the visitor first focuses
 * or changes a field of any of these forms (load-site-form-rules.ts), never with the page. The
 * page renders without them: before a field is touched no message can show, and a native post
 * is checked by the BFF with these same schemas.
 */
export const contactRules: FormRules = { schema: contactLiveSchema, submitSchema: contactSubmitSchema, messageIn: formMessageIn };
export const fundRules: FormRules = { schema: fundFormSchema, messageIn: formMessageIn };
export const learningSpaceRules: FormRules = { schema: learningSpaceFieldsSchema, messageIn: formMessageIn };
export const madeNotBornRules: FormRules = { schema: madeNotBornFormSchema, messageIn: formMessageIn };
