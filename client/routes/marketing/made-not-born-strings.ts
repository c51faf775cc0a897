import type { ApplyCopy, MarketingPageCopy } from './marketing-strings';

/** /made-not-born: the project for emerging composers and performers. */
export const MADE_NOT_BORN_TEXT = {
  title: 'Made not born',
  heading: 'Made not born',
  eyebrow: 'Our projects',
  intro:
    'Musicians are made by the chances they are given. Made not born gives emerging composers and performers some of those chances: a mentor, a paid commission, a recording and a published edition of new work.',
  description:
    'Made not born is nkoda\u2019s project for emerging composers and performers: mentoring, paid commissions, studio recordings and published editions of new music.',
  keywords: ['made not born', 'emerging composers', 'young performers', 'music commissions', 'new music editions'],
  sections: [
    {
      title: 'What the project offers',
      points: [
        { title: 'Mentoring', text: 'A year of regular sessions with an established composer or performer who works in your field.' },
        { title: 'Commissions', text: 'A paid commission for a new piece, written for performers taking part in the project.' },
        { title: 'Recordings', text: 'A professional recording of the new work, which the artists are free to use as they wish.' },
        { title: 'Editions', text: 'The finished score, prepared with a partner publisher and added to the nkoda library, with royalties paid to the composer.' },
      ],
    },
    {
      title: 'Who it is for',
      paragraphs: [
        'Composers and performers at the start of their careers, whatever route they took into music. A conservatoire training is not required; commitment to your work and a voice of your own are.',
      ],
    },
    {
      title: 'How a year runs',
      steps: [
        'Applications open, and a panel of musicians and publishers reads every one.',
        'The selected composers and performers meet their mentors and begin work together.',
        'Each composer writes a new piece for performers in the project.',
        'The new works are premiered and recorded.',
        'The edited scores are published and join the library for every subscriber to play.',
      ],
    },
  ],
} as const satisfies MarketingPageCopy;

export const MADE_NOT_BORN_APPLY = {
  title: 'Apply to Made not born',
  who: 'Composers and performers aged 18 or over who live in the UK and are at the start of their professional careers can apply, on their own or as a composer and performer pair. You do not need to be an nkoda subscriber, and there is no fee to apply.',
} as const satisfies ApplyCopy;
