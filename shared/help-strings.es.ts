import type * as en from './help-strings';
import type { Translation } from './i18n/translation';

export const HELP_CRUMBS: Translation<typeof en.HELP_CRUMBS> = {
  help: 'Ayuda',
  faq: 'Preguntas frecuentes',
  contact: 'Contacto',
  report: 'Informar',
  requestContent: 'Solicitar contenido',
};

export const HELP_TEXT: Translation<typeof en.HELP_TEXT> = {
  contact: {
    title: 'Contacto',
    introTitle: 'Ponte en contacto',
  },
  report: {
    title: 'Informar',
    introTitle: 'Danos tu opinión',
  },
  requestContent: {
    introTitle: 'Te escuchamos',
    nameLabel: 'Nombre',
    emailLabel: 'Correo electrónico',
    requiredMark: '*',
    messageLabel: '¿Qué te gustaría ver en el producto?',
    messagePlaceholder: 'Escribe aquí tu mensaje',
    thanks: 'Haremos todo lo posible por conseguirte esta música.',
  },
  backToHome: 'Volver al inicio',
};

export const NEWSLETTER_TOASTS: Translation<typeof en.NEWSLETTER_TOASTS> = {
  success: { title: 'Gracias por suscribirte', message: 'Te enviaremos todas las novedades por correo electrónico.' },
  failure: { title: 'Error', message: 'Vuelve a intentarlo' },
};
