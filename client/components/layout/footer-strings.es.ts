import type * as en from './footer-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FOOTER_TEXT: Translation<typeof en.FOOTER_TEXT> = {
  navLabel: 'Pie de página',
  about: 'Sobre nkoda',
  ourProjects: 'Nuestros proyectos',
  content: 'Contenido',
  legal: 'Información legal',
  support: 'Soporte',
  whatIsNkoda: 'Qué es nkoda',
  features: 'Funciones',
  pricing: 'Precios',
  blog: 'Blog',
  madeNotBorn: 'Made not born',
  developmentPartnership: 'Development partnership',
  artists: 'Artistas',
  publishers: 'Editoriales',
  institutions: 'Instituciones',
  helpCentre: 'Centro de ayuda',
  gettingStarted: 'Primeros pasos',
  faq: 'Preguntas frecuentes',
  contactUs: 'Contacto',
  allDownloads: 'Todas las apps y descargas',
  socialLabel: 'nkoda en las redes sociales',
  storesLabel: 'Descarga la app de nkoda',
  copyrightPrefix: '© ',
  copyrightSuffix: ' nkoda Ltd. Todos los derechos reservados.',
};

export const STORE_TEXT: Translation<typeof en.STORE_TEXT> = {
  ios: { small: 'Consíguelo en el', large: 'App Store' },
  android: { small: 'Disponible en', large: 'Google Play' },
  windows: { small: 'Obtenlo de', large: 'Microsoft' },
};
