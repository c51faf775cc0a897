/**
 * The forms' field messages, shown by the page and answered by the BFF in a 400 (SPEC section
 * 5's wording), and the field names those messages use. A strings module (issue 20): the schemas
 * in field-rules.ts, contact-forms.ts and promotion-forms.ts read these when they validate, never
 * when they are built, so one schema answers in the language of each page or request.
 */

export const FIELD_MESSAGES = {
  nameRequired: 'Name is required',
  /** NAME_MIN_LENGTH (field-rules.ts) is 4. */
  nameTooShort: 'Name must be at least 4 characters long.',
  email: 'Please enter a valid email',
  messageRequired: 'Message is required',
  required: (label: string) => `${label} is required`,
  /**
   * A value past its field's bound (issue 33). `max` is the bound as the page's language writes
   * numbers ("5,000"), from the schema's own check (field-rules.ts `saysAtMost`).
   */
  nameTooLong: (max: string) => `Name must be at most ${max} characters long.`,
  emailTooLong: (max: string) => `Email address must be at most ${max} characters long.`,
  messageTooLong: (max: string) => `Message must be at most ${max} characters long.`,
  /** Any other field's, by its name (FIELD_NAMES). */
  tooLong: (label: string, max: string) => `${label} must be at most ${max} characters long.`,
  link: 'Please enter a valid web address',
  choice: (label: string) => `Please choose your ${label.toLowerCase()}`,
  /** extraProperties past its bound: only a crafted post gets this. */
  tooManyProperties: (max: number) => `At most ${max} properties`,
} as const;

/** Field names as the messages say them ("Role" in "Please choose your role"). */
export const FIELD_NAMES = {
  name: 'Name',
  link: 'Link',
  message: 'Message',
  role: 'Role',
  instrument: 'Instrument',
  schoolOrOrganisation: 'School or organisation',
  discipline: 'Discipline',
  organisation: 'Organisation',
  projectTitle: 'Project title',
  projectDescription: 'Project description',
} as const;

/** The help area's contact and report forms (SPEC section 5). */
export const CONTACT_MESSAGES = {
  /** Live, as the name changes and is empty. */
  contactNameRequired: 'Contact name is required',
  /** On submit, for a name never filled in. */
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 4 characters long.',
  email: 'Please enter a valid email',
  messageRequired: 'Message is required',
} as const;

/** The footer newsletter (SPEC section 5). */
export const NEWSLETTER_MESSAGES = {
  required: 'Email is required',
  invalid: 'Enter a valid email address',
  /** Past the address's bound, written as the page's language writes numbers. */
  tooLong: (max: string) => `Email must be at most ${max} characters long.`,
} as const;
