import type * as en from './development-partnership-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PARTNERSHIP_TEXT: Translation<typeof en.PARTNERSHIP_TEXT> = {
  title: 'Development partnership',
  heading: 'Development partnership',
  eyebrow: 'Nuestros proyectos',
  intro:
    'Trabajamos con editoriales e instituciones para incorporar más música a la biblioteca digital, en condiciones justas para quienes la escriben, la editan y la publican.',
  description:
    'Colabora con nkoda: digitaliza tu catálogo, recibe derechos justos por las suscripciones y consulta informes claros sobre el uso de tus ediciones.',
  keywords: ['colaboración editorial', 'digitalizar catálogo musical', 'derechos de autor partituras', 'nkoda para editoriales'],
  sections: [
    {
      title: 'Para editoriales',
      points: [
        { title: 'Digitalización de tu catálogo', text: 'Preparamos ediciones digitales a partir de tus archivos de impresión o escaneos y las cotejamos con el original. Nada aparece en la biblioteca hasta que tú lo apruebas.' },
        { title: 'Derechos justos', text: 'Las editoriales cobran de los ingresos por suscripciones según el uso de sus ediciones, con tarifas fijadas en un único contrato que es igual para todas.' },
        { title: 'Informes claros', text: 'Informes periódicos muestran qué ediciones se abrieron, con qué frecuencia y en qué países, listos para usar en tu contabilidad y en tus liquidaciones de derechos.' },
      ],
    },
    {
      title: 'Para instituciones',
      paragraphs: [
        'Conservatorios, bibliotecas y conjuntos pueden colaborar con nosotros para poner sus propias ediciones y materiales de archivo a disposición de sus miembros y, con el acuerdo de los titulares de los derechos, de todas las personas suscritas a nkoda.',
      ],
    },
  ],
};

export const PARTNERSHIP_PUBLISHERS: Translation<typeof en.PARTNERSHIP_PUBLISHERS> = {
  title: 'Editoriales que ya están en la biblioteca',
  intro: 'Algunas de las editoriales cuyas ediciones leen hoy quienes están suscritos a nkoda.',
};

export const PARTNERSHIP_CTA: Translation<typeof en.PARTNERSHIP_CTA> = {
  title: 'Hablemos de una colaboración',
  text: 'Cuéntanos cómo es tu catálogo o tu colección y nuestro equipo de colaboraciones te responderá con las formas en que podríamos trabajar juntos.',
};

export const PARTNERSHIP_LINKS: Translation<typeof en.PARTNERSHIP_LINKS> = {
  contact: 'Contactar con nuestro equipo de colaboraciones',
};
