/**
 * Visible wording of the footer newsletter block. SPEC fixes only its messages and toasts
 * (shared/forms/contact-forms.ts, shared/help-text.ts); the heading, label and button are ours.
 */
export const NEWSLETTER_TEXT = {
  heading: 'Stay in tune',
  intro: 'News about nkoda, new music and events, by email. Unsubscribe at any time.',
  /** Not 'Email address': page forms use that label, and tests find them by it page-wide. */
  label: 'Your email',
  submit: 'Sign up',
  sending: 'Signing up…',
} as const;
