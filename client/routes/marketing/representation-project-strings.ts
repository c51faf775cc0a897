import type { MarketingCtaCopy, MarketingPageCopy } from './marketing-strings';

/** /representation-project: widening the repertoire in the library. */
export const REPRESENTATION_TEXT = {
  title: 'The Representation Project',
  heading: 'The Representation Project',
  eyebrow: 'Our projects',
  intro:
    'The music we play shapes what we believe music can be. The Representation Project widens the repertoire in the library by publishing and promoting music by composers who have too often been left out of it.',
  description:
    'The Representation Project brings music by under-represented composers into the nkoda library: how editions are chosen, prepared and commissioned.',
  keywords: ['representation project', 'under-represented composers', 'diverse repertoire', 'women composers', 'new editions'],
  sections: [
    {
      title: 'Why it matters',
      paragraphs: [
        'Concert programmes, exam syllabuses and teaching anthologies have long drawn on a narrow list of composers. Women composers, composers of colour and composers from many parts of the world wrote fine music that seldom reached print, or soon went out of it.',
        'Music that is hard to find is hard to teach, programme or play. Making good editions easy to reach is where a library can help.',
      ],
    },
    {
      title: 'How editions are chosen',
      list: [
        'Musicologists, performers and teachers who know the repertoire suggest works to consider.',
        'Publishers tell us about editions already in their catalogues, so we can bring them forward.',
        'Where no reliable edition exists, a partner publisher prepares one from the sources with an experienced editor.',
        'Every edition joins the library on the same terms as the rest, and its publisher and rights holders are paid in the same way.',
      ],
    },
    {
      title: 'Commissioning new work',
      paragraphs: [
        'Alongside music from the past, we commission new pieces from living composers whose voices are under-represented, many of them written for learners, so that new music reaches the teaching repertoire as well as the concert hall.',
      ],
    },
  ],
} as const satisfies MarketingPageCopy;

export const REPRESENTATION_CTA = {
  title: 'Explore the music',
  text: 'Browse the composers in the library, or read about our work with composers and performers at the start of their careers.',
} as const satisfies MarketingCtaCopy;

export const REPRESENTATION_LINKS = {
  composers: 'Browse composers',
  madeNotBorn: 'About Made not born',
} as const;
