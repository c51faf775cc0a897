import { z } from '../zod';
import { LEARNING_SPACE_ROLES, MADE_NOT_BORN_DISCIPLINES } from './promotion-fields';
import { choiceField, emailField, says, LINE_MAX_LENGTH, MESSAGE_MAX_LENGTH, nameField, optionalLink, optionalText, requiredText } from './field-rules';

/**
 * The promotion forms issue 4 adds (docs/requirements.md §5.3 leaves their fields open). Each
 * schema is the whole JSON body the BFF accepts and forwards; unknown keys are dropped. Their fixed
 * answers are in promotion-fields.ts, without zod, for the pages to render with.
 */

export { LEARNING_SPACE_ROLES, MADE_NOT_BORN_DISCIPLINES } from './promotion-fields';

/** Interest in a learning-spaces event: POST /v4/promotion/learningspace. */
export const learningSpaceFormSchema = z.object({
  name: nameField,
  email: emailField,
  role: choiceField('role', LEARNING_SPACE_ROLES),
  /** Optional; offered from the CMS's instrument family types. */
  instrument: optionalText('instrument'),
  organisation: optionalText('schoolOrOrganisation'),
  message: optionalText('message', MESSAGE_MAX_LENGTH),
  /** Slug of the event the visitor registers for. */
  event: z.string().trim().min(1).max(200),
});
export type LearningSpaceForm = z.infer<typeof learningSpaceFormSchema>;
/** What the visitor fills in; the event comes from the page. */
export const learningSpaceFieldsSchema = learningSpaceFormSchema.omit({ event: true });

/** An application to the made-not-born project: POST /v4/promotion/madenotborn. */
export const madeNotBornFormSchema = z.object({
  name: nameField,
  email: emailField,
  discipline: choiceField('discipline', MADE_NOT_BORN_DISCIPLINES),
  link: optionalLink,
  message: requiredText('message', MESSAGE_MAX_LENGTH, says('FIELD_MESSAGES.messageRequired')),
});
export type MadeNotBornForm = z.infer<typeof madeNotBornFormSchema>;

/** An application to the fund campaign: POST to its configured endpoint. */
export const fundFormSchema = z.object({
  name: nameField,
  email: emailField,
  organisation: requiredText('organisation', LINE_MAX_LENGTH),
  projectTitle: requiredText('projectTitle', 120),
  message: requiredText('projectDescription', MESSAGE_MAX_LENGTH),
});
export type FundForm = z.infer<typeof fundFormSchema>;

export { FORM_PATHS } from './form-paths';
