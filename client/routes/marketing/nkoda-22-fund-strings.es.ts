import type * as en from './nkoda-22-fund-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FUND_TEXT: Translation<typeof en.FUND_TEXT> = {
  title: 'El nkoda 22 Fund',
  heading: 'El nkoda 22 Fund',
  eyebrow: 'Nuestros proyectos',
  intro:
    'Un fondo para 22 proyectos de educación musical: ayudas prácticas para quienes enseñan música en centros educativos, grupos comunitarios y conjuntos, con nkoda para todas las personas participantes.',
  description:
    'El nkoda 22 Fund apoya 22 proyectos de educación musical con una ayuda económica, un año de nkoda para cada docente y participante, y el apoyo de nuestro equipo.',
  keywords: ['nkoda 22 fund', 'ayudas para educación musical', 'proyectos de enseñanza musical', 'financiación música comunitaria'],
  sections: [
    {
      title: 'Qué apoya el fondo',
      list: [
        'Proyectos que acercan a niños, niñas y jóvenes a tocar o cantar por primera vez.',
        'Conjuntos y coros que quieren ampliar la música que aprenden e interpretan.',
        'Docentes que hacen las clases de música accesibles para alumnado con necesidades educativas especiales.',
        'Grupos comunitarios que organizan actividades musicales después de clase o en vacaciones.',
      ],
    },
    {
      title: 'Qué recibe cada proyecto',
      points: [
        { title: 'Una ayuda económica', text: 'Para lo que más necesite el proyecto: instrumentos, horas de profesorado, salas o desplazamientos.' },
        { title: 'nkoda para todos', text: 'Un año de nkoda para cada docente y participante del proyecto.' },
        { title: 'Apoyo de nuestro equipo', text: 'Asesoramiento para elegir repertorio y preparar listas de reproducción y anotaciones compartidas para el grupo.' },
      ],
    },
    {
      title: 'Cómo se eligen los proyectos',
      paragraphs: [
        'Un jurado de docentes y músicos lee todas las solicitudes. Valora que haya un plan claro, la diferencia que supondría la ayuda y las personas a las que llega el proyecto. Todas las personas solicitantes reciben respuesta.',
      ],
    },
  ],
};

export const FUND_APPLY: Translation<typeof en.FUND_APPLY> = {
  title: 'Solicita el fondo',
  who: 'Pueden presentar su solicitud docentes, centros educativos, organizaciones benéficas y grupos comunitarios que impartan educación musical a cualquier edad, para un proyecto que se desarrolle en los doce meses siguientes a la concesión. Cada organización puede enviar una solicitud por convocatoria.',
};
