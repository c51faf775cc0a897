import type * as en from './nkoda-22-fund-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FUND_TEXT: Translation<typeof en.FUND_TEXT> = {
  title: 'Le nkoda 22 Fund',
  heading: 'Le nkoda 22 Fund',
  eyebrow: 'Nos projets',
  intro:
    'Un fonds pour 22 projets d’éducation musicale\u00a0: des bourses concrètes pour celles et ceux qui enseignent la musique à l’école, dans des associations et des ensembles, avec nkoda pour tous les participants.',
  description:
    'Le nkoda 22 Fund soutient 22 projets d’éducation musicale avec une bourse, un an de nkoda pour chaque enseignant et participant, et l’accompagnement de notre équipe.',
  keywords: ['nkoda 22 fund', 'bourse éducation musicale', 'projets d’enseignement musical', 'financement musique associations'],
  sections: [
    {
      title: 'Ce que le fonds soutient',
      list: [
        'Les projets qui font jouer ou chanter des enfants et des jeunes pour la première fois.',
        'Les ensembles et les chœurs qui veulent élargir le répertoire qu’ils apprennent et interprètent.',
        'Les enseignants qui rendent les cours de musique accessibles aux élèves ayant des besoins particuliers.',
        'Les associations qui proposent de la musique après l’école ou pendant les vacances.',
      ],
    },
    {
      title: 'Ce que reçoit chaque projet',
      points: [
        { title: 'Une bourse', text: 'Pour ce dont le projet a le plus besoin\u00a0: instruments, temps des intervenants, salles ou déplacements.' },
        { title: 'nkoda pour tous', text: 'Un an de nkoda pour chaque enseignant et participant du projet.' },
        { title: 'L’accompagnement de notre équipe', text: 'Des conseils pour choisir le répertoire, créer des playlists et partager des annotations avec le groupe.' },
      ],
    },
    {
      title: 'Comment les projets sont sélectionnés',
      paragraphs: [
        'Un jury d’enseignants et de musiciens lit chaque candidature. Il examine la clarté du projet, la différence que ferait la bourse et les personnes que le projet touche. Chaque candidat est informé du résultat.',
      ],
    },
  ],
};

export const FUND_APPLY: Translation<typeof en.FUND_APPLY> = {
  title: 'Candidater au fonds',
  who: 'Les enseignants, écoles, associations caritatives et groupes locaux qui proposent un enseignement musical, à tout âge, peuvent candidater pour un projet qui se déroulera dans les douze mois suivant l’attribution de la bourse. Chaque organisation peut envoyer une candidature par session.',
};
