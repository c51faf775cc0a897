import type * as en from './help-faq-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HELP_HOME_TEXT: Translation<typeof en.HELP_HOME_TEXT> = {
  keywords: ['ayuda', 'preguntas frecuentes', 'contacto', 'soporte'],
  intro: 'Encuentra una respuesta en nuestras preguntas frecuentes o en el Centro de ayuda, o ponte en contacto con el equipo de nkoda.',
  description: 'Ayuda con nkoda: preguntas frecuentes, contacto, cómo informar de un problema y cómo solicitar música.',
  linksLabel: 'Páginas de ayuda',
  faq: 'Preguntas frecuentes',
  faqAbout: 'Respuestas sobre la app, tu cuenta y las suscripciones.',
  contact: 'Contacto',
  contactAbout: 'Envía un mensaje al equipo de soporte.',
  report: 'Informar de un problema',
  reportAbout: 'Cuéntanos qué es lo que no funciona.',
  requestContent: 'Solicitar contenido',
  requestContentAbout: 'Pide la música que te gustaría encontrar en la biblioteca.',
  helpCentre: 'Centro de ayuda',
  helpCentreAbout: 'Guías y artículos sobre todas las funciones de nkoda.',
};

export const HELP_FAQ_TEXT: Translation<typeof en.HELP_FAQ_TEXT> = {
  keywords: ['preguntas frecuentes', 'ayuda', 'soporte', 'app de partituras'],
  intro: 'Elige un tema para ver sus apartados y, después, un apartado para leer sus preguntas y respuestas.',
  description: 'Preguntas frecuentes sobre nkoda, por tema y apartado.',
  categoriesLabel: 'Temas de las preguntas frecuentes',
  topicsLabel: 'Apartados',
  legal: 'Información legal',
  scrollTop: 'Volver arriba',
  topicLabel: (topic: number, title: string) => `${topic}. ${title}`,
  questionNumber: (topic: number, question: number) => `${topic}.${question}`,
};
