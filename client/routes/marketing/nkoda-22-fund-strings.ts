import type { ApplyCopy, MarketingPageCopy } from './marketing-strings';

/** /nkoda-22-fund: a fund campaign for 22 music-education projects. */
export const FUND_TEXT = {
  title: 'The nkoda 22 Fund',
  heading: 'The nkoda 22 Fund',
  eyebrow: 'Our projects',
  intro:
    'A fund for 22 music-education projects: practical grants for people who teach music in schools, community groups and ensembles, with nkoda for everyone taking part.',
  description:
    'The nkoda 22 Fund supports 22 music-education projects with a grant, a year of nkoda for every teacher and participant, and help from our team.',
  keywords: ['nkoda 22 fund', 'music education grant', 'music teaching projects', 'community music funding'],
  sections: [
    {
      title: 'What the fund supports',
      list: [
        'Projects that bring children and young people to playing or singing for the first time.',
        'Ensembles and choirs that want to widen the music they learn and perform.',
        'Teachers making music lessons accessible to pupils with additional needs.',
        'Community groups running music after school or in the holidays.',
      ],
    },
    {
      title: 'What each project receives',
      points: [
        { title: 'A grant', text: 'Towards what the project needs most: instruments, tutors\u2019 time, rooms or travel.' },
        { title: 'nkoda for everyone', text: 'A year of nkoda for every teacher and participant in the project.' },
        { title: 'Help from our team', text: 'Advice on choosing repertoire and setting up playlists and shared marks for the group.' },
      ],
    },
    {
      title: 'How projects are chosen',
      paragraphs: [
        'A panel of teachers and musicians reads every application. They look for a clear plan, the difference the grant would make and the people the project reaches. Every applicant hears the outcome.',
      ],
    },
  ],
} as const satisfies MarketingPageCopy;

export const FUND_APPLY = {
  title: 'Apply to the fund',
  who: 'Teachers, schools, charities and community groups running music education for any age can apply, for a project that will take place within twelve months of the award. Each organisation may send one application per round.',
} as const satisfies ApplyCopy;
