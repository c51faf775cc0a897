import type * as en from './strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SHELL_TEXT: Translation<typeof en.SHELL_TEXT> = {
  skipLink: 'Ir al contenido principal',
  newTabHint: '(se abre en una pestaña nueva)',
  siteName: 'nkoda',
  pageTitle: (title: string) => `${title} | nkoda`,
  wordSpace: ' ',
  sentenceEnd: '.',
};

export const HEADER_TEXT: Translation<typeof en.HEADER_TEXT> = {
  logoLabel: 'Inicio de nkoda',
  menu: 'Menú',
  mainNavLabel: 'Principal',
  logIn: 'Iniciar sesión',
  getStarted: 'Empezar',
  whatIsNkoda: 'Qué es nkoda',
  partnership: 'Colaboraciones',
  madeNotBorn: 'Made not born',
  developmentPartnership: 'Development partnership',
  blog: 'Blog',
  institutions: 'Instituciones',
  help: 'Ayuda',
  learning: 'Aprendizaje',
  learningSpaces: 'Espacios de aprendizaje',
};


export const COOKIE_TEXT: Translation<typeof en.COOKIE_TEXT> = {
  regionLabel: 'Consentimiento de cookies',
  message:
    'Usamos cookies que permiten que este sitio funcione y nos ayudan a entender cómo se utiliza. Puedes obtener más información en nuestra',
  policyLink: 'política de cookies',
  accept: 'Aceptar',
};

export const NOT_FOUND_TEXT: Translation<typeof en.NOT_FOUND_TEXT> = {
  title: 'Página no encontrada',
  message:
    'Lo sentimos, no hemos encontrado la página que buscabas. Puede que se haya movido o que la dirección no esté bien escrita.',
  suggestion: 'Puedes volver a empezar desde la página de inicio o visitar nuestro centro de ayuda para encontrar respuestas.',
  home: 'Ir a la página de inicio',
  helpCentre: 'Visitar el centro de ayuda',
  description: 'La página que buscabas no está en la biblioteca de nkoda.',
  keywords: ['página no encontrada', 'nkoda', 'partituras'],
};

export const PREVIEW_MODE_TEXT: Translation<typeof en.PREVIEW_MODE_TEXT> = {
  label: 'Vista previa',
  message: 'Se muestra contenido no publicado. Solo tú puedes verlo.',
  leave: 'Salir de la vista previa',
};

export const UNAVAILABLE_TEXT: Translation<typeof en.UNAVAILABLE_TEXT> = {
  title: 'Esta página no está disponible temporalmente',
  metaTitle: 'No disponible temporalmente',
  description: 'Esta parte de la biblioteca de nkoda no está disponible temporalmente.',
  keywords: ['nkoda', 'partituras'],
  message:
    'No hemos podido cargar esta parte de la biblioteca en este momento. Tu conexión funciona bien; nuestro servicio de catálogo no ha respondido a tiempo. Vuelve a intentarlo en unos instantes.',
  retry: 'Volver a intentarlo',
};
