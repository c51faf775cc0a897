import type * as en from './what-is-nkoda-music-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const WHAT_IS_NKODA_TEXT: Translation<typeof en.WHAT_IS_NKODA_TEXT> = {
  title: 'Qué es nkoda',
  heading: '¿Qué es nkoda?',
  eyebrow: 'Sobre nkoda',
  intro:
    'nkoda es una biblioteca digital de partituras de las editoriales musicales de todo el mundo. Con una sola suscripción, abres sus ediciones en tu tableta, tu ordenador o tu teléfono, listas para leer, anotar y llevar al ensayo.',
  description:
    'nkoda es una biblioteca por suscripción de ediciones de partituras de editoriales, para estudiantes, docentes, músicos profesionales, conjuntos e instituciones, en iOS, Android, Windows, Mac y la web.',
  keywords: ['qué es nkoda', 'biblioteca digital de partituras', 'ediciones de editoriales', 'suscripción de partituras', 'partituras en tableta'],
  sections: [
    {
      title: 'Una biblioteca de ediciones de editoriales',
      paragraphs: [
        'Cada partitura de nkoda es la edición original de una editorial: el mismo grabado, las mismas digitaciones y las mismas notas editoriales que encontrarías en papel, disponibles en formato digital con el acuerdo de la editorial.',
        'Las editoriales reciben una remuneración justa por el uso de sus ediciones, así que la biblioteca sigue creciendo a medida que más editoriales incorporan sus catálogos.',
      ],
    },
    {
      title: 'A quién va dirigido',
      points: [
        { title: 'Estudiantes', text: 'Encuentra las obras para tu próxima clase, examen o audición, y guarda las indicaciones de tu profesor junto a la música.' },
        { title: 'Docentes', text: 'Abre la edición que está aprendiendo tu alumno, comparte con él tus anotaciones y prepara las clases sin fotocopiadora.' },
        { title: 'Músicos profesionales', text: 'Lleva todo tu repertorio en una sola bolsa, con tus propios arcos, respiraciones y cortes en cada particella.' },
        { title: 'Conjuntos', text: 'Da a cada músico la misma edición y las mismas anotaciones antes del primer ensayo.' },
        { title: 'Instituciones', text: 'Ofrece a estudiantes y personal una única biblioteca para aprender, enseñar e interpretar, organizada en un solo lugar.' },
      ],
    },
    {
      title: 'Cómo funciona',
      steps: [
        'Regístrate en la aplicación web o en una de las apps, y empieza con una prueba gratuita.',
        'Busca música por compositor, obra, instrumento o editorial.',
        'Abre una edición y léela, pasa las páginas sin usar las manos y añade tus propias anotaciones.',
        'Descarga lo que necesites para usarlo sin conexión: tu biblioteca y tus anotaciones se mantienen sincronizadas en iOS, Android, Windows, Mac y la web.',
      ],
    },
  ],
};

export const WHAT_IS_NKODA_PUBLISHERS: Translation<typeof en.WHAT_IS_NKODA_PUBLISHERS> = {
  title: 'Editoriales de la biblioteca',
  intro: 'Algunas de las editoriales cuyas ediciones ya puedes leer en nkoda.',
};

export const WHAT_IS_NKODA_CTA: Translation<typeof en.WHAT_IS_NKODA_CTA> = {
  title: 'Empieza a leer',
  text: 'Prueba nkoda gratis y luego elige el plan que mejor se adapte a tu forma de tocar y de enseñar.',
};
