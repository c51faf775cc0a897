import type * as en from './cms-page-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const LEGAL_TEXT: Translation<typeof en.LEGAL_TEXT> = {
  title: 'Información legal',
  intro: 'Las condiciones que se aplican cuando usas nkoda y cómo cuidamos tus datos.',
  description: 'Política de privacidad, contrato de licencia, condiciones y demás información legal de la biblioteca de partituras nkoda.',
  keywords: ['política de privacidad', 'términos y condiciones', 'contrato de licencia', 'cookies', 'aviso legal nkoda'],
  lastUpdated: 'Última actualización:',
  listLabel: 'Páginas legales',
  none: 'En este momento no hay páginas legales que mostrar.',
};

export const FAQ_TEXT: Translation<typeof en.FAQ_TEXT> = {
  title: 'Preguntas frecuentes',
  crumb: 'Preguntas frecuentes',
  intro: 'Respuestas a las preguntas que más nos hacen. Elige una pregunta para leer su respuesta.',
  description: 'Respuestas a las preguntas más habituales sobre nkoda: suscripciones, apps, uso sin conexión, anotaciones y acceso para instituciones.',
  listLabel: 'Preguntas',
  keywords: ['preguntas frecuentes', 'ayuda', 'suscripciones', 'app de partituras'],
  none: 'En este momento no hay preguntas que mostrar.',
};

export const EVENTS_TEXT: Translation<typeof en.EVENTS_TEXT> = {
  title: 'Espacios de aprendizaje',
  intro: 'Talleres, clases magistrales y seminarios web para intérpretes, docentes y estudiantes, presenciales y en línea.',
  description: 'Espacios de aprendizaje: talleres, clases magistrales y seminarios web de nkoda para intérpretes, docentes y estudiantes.',
  keywords: ['talleres de música', 'clases magistrales', 'seminarios web', 'educación musical'],
  featured: 'Eventos destacados',
  upcoming: 'Próximos eventos',
  past: 'Eventos anteriores',
  noUpcoming: 'En este momento no hay eventos próximos. Echa un vistazo a nuestros eventos anteriores aquí abajo y vuelve pronto.',
  eyebrow: 'Evento',
  when: 'Cuándo',
  where: 'Dónde',
  ukTime: '(hora del Reino Unido)',
  to: 'a',
  register: 'Apúntate',
  registrationClosed: 'Este evento ya se ha celebrado, así que las inscripciones están cerradas.',
  seeUpcoming: 'Ver próximos eventos',
};
