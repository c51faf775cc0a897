import type * as en from './promotion-form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PROMOTION_FORM_TEXT: Translation<typeof en.PROMOTION_FORM_TEXT> = {
  name: 'Nombre',
  email: 'Correo electrónico',
  learningSpace: {
    role: 'Perfil',
    roles: {
      Teacher: 'Docente',
      Student: 'Estudiante',
      Performer: 'Intérprete',
      'Parent or carer': 'Madre, padre o tutor',
      Other: 'Otro',
    },
    instrument: 'Instrumento',
    organisation: 'Centro u organización',
    message: '¿Hay algo que debamos saber?',
    messageHint: 'Necesidades de accesibilidad, el instrumento que tocas o preguntas para el equipo.',
    submit: 'Apuntarme',
    thanksTitle: 'Gracias por apuntarte',
    thanks: (event: string) => `Hemos recibido tus datos para ${event}. Antes del evento te enviaremos por correo electrónico las instrucciones para participar.`,
  },
  madeNotBorn: {
    discipline: 'Disciplina',
    disciplines: {
      Composer: 'Composición',
      Performer: 'Interpretación',
      Ensemble: 'Conjunto',
      Conductor: 'Dirección',
      'Music educator': 'Educación musical',
    },
    link: 'Enlace a tu trabajo',
    linkHint: 'Opcional: una grabación, una partitura o un sitio web (que empiece por https://).',
    message: 'Háblanos de tu trabajo',
    messagePlaceholder: 'Qué haces, qué harías con nuestro apoyo y en qué punto de tu carrera estás.',
    submit: 'Enviar solicitud',
    thanksTitle: 'Gracias por tu solicitud',
    thanks: 'Tu solicitud ha llegado al equipo de Made Not Born. Las leemos todas y te responderemos por correo electrónico.',
  },
  fund: {
    organisation: 'Centro u organización',
    projectTitle: 'Título del proyecto',
    message: 'Descripción del proyecto',
    messageHint: 'Quién participa, qué se hará y qué diferencia supondría la ayuda.',
    submit: 'Enviar solicitud',
    thanksTitle: 'Gracias por tu solicitud',
    thanks: 'Tu solicitud ha llegado al jurado del fondo. Te escribiremos por correo electrónico cuando se tomen las decisiones.',
    closed: 'Por ahora, el plazo de solicitud está cerrado. Suscríbete a nuestro boletín al final de esta página para saber cuándo se abre la próxima convocatoria.',
  },
};
