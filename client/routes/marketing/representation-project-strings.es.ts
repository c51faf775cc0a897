import type * as en from './representation-project-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const REPRESENTATION_TEXT: Translation<typeof en.REPRESENTATION_TEXT> = {
  title: 'El Representation Project',
  heading: 'El Representation Project',
  eyebrow: 'Nuestros proyectos',
  intro:
    'La música que tocamos determina lo que creemos que puede ser la música. El Representation Project amplía el repertorio de la biblioteca publicando y difundiendo música de compositores y compositoras que con demasiada frecuencia han quedado fuera de él.',
  description:
    'El Representation Project incorpora a la biblioteca de nkoda música de compositores y compositoras infrarrepresentados: cómo se eligen, preparan y encargan las ediciones.',
  keywords: ['representation project', 'compositores infrarrepresentados', 'repertorio diverso', 'compositoras', 'nuevas ediciones'],
  sections: [
    {
      title: 'Por qué es importante',
      paragraphs: [
        'Los programas de concierto, los temarios de examen y las antologías didácticas se han nutrido durante mucho tiempo de una lista reducida de compositores. Compositoras, compositores racializados y compositores de muchas partes del mundo escribieron música excelente que rara vez llegó a imprimirse, o que pronto dejó de editarse.',
        'La música difícil de encontrar es difícil de enseñar, programar o tocar. Facilitar el acceso a buenas ediciones es donde una biblioteca puede ayudar.',
      ],
    },
    {
      title: 'Cómo se eligen las ediciones',
      list: [
        'Musicólogos, intérpretes y docentes que conocen el repertorio proponen obras para tener en cuenta.',
        'Las editoriales nos hablan de ediciones que ya están en sus catálogos para que podamos darles visibilidad.',
        'Cuando no existe una edición fiable, una editorial colaboradora prepara una a partir de las fuentes con un editor experimentado.',
        'Cada edición se incorpora a la biblioteca en las mismas condiciones que el resto, y su editorial y los titulares de los derechos cobran de la misma forma.',
      ],
    },
    {
      title: 'Encargo de obras nuevas',
      paragraphs: [
        'Junto a la música del pasado, encargamos obras nuevas a compositores y compositoras vivos cuyas voces están infrarrepresentadas, muchas de ellas escritas para estudiantes, para que la música nueva llegue tanto al repertorio didáctico como a la sala de conciertos.',
      ],
    },
  ],
};

export const REPRESENTATION_CTA: Translation<typeof en.REPRESENTATION_CTA> = {
  title: 'Descubre la música',
  text: 'Explora los compositores de la biblioteca o descubre nuestro trabajo con compositores e intérpretes que empiezan su carrera.',
};

export const REPRESENTATION_LINKS: Translation<typeof en.REPRESENTATION_LINKS> = {
  composers: 'Explorar compositores',
  madeNotBorn: 'Sobre Made not born',
};
