/** Wording shared by every form of the site (field messages live in shared/forms/field-rules.ts). */
export const FORM_TEXT = {
  required: 'required',
  sending: 'Sending…',
  /** A refusal by the service (it answered false or 4xx): the visitor can fix or ask us. */
  refused: 'We could not accept this form. Please check your details and try again, or contact us if it keeps happening.',
  /** The service could not be reached: nothing typed is lost. */
  unavailable: 'We could not send your form just now. Everything you typed is still here: please try again in a moment.',
  /** The server found problems the page had not shown (it checks the same rules). */
  invalid: 'Please correct the highlighted fields.',
  chooseOne: 'Choose one',
  /** The honeypot's label: people never see it (hidden), bots read it and fill the box anyway. */
  trap: 'Leave this field empty',
} as const;
