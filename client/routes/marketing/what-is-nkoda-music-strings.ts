import type { MarketingCtaCopy, MarketingPageCopy } from './marketing-strings';

/** /what-is-nkoda-music: what the library is, who it is for, how it works. */
export const WHAT_IS_NKODA_TEXT = {
  title: 'What is nkoda',
  heading: 'What is nkoda?',
  eyebrow: 'About nkoda',
  intro:
    'nkoda is a digital library of sheet music from the world\u2019s music publishers. One subscription opens their editions on your tablet, computer or phone, ready to read, mark up and take to rehearsal.',
  description:
    'nkoda is a subscription library of publishers\u2019 sheet-music editions for students, teachers, professional musicians, ensembles and institutions, on iOS, Android, Windows, Mac and the web.',
  keywords: ['what is nkoda', 'digital sheet music library', 'publishers\u2019 editions', 'sheet music subscription', 'scores on tablet'],
  sections: [
    {
      title: 'A library of publishers\u2019 editions',
      paragraphs: [
        'Every score in nkoda is a publisher\u2019s own edition: the same engraving, fingerings and editorial notes you would find in print, made available digitally with the publisher\u2019s agreement.',
        'Publishers are paid fairly for the use of their editions, so the library keeps growing as more of them bring their catalogues online.',
      ],
    },
    {
      title: 'Who it is for',
      points: [
        { title: 'Students', text: 'Find the pieces for your next lesson, exam or audition, and keep your teacher\u2019s markings with the music.' },
        { title: 'Teachers', text: 'Open the edition your pupil is learning, share your marks with them and plan lessons without a photocopier.' },
        { title: 'Professional musicians', text: 'Carry your whole repertoire in one bag, with your own bowings, breaths and cuts on every part.' },
        { title: 'Ensembles', text: 'Give every player the same edition and the same marks before the first rehearsal.' },
        { title: 'Institutions', text: 'Give students and staff one library to learn, teach and perform from, arranged in one place.' },
      ],
    },
    {
      title: 'How it works',
      steps: [
        'Sign up in the web app or one of the apps, and start with a free trial.',
        'Find music by composer, work, instrument or publisher.',
        'Open an edition and read it, turn pages hands-free and add your own annotations.',
        'Download what you need for offline use: your library and marks stay in step on iOS, Android, Windows, Mac and the web.',
      ],
    },
  ],
} as const satisfies MarketingPageCopy;

/** The featured publishers section (left out when the catalogue cannot be read). */
export const WHAT_IS_NKODA_PUBLISHERS = {
  title: 'Publishers in the library',
  intro: 'A few of the publishers whose editions you can read on nkoda today.',
} as const;

export const WHAT_IS_NKODA_CTA = {
  title: 'Start reading',
  text: 'Try nkoda free, then choose the plan that suits the way you play and teach.',
} as const satisfies MarketingCtaCopy;
