import type * as en from './features-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FEATURES_TEXT: Translation<typeof en.FEATURES_TEXT> = {
  title: 'Funciones',
  heading: 'Todo lo que necesitas para leer, anotar y tocar',
  eyebrow: 'Funciones',
  intro:
    'nkoda está pensado para la forma en que los músicos usan de verdad sus partituras: en la sala de estudio, en clase, en los ensayos y en el escenario.',
  description:
    'Funciones de nkoda: lee ediciones de editoriales en cualquier pantalla, anótalas, crea listas de reproducción, comparte tus anotaciones y trabaja sin conexión, en iOS, Android, Windows, Mac y la web.',
  keywords: ['funciones de nkoda', 'lector de partituras', 'anotar partituras', 'listas de reproducción musicales', 'partituras sin conexión'],
  sections: [
    {
      title: 'Lee como tocas',
      paragraphs: [
        'Pasa las páginas con un toque, deslizando el dedo o con un pedal pasapáginas. El paso de media página te muestra la parte superior de la página siguiente antes de llegar al final de la actual, y en las pantallas grandes puedes ver dos páginas una al lado de la otra. Las ediciones se ven nítidas con cualquier zoom.',
      ],
    },
    {
      title: 'Anota la partitura',
      paragraphs: [
        'Escribe sobre la música con bolígrafo, rotulador fluorescente, texto, digitaciones y símbolos musicales. Organiza tus anotaciones en capas que puedes mostrar u ocultar: la edición de la editorial que hay debajo nunca se modifica.',
      ],
    },
    {
      title: 'Listas de reproducción para cada programa',
      paragraphs: [
        'Ordena las obras de un recital, de un oficio religioso o del temario de un trimestre, y pasa de una a otra sin tener que buscarlas.',
      ],
    },
    {
      title: 'Comparte tus anotaciones',
      paragraphs: [
        'Envía tus anotaciones a un alumno, a una sección o a todo un conjunto. Se abren sobre la misma edición, así que todo el mundo ensaya con la misma página.',
      ],
    },
    {
      title: 'Funciona sin conexión',
      paragraphs: [
        'Descarga las ediciones antes de salir y luego léelas y anótalas sin conexión. Tus cambios se sincronizan cuando vuelves a estar en línea.',
      ],
    },
    {
      title: 'En todos tus dispositivos',
      paragraphs: [
        'Usa las apps para iOS, Android, Windows y Mac, o la aplicación web en tu navegador. Tu biblioteca, tus listas de reproducción y tus anotaciones te acompañan de un dispositivo a otro.',
      ],
    },
  ],
};

export const FEATURES_CTA: Translation<typeof en.FEATURES_CTA> = {
  title: 'Pruébalo con tu propia música',
  text: 'Empieza una prueba gratuita y abre las ediciones con las que estás trabajando hoy.',
};

export const FEATURES_LINKS: Translation<typeof en.FEATURES_LINKS> = {
  webApp: 'Abrir la aplicación web',
};
