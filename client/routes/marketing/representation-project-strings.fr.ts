import type * as en from './representation-project-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const REPRESENTATION_TEXT: Translation<typeof en.REPRESENTATION_TEXT> = {
  title: 'Le Representation Project',
  heading: 'Le Representation Project',
  eyebrow: 'Nos projets',
  intro:
    'La musique que nous jouons façonne l’idée que nous nous faisons de la musique. Le Representation Project élargit le répertoire de la bibliothèque en publiant et en faisant connaître la musique de compositeurs et compositrices trop souvent laissés de côté.',
  description:
    'Le Representation Project fait entrer dans la bibliothèque nkoda la musique de compositeurs et compositrices sous-représentés\u00a0: comment les éditions sont choisies, préparées et commandées.',
  keywords: ['representation project', 'compositeurs sous-représentés', 'répertoire diversifié', 'compositrices', 'nouvelles éditions'],
  sections: [
    {
      title: 'Pourquoi c’est important',
      paragraphs: [
        'Les programmes de concert, les programmes d’examen et les anthologies pédagogiques puisent depuis longtemps dans une liste restreinte de compositeurs. Des compositrices, des compositeurs racisés et des compositeurs de nombreuses régions du monde ont écrit une musique remarquable qui a rarement été publiée, ou qui a vite disparu des catalogues.',
        'Une musique difficile à trouver est difficile à enseigner, à programmer ou à jouer. Rendre de bonnes éditions faciles d’accès, voilà où une bibliothèque peut aider.',
      ],
    },
    {
      title: 'Comment les éditions sont choisies',
      list: [
        'Des musicologues, des interprètes et des enseignants qui connaissent ce répertoire proposent des œuvres à étudier.',
        'Les éditeurs nous signalent les éditions déjà présentes dans leurs catalogues, pour que nous puissions les mettre en avant.',
        'Lorsqu’il n’existe pas d’édition fiable, un éditeur partenaire en prépare une à partir des sources, avec un éditeur scientifique expérimenté.',
        'Chaque édition entre dans la bibliothèque aux mêmes conditions que les autres, et son éditeur et ses ayants droit sont rémunérés de la même manière.',
      ],
    },
    {
      title: 'Commander de nouvelles œuvres',
      paragraphs: [
        'Parallèlement à la musique du passé, nous commandons de nouvelles pièces à des compositeurs et compositrices vivants dont les voix sont sous-représentées, dont beaucoup sont écrites pour des élèves, afin que la musique nouvelle entre dans le répertoire pédagogique comme dans les salles de concert.',
      ],
    },
  ],
};

export const REPRESENTATION_CTA: Translation<typeof en.REPRESENTATION_CTA> = {
  title: 'Découvrez la musique',
  text: 'Parcourez les compositeurs de la bibliothèque, ou découvrez notre travail avec des compositeurs et des interprètes en début de carrière.',
};

export const REPRESENTATION_LINKS: Translation<typeof en.REPRESENTATION_LINKS> = {
  composers: 'Parcourir les compositeurs',
  madeNotBorn: 'À propos de Made not born',
};
