/**
 * Visible wording of the content-managed pages (legal, FAQ, learning spaces), kept in one place so
 * a wording change is made once and the tests import what they assert.
 */
export const LEGAL_TEXT = {
  title: 'Legal',
  intro: 'The terms that apply when you use nkoda, and how we look after your data.',
  description: 'Privacy policy, licence agreement, terms and other legal information for the nkoda sheet-music library.',
  /** The index's keywords; each legal page adds its own title. */
  keywords: ['privacy policy', 'terms and conditions', 'licence agreement', 'cookies', 'nkoda legal'],
  /** "Last updated 10 March 2025" */
  lastUpdated: 'Last updated',
  listLabel: 'Legal pages',
  none: 'There are no legal pages to show just now.',
} as const;

export const FAQ_TEXT = {
  title: 'Frequently asked questions',
  crumb: 'FAQ',
  intro: 'Answers to the questions we are asked most often. Choose a question to read its answer.',
  description: 'Answers to common questions about nkoda: subscriptions, the apps, offline use, annotations and institutional access.',
  listLabel: 'Questions',
  keywords: ['FAQ', 'help', 'subscriptions', 'sheet music app'],
  none: 'There are no questions to show just now.',
} as const;

export const EVENTS_TEXT = {
  title: 'Learning spaces',
  intro: 'Workshops, masterclasses and webinars for performers, teachers and students, in person and online.',
  description: 'Learning spaces: workshops, masterclasses and webinars from nkoda for performers, teachers and students.',
  /** The list's keywords; each event adds its title and place. */
  keywords: ['music workshops', 'masterclasses', 'webinars', 'music education'],
  featured: 'Featured events',
  upcoming: 'Upcoming events',
  past: 'Past events',
  noUpcoming: 'There are no upcoming events just now. Take a look at our past events below, and check back soon.',
  eyebrow: 'Event',
  when: 'When',
  where: 'Where',
  /** Said after a time so a visitor abroad knows which clock it is. */
  ukTime: 'UK time',
  to: 'to',
  register: 'Register your interest',
  registrationClosed: 'This event has taken place, so registration is closed.',
  seeUpcoming: 'See upcoming events',
} as const;

