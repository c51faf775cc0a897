/**
 * Wording fixed by SPEC for the Help area, the contact forms and the newsletter (sections 2, 8
 * and 9). Pages and tests import it from here; intros the spec only describes are worded here.
 * A strings module (issue 20): the analytics names and timings are in shared/spec.ts.
 */

/** Breadcrumb names and page titles. */
export const HELP_CRUMBS = {
  help: 'Help',
  faq: 'FAQ',
  contact: 'Contact',
  report: 'Report',
  requestContent: 'Request content',
} as const;

export const HELP_TEXT = {
  contact: {
    title: 'Contact',
    introTitle: 'Get in touch',
  },
  report: {
    title: 'Report',
    introTitle: 'Give us feedback',
  },
  requestContent: {
    introTitle: "We're listening",
    /** SPEC's "Name*" and "Email address*": the label, then `requiredMark` (see RequestContentForm). */
    nameLabel: 'Name',
    emailLabel: 'Email address',
    requiredMark: '*',
    messageLabel: 'What would you like to see on the product?',
    messagePlaceholder: 'Type your message in here',
    thanks: 'We will be working hard to get this music for you.',
  },
  backToHome: 'Back to home',
} as const;

/** SPEC section 8: the newsletter's toasts. */
export const NEWSLETTER_TOASTS = {
  success: { title: 'Thanks for signing up', message: "We'll send you all the latest news by email." },
  failure: { title: 'Error', message: 'Please try again' },
} as const;
