import type { MarketingCtaCopy, MarketingPageCopy } from './marketing-strings';

/** /development-partnership: for publishers and institutions who want to partner with nkoda. */
export const PARTNERSHIP_TEXT = {
  title: 'Development partnership',
  heading: 'Development partnership',
  eyebrow: 'Our projects',
  intro:
    'We work with publishers and institutions to bring more music into the digital library, on terms that are fair to the people who write, edit and publish it.',
  description:
    'Partner with nkoda: digitise your catalogue, earn fair royalties from subscriptions and see clear reports of how your editions are used.',
  keywords: ['publishing partnership', 'digitise music catalogue', 'sheet music royalties', 'nkoda for publishers'],
  sections: [
    {
      title: 'For publishers',
      points: [
        { title: 'Digitising your catalogue', text: 'We prepare digital editions from your print files or scans and check them against the source. Nothing appears in the library until you have approved it.' },
        { title: 'Fair royalties', text: 'Publishers are paid from subscription income according to how much their editions are used, at rates written into one agreement that is the same for every publisher.' },
        { title: 'Clear reports', text: 'Regular reports show which of your editions were opened, how often and in which countries, ready to use in your own accounts and royalty statements.' },
      ],
    },
    {
      title: 'For institutions',
      paragraphs: [
        'Conservatoires, libraries and ensembles can partner with us to make their own editions and archive material available to their members and, with the rights holders\u2019 agreement, to every nkoda subscriber.',
      ],
    },
  ],
} as const satisfies MarketingPageCopy;

/** The featured publishers section (left out when the catalogue cannot be read). */
export const PARTNERSHIP_PUBLISHERS = {
  title: 'Publishers already in the library',
  intro: 'Some of the publishers whose editions nkoda subscribers read today.',
} as const;

export const PARTNERSHIP_CTA = {
  title: 'Talk to us about a partnership',
  text: 'Tell us about your catalogue or collection, and our partnerships team will reply with how we could work together.',
} as const satisfies MarketingCtaCopy;

export const PARTNERSHIP_LINKS = {
  contact: 'Contact our partnerships team',
} as const;
