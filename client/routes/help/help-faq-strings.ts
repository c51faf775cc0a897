import { HELP_CRUMBS } from '../../../shared/help-strings';

/**
 * Visible wording of the help home and the help area's FAQ that SPEC leaves open (its fixed
 * names, crumbs and page views are in shared/help-text.ts). Pages and tests import both.
 */
export const HELP_HOME_TEXT = {
  title: HELP_CRUMBS.help,
  intro: 'Find an answer in our FAQ or the Help Centre, or get in touch with the nkoda team.',
  description: 'Help with nkoda: frequently asked questions, contact, reporting a problem and requesting music.',
  linksLabel: 'Help pages',
  faq: 'Frequently asked questions',
  faqAbout: 'Answers about the app, your account and subscriptions.',
  contact: 'Contact us',
  contactAbout: 'Send a message to the support team.',
  report: 'Report a problem',
  reportAbout: 'Tell us about something that is not working.',
  requestContent: 'Request content',
  requestContentAbout: 'Ask for music you would like to see in the library.',
  helpCentre: 'Help Centre',
  helpCentreAbout: 'Guides and articles on every part of nkoda.',
} as const;

export const HELP_FAQ_TEXT = {
  title: HELP_CRUMBS.faq,
  intro: 'Choose a subject to see its topics, then a topic to read its questions and answers.',
  description: 'Frequently asked questions about nkoda, by subject and topic.',
  categoriesLabel: 'FAQ subjects',
  topicsLabel: 'Topics',
  legal: 'Legal',
  scrollTop: 'Back to top',
} as const;

/** "2. Reading music" */
export const topicLabel = (topic: number, title: string) => `${topic}. ${title}`;
/** "2.3" */
export const questionNumber = (topic: number, question: number) => `${topic}.${question}`;
