/**
 * Wording of the Contact, Report, Request-content and /contact pages that SPEC only describes
 * (the fixed titles, labels and thank-you line live in shared/help-strings.ts; the few repeated
 * here are written out, since a strings module reads no other's words when it is loaded).
 * Pages and tests import both. A strings module (issue 20).
 */

export const HELP_FORM_TEXT = {
  nameLabel: 'Name',
  emailLabel: 'Email address',
  messageLabel: 'Message',
  sendMessage: 'Send message',
  thanksTitle: 'Thank you for your message',
  contact: {
    description: 'Contact the nkoda support team: read the Help Centre, chat with us or send us a message.',
    keywords: ['contact nkoda', 'nkoda support', 'help centre', 'customer support'],
    /** The intro sentence around the Help Centre link (SPEC: "read the Help Centre or contact support via chat bot or email"). */
    introBefore: 'Looking for an answer? Read our',
    helpCentre: 'Help Centre',
    introAfter: ', or contact our support team through the chat bot or by email using the form below.',
    formLabel: 'Contact form',
    thanks: 'Your message has reached our support team. We will reply by email.',
  },
  report: {
    description: 'Tell the nkoda team about a problem or an idea: your feedback shapes the product.',
    keywords: ['report a problem', 'feedback', 'nkoda support', 'bug report'],
    intro: 'Found something that is not working, or have an idea that would make nkoda better? Tell us below and the team will look into it.',
    formLabel: 'Report form',
    thanks: 'Your feedback has reached the team. We read every report and will reply by email if we need more details.',
  },
  requestContent: {
    title: 'Request content',
    description: 'Tell nkoda which composers, works, editions or publishers you would like to see in the library.',
    keywords: ['request sheet music', 'request content', 'nkoda catalogue', 'composers', 'editions'],
    intro:
      'We are always expanding our catalogue. Tell us which composers, works, editions or publishers you would like to see on nkoda and we will do our best to bring them to you.',
    formLabel: 'Request content form',
    requiredMark: '*',
    /** What the mark means, for those who see it (screen readers hear "required" on each field). */
    requiredNote: 'Fields marked * are required.',
    messageLabel: 'What would you like to see on the product?',
    messagePlaceholder: 'Type your message in here',
    submit: 'Submit',
    /** "By pressing submit you accept our {terms} and {privacy}." */
    noticeBefore: 'By pressing submit you accept our',
    terms: 'terms and conditions',
    noticeBetween: 'and our',
    privacy: 'privacy policy',
    thanksTitle: 'Thank you for your request',
    thanks: 'We will be working hard to get this music for you.',
    /** The message a search's request link fills in: what was searched and with which filters. */
    prefilledMessage: (query: string, filters: string) =>
      [query ? `I searched for \u201c${query}\u201d` : 'I searched', filters ? `with these filters: ${filters}` : ''].filter(Boolean).join(' ') + '.',
  },
  siteContact: {
    title: 'Contact us',
    description: 'Get in touch with nkoda about your subscription, our catalogue, institutions or partnerships.',
    keywords: ['contact nkoda', 'nkoda for institutions', 'partnerships', 'subscription help'],
    introTitle: 'We would love to hear from you',
    /** The intro line by `?enquiry=` (the institutions and development-partnership pages link with it). */
    intro: {
      default: 'Questions about nkoda, your subscription or our catalogue? Send us a message and the team will reply by email.',
      institutions:
        'Tell us about your school, conservatoire, university or library and we will be in touch about nkoda for institutions.',
      partnership:
        'Tell us about your organisation and the partnership you have in mind, and our partnerships team will reply by email.',
    },
    formLabel: 'Contact form',
  },
  backToHome: 'Back to home',
} as const;

export type EnquiryKind = keyof typeof HELP_FORM_TEXT.siteContact.intro;
