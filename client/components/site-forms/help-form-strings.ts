import { HELP_CRUMBS, HELP_TEXT } from '../../../shared/help-text';

/**
 * Wording of the Contact, Report, Request-content and /contact pages that SPEC only describes
 * (the fixed titles, labels and thank-you line live in shared/help-text.ts). Pages and tests
 * import both.
 */

export const HELP_FORM_TEXT = {
  nameLabel: HELP_TEXT.requestContent.nameLabel,
  emailLabel: HELP_TEXT.requestContent.emailLabel,
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
    title: HELP_CRUMBS.requestContent,
    description: 'Tell nkoda which composers, works, editions or publishers you would like to see in the library.',
    keywords: ['request sheet music', 'request content', 'nkoda catalogue', 'composers', 'editions'],
    intro:
      'We are always expanding our catalogue. Tell us which composers, works, editions or publishers you would like to see on nkoda and we will do our best to bring them to you.',
    formLabel: 'Request content form',
    requiredMark: HELP_TEXT.requestContent.requiredMark,
    /** What the mark means, for those who see it (screen readers hear "required" on each field). */
    requiredNote: `Fields marked ${HELP_TEXT.requestContent.requiredMark} are required.`,
    messageLabel: HELP_TEXT.requestContent.messageLabel,
    messagePlaceholder: HELP_TEXT.requestContent.messagePlaceholder,
    submit: 'Submit',
    /** "By pressing submit you accept our {terms} and {privacy}." */
    noticeBefore: 'By pressing submit you accept our',
    terms: 'terms and conditions',
    noticeBetween: 'and our',
    privacy: 'privacy policy',
    thanksTitle: 'Thank you for your request',
    thanks: HELP_TEXT.requestContent.thanks,
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
  backToHome: HELP_TEXT.backToHome,
} as const;

export type EnquiryKind = keyof typeof HELP_FORM_TEXT.siteContact.intro;

/** The intro line for the `enquiry` query value; anything unknown gets the general one. */
export function siteContactIntro(enquiry: string | null): string {
  const intros = HELP_FORM_TEXT.siteContact.intro;
  return enquiry && Object.hasOwn(intros, enquiry) ? intros[enquiry as EnquiryKind] : intros.default;
}
