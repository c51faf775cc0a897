import type { LEARNING_SPACE_ROLES, MADE_NOT_BORN_DISCIPLINES } from '../../../shared/forms/promotion-fields';

/**
 * Labels and thank-you wording of the promotion forms (their rules: shared/forms/promotion-forms.ts).
 * A strings module (issue 20).
 */
export const PROMOTION_FORM_TEXT = {
  name: 'Name',
  email: 'Email address',
  learningSpace: {
    role: 'Role',
    /** Each role as the select shows it; the value posted stays the English one. */
    roles: {
      Teacher: 'Teacher',
      Student: 'Student',
      Performer: 'Performer',
      'Parent or carer': 'Parent or carer',
      Other: 'Other',
    } satisfies Record<(typeof LEARNING_SPACE_ROLES)[number], string>,
    instrument: 'Instrument',
    organisation: 'School or organisation',
    message: 'Anything we should know?',
    messageHint: 'Access needs, the instrument you play, or questions for the team.',
    submit: 'Register interest',
    thanksTitle: 'Thank you for registering',
    thanks: (event: string) => `We have your details for ${event}. We will email you with joining instructions before the day.`,
  },
  madeNotBorn: {
    discipline: 'Discipline',
    /** Each discipline as the select shows it; the value posted stays the English one. */
    disciplines: {
      Composer: 'Composer',
      Performer: 'Performer',
      Ensemble: 'Ensemble',
      Conductor: 'Conductor',
      'Music educator': 'Music educator',
    } satisfies Record<(typeof MADE_NOT_BORN_DISCIPLINES)[number], string>,
    link: 'Link to your work',
    linkHint: 'Optional: a recording, a score or a website (starting with https://).',
    message: 'Tell us about your work',
    messagePlaceholder: 'What you make, what you would do with support, and where you are in your career.',
    submit: 'Send application',
    thanksTitle: 'Thank you for applying',
    thanks: 'Your application has reached the Made Not Born team. We read every one and will reply by email.',
  },
  fund: {
    organisation: 'School or organisation',
    projectTitle: 'Project title',
    message: 'Project description',
    messageHint: 'Who takes part, what you will do, and what difference the grant would make.',
    submit: 'Send application',
    thanksTitle: 'Thank you for applying',
    thanks: 'Your application has reached the fund panel. We will email you when decisions are made.',
    closed: 'Applications are closed for now. Sign up to our newsletter at the bottom of this page to hear when the next round opens.',
  },
} as const;
