/**
 * Wording shared by the kit's forms (field messages live in shared/forms/field-rules.ts; the
 * frame's own two words in field-frame.tsx, which every page loads with the footer).
 */
export const FORM_TEXT = {
  sending: 'Sending…',
  /** A refusal by the service (it answered false or 4xx): the visitor can fix or ask us. */
  refused: 'We could not accept this form. Please check your details and try again, or contact us if it keeps happening.',
  /** The service could not be reached: nothing typed is lost. */
  unavailable: 'We could not send your form just now. Everything you typed is still here: please try again in a moment.',
  /** The server found problems the page had not shown (it checks the same rules). */
  invalid: 'Please correct the highlighted fields.',
  chooseOne: 'Choose one',
} as const;
