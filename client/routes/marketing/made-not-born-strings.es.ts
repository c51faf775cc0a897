import type * as en from './made-not-born-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const MADE_NOT_BORN_TEXT: Translation<typeof en.MADE_NOT_BORN_TEXT> = {
  title: 'Made not born',
  heading: 'Made not born',
  eyebrow: 'Nuestros proyectos',
  intro:
    'Los músicos se hacen con las oportunidades que reciben. Made not born ofrece algunas de esas oportunidades a compositores e intérpretes emergentes: una mentoría, un encargo remunerado, una grabación y una edición publicada de una obra nueva.',
  description:
    'Made not born es el proyecto de nkoda para compositores e intérpretes emergentes: mentorías, encargos remunerados, grabaciones en estudio y ediciones publicadas de música nueva.',
  keywords: ['made not born', 'compositores emergentes', 'jóvenes intérpretes', 'encargos musicales', 'ediciones de música nueva'],
  sections: [
    {
      title: 'Qué ofrece el proyecto',
      points: [
        { title: 'Mentoría', text: 'Un año de sesiones periódicas con un compositor o intérprete de prestigio que trabaja en tu campo.' },
        { title: 'Encargos', text: 'Un encargo remunerado de una obra nueva, escrita para intérpretes que participan en el proyecto.' },
        { title: 'Grabaciones', text: 'Una grabación profesional de la nueva obra, que los artistas pueden usar como quieran.' },
        { title: 'Ediciones', text: 'La partitura terminada, preparada con una editorial colaboradora e incorporada a la biblioteca de nkoda, con derechos de autor para el compositor.' },
      ],
    },
    {
      title: 'A quién va dirigido',
      paragraphs: [
        'A compositores e intérpretes que empiezan su carrera, sea cual sea el camino que los ha llevado a la música. No hace falta haber estudiado en un conservatorio; lo que sí hace falta es compromiso con tu trabajo y una voz propia.',
      ],
    },
    {
      title: 'Cómo se desarrolla un año',
      steps: [
        'Se abre el plazo de solicitud y un jurado de músicos y editores lee todas las solicitudes.',
        'Los compositores e intérpretes seleccionados conocen a sus mentores y empiezan a trabajar juntos.',
        'Cada compositor escribe una obra nueva para intérpretes del proyecto.',
        'Las nuevas obras se estrenan y se graban.',
        'Las partituras editadas se publican y se incorporan a la biblioteca para que cualquier persona suscrita pueda tocarlas.',
      ],
    },
  ],
};

export const MADE_NOT_BORN_APPLY: Translation<typeof en.MADE_NOT_BORN_APPLY> = {
  title: 'Presenta tu solicitud a Made not born',
  who: 'Pueden presentar su solicitud compositores e intérpretes mayores de 18 años que vivan en el Reino Unido y estén empezando su carrera profesional, de forma individual o como pareja de compositor e intérprete. No necesitas estar suscrito a nkoda y la solicitud es gratuita.',
};
