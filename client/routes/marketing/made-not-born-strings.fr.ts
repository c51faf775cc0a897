import type * as en from './made-not-born-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const MADE_NOT_BORN_TEXT: Translation<typeof en.MADE_NOT_BORN_TEXT> = {
  title: 'Made not born',
  heading: 'Made not born',
  eyebrow: 'Nos projets',
  intro:
    'Les musiciens se construisent grâce aux occasions qu’on leur donne. Made not born offre certaines de ces occasions à des compositeurs et interprètes émergents\u00a0: un mentor, une commande rémunérée, un enregistrement et l’édition publiée d’une œuvre nouvelle.',
  description:
    'Made not born est le projet de nkoda pour les compositeurs et interprètes émergents\u00a0: mentorat, commandes rémunérées, enregistrements en studio et éditions publiées de musique nouvelle.',
  keywords: ['made not born', 'jeunes compositeurs', 'jeunes interprètes', 'commandes musicales', 'éditions de musique contemporaine'],
  sections: [
    {
      title: 'Ce que propose le projet',
      points: [
        { title: 'Mentorat', text: 'Une année de séances régulières avec un compositeur ou un interprète reconnu de votre domaine.' },
        { title: 'Commandes', text: 'Une commande rémunérée pour une nouvelle pièce, écrite pour des interprètes participant au projet.' },
        { title: 'Enregistrements', text: 'Un enregistrement professionnel de la nouvelle œuvre, que les artistes peuvent utiliser librement.' },
        { title: 'Éditions', text: 'La partition achevée, préparée avec un éditeur partenaire et ajoutée à la bibliothèque nkoda, avec des droits versés au compositeur.' },
      ],
    },
    {
      title: 'À qui s’adresse le projet',
      paragraphs: [
        'Aux compositeurs et interprètes en début de carrière, quel que soit leur parcours musical. Une formation en conservatoire n’est pas requise\u00a0; l’engagement dans votre travail et une voix personnelle le sont.',
      ],
    },
    {
      title: 'Le déroulement de l’année',
      steps: [
        'Les candidatures ouvrent, et un jury de musiciens et d’éditeurs les lit toutes.',
        'Les compositeurs et interprètes sélectionnés rencontrent leurs mentors et commencent à travailler ensemble.',
        'Chaque compositeur écrit une nouvelle pièce pour des interprètes du projet.',
        'Les nouvelles œuvres sont créées en concert et enregistrées.',
        'Les partitions révisées sont publiées et rejoignent la bibliothèque, à la disposition de tous les abonnés.',
      ],
    },
  ],
};

export const MADE_NOT_BORN_APPLY: Translation<typeof en.MADE_NOT_BORN_APPLY> = {
  title: 'Candidater à Made not born',
  who: 'Les compositeurs et interprètes âgés de 18\u00a0ans ou plus, résidant au Royaume-Uni et en début de carrière professionnelle, peuvent candidater seuls ou en binôme compositeur-interprète. Il n’est pas nécessaire d’être abonné à nkoda, et la candidature est gratuite.',
};
