import type { MarketingCtaCopy, MarketingPageCopy } from './marketing-strings';

/** /features: what a subscriber can do with the editions, one short section per feature. */
export const FEATURES_TEXT = {
  title: 'Features',
  heading: 'Everything you need to read, mark and play',
  eyebrow: 'Features',
  intro:
    'nkoda is built around the way musicians actually use their scores: in the practice room, in lessons, at rehearsal and on stage.',
  description:
    'nkoda features: read publishers\u2019 editions on any screen, annotate them, build playlists, share your marks, work offline, on iOS, Android, Windows, Mac and the web.',
  keywords: ['nkoda features', 'sheet music reader', 'annotate sheet music', 'music playlists', 'offline sheet music'],
  sections: [
    {
      title: 'Read the way you play',
      paragraphs: [
        'Turn pages with a tap, a swipe or a page-turning pedal. Half-page turns show the top of the next page before you reach the end of this one, and large screens show two pages side by side. Editions stay sharp at any zoom.',
      ],
    },
    {
      title: 'Mark it up',
      paragraphs: [
        'Write on the music with a pen, a highlighter, text, fingerings and musical symbols. Keep your marks in layers you can show or hide, and the publisher\u2019s edition underneath is never changed.',
      ],
    },
    {
      title: 'Playlists for every programme',
      paragraphs: [
        'Put the pieces of a recital, a service or a term\u2019s syllabus in order, and move from one to the next without searching.',
      ],
    },
    {
      title: 'Share your marks',
      paragraphs: [
        'Send your annotations to a pupil, a section or a whole ensemble. They open on top of the same edition, so everyone rehearses from the same page.',
      ],
    },
    {
      title: 'Works offline',
      paragraphs: [
        'Download editions before you set off, then read and annotate without a connection. Your changes catch up when you are back online.',
      ],
    },
    {
      title: 'On every device',
      paragraphs: [
        'Use the apps for iOS, Android, Windows and Mac, or the web app in your browser. Your library, playlists and marks follow you from one to another.',
      ],
    },
  ],
} as const satisfies MarketingPageCopy;

export const FEATURES_CTA = {
  title: 'Try it with your own music',
  text: 'Start a free trial and open the editions you are working on today.',
} as const satisfies MarketingCtaCopy;

export const FEATURES_LINKS = {
  webApp: 'Open the web app',
} as const;
