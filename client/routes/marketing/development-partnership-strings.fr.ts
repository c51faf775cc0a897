import type * as en from './development-partnership-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PARTNERSHIP_TEXT: Translation<typeof en.PARTNERSHIP_TEXT> = {
  title: 'Development partnership',
  heading: 'Development partnership',
  eyebrow: 'Nos projets',
  intro:
    'Nous travaillons avec des éditeurs et des institutions pour faire entrer davantage de musique dans la bibliothèque numérique, à des conditions équitables pour celles et ceux qui l’écrivent, la révisent et la publient.',
  description:
    'Devenez partenaire de nkoda\u00a0: numérisez votre catalogue, percevez des redevances équitables sur les abonnements et suivez clairement l’utilisation de vos éditions.',
  keywords: ['partenariat éditorial', 'numériser un catalogue musical', 'droits sur les partitions', 'nkoda pour les éditeurs'],
  sections: [
    {
      title: 'Pour les éditeurs',
      points: [
        { title: 'Numérisation de votre catalogue', text: 'Nous préparons des éditions numériques à partir de vos fichiers d’impression ou de vos scans, et les vérifions par rapport à la source. Rien n’apparaît dans la bibliothèque avant votre validation.' },
        { title: 'Des redevances équitables', text: 'Les éditeurs sont rémunérés sur les revenus des abonnements selon l’utilisation de leurs éditions, à des taux fixés dans un contrat unique, identique pour tous les éditeurs.' },
        { title: 'Des rapports clairs', text: 'Des rapports réguliers indiquent lesquelles de vos éditions ont été ouvertes, combien de fois et dans quels pays, prêts à être utilisés dans votre comptabilité et vos relevés de droits.' },
      ],
    },
    {
      title: 'Pour les institutions',
      paragraphs: [
        'Les conservatoires, bibliothèques et ensembles peuvent s’associer à nous pour mettre leurs propres éditions et leurs fonds d’archives à la disposition de leurs membres et, avec l’accord des ayants droit, de tous les abonnés nkoda.',
      ],
    },
  ],
};

export const PARTNERSHIP_PUBLISHERS: Translation<typeof en.PARTNERSHIP_PUBLISHERS> = {
  title: 'Des éditeurs déjà présents dans la bibliothèque',
  intro: 'Quelques-uns des éditeurs dont les abonnés nkoda lisent déjà les éditions.',
};

export const PARTNERSHIP_CTA: Translation<typeof en.PARTNERSHIP_CTA> = {
  title: 'Parlons d’un partenariat',
  text: 'Présentez-nous votre catalogue ou votre collection, et notre équipe partenariats vous expliquera comment nous pourrions travailler ensemble.',
};

export const PARTNERSHIP_LINKS: Translation<typeof en.PARTNERSHIP_LINKS> = {
  contact: 'Contacter notre équipe partenariats',
};
