import type * as en from './what-is-nkoda-music-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const WHAT_IS_NKODA_TEXT: Translation<typeof en.WHAT_IS_NKODA_TEXT> = {
  title: 'Qu’est-ce que nkoda',
  heading: 'Qu’est-ce que nkoda\u00a0?',
  eyebrow: 'À propos de nkoda',
  intro:
    'nkoda est une bibliothèque numérique de partitions des éditeurs de musique du monde entier. Un seul abonnement vous donne accès à leurs éditions sur votre tablette, votre ordinateur ou votre téléphone, prêtes à être lues, annotées et emportées en répétition.',
  description:
    'nkoda est une bibliothèque de partitions d’éditeurs sur abonnement, pour les élèves, les enseignants, les musiciens professionnels, les ensembles et les institutions, sur iOS, Android, Windows, Mac et le web.',
  keywords: ['qu’est-ce que nkoda', 'bibliothèque de partitions numériques', 'éditions d’éditeurs', 'abonnement partitions', 'partitions sur tablette'],
  sections: [
    {
      title: 'Une bibliothèque d’éditions d’éditeurs',
      paragraphs: [
        'Chaque partition de nkoda est l’édition même d’un éditeur\u00a0: la même gravure, les mêmes doigtés et les mêmes notes éditoriales que sur papier, disponibles en numérique avec l’accord de l’éditeur.',
        'Les éditeurs sont rémunérés équitablement pour l’utilisation de leurs éditions\u00a0: la bibliothèque ne cesse donc de s’enrichir à mesure que d’autres mettent leurs catalogues en ligne.',
      ],
    },
    {
      title: 'À qui s’adresse nkoda',
      points: [
        { title: 'Élèves et étudiants', text: 'Trouvez les pièces de votre prochain cours, examen ou audition, et gardez les indications de votre professeur avec la partition.' },
        { title: 'Enseignants', text: 'Ouvrez l’édition que votre élève travaille, partagez vos annotations avec lui et préparez vos cours sans photocopieuse.' },
        { title: 'Musiciens professionnels', text: 'Emportez tout votre répertoire dans un seul sac, avec vos coups d’archet, respirations et coupures sur chaque partie.' },
        { title: 'Ensembles', text: 'Donnez à chaque musicien la même édition et les mêmes annotations avant la première répétition.' },
        { title: 'Institutions', text: 'Offrez aux élèves et au personnel une bibliothèque unique pour apprendre, enseigner et jouer, réunie en un seul endroit.' },
      ],
    },
    {
      title: 'Comment ça marche',
      steps: [
        'Inscrivez-vous dans l’application web ou dans l’une des applications, et commencez par un essai gratuit.',
        'Trouvez de la musique par compositeur, œuvre, instrument ou éditeur.',
        'Ouvrez une édition pour la lire, tournez les pages sans les mains et ajoutez vos propres annotations.',
        'Téléchargez ce dont vous avez besoin pour l’utiliser hors ligne\u00a0: votre bibliothèque et vos annotations restent synchronisées sur iOS, Android, Windows, Mac et le web.',
      ],
    },
  ],
};

export const WHAT_IS_NKODA_PUBLISHERS: Translation<typeof en.WHAT_IS_NKODA_PUBLISHERS> = {
  title: 'Les éditeurs de la bibliothèque',
  intro: 'Quelques-uns des éditeurs dont vous pouvez lire les éditions sur nkoda dès aujourd’hui.',
};

export const WHAT_IS_NKODA_CTA: Translation<typeof en.WHAT_IS_NKODA_CTA> = {
  title: 'Commencez à lire',
  text: 'Essayez nkoda gratuitement, puis choisissez la formule adaptée à votre façon de jouer et d’enseigner.',
};
