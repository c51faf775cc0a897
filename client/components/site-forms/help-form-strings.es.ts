import type * as en from './help-form-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HELP_FORM_TEXT: Translation<typeof en.HELP_FORM_TEXT> = {
  nameLabel: 'Nombre',
  emailLabel: 'Correo electrónico',
  messageLabel: 'Mensaje',
  sendMessage: 'Enviar mensaje',
  thanksTitle: 'Gracias por tu mensaje',
  contact: {
    description: 'Ponte en contacto con el equipo de soporte de nkoda: consulta el Centro de ayuda, chatea con nosotros o envíanos un mensaje.',
    keywords: ['contacto nkoda', 'soporte nkoda', 'centro de ayuda', 'atención al cliente'],
    introBefore: '¿Buscas una respuesta? Consulta nuestro',
    helpCentre: 'Centro de ayuda',
    introAfter: ' o ponte en contacto con nuestro equipo de soporte a través del chatbot o por correo electrónico con el formulario de abajo.',
    formLabel: 'Formulario de contacto',
    thanks: 'Tu mensaje ha llegado a nuestro equipo de soporte. Te responderemos por correo electrónico.',
  },
  report: {
    description: 'Cuéntale al equipo de nkoda un problema o una idea: tus comentarios dan forma al producto.',
    keywords: ['informar de un problema', 'comentarios', 'soporte nkoda', 'informe de errores'],
    intro: '¿Has encontrado algo que no funciona o tienes una idea para mejorar nkoda? Cuéntanoslo aquí abajo y el equipo lo revisará.',
    formLabel: 'Formulario de informe',
    thanks: 'Tus comentarios han llegado al equipo. Leemos todos los informes y te responderemos por correo electrónico si necesitamos más detalles.',
  },
  requestContent: {
    title: 'Solicitar contenido',
    description: 'Dile a nkoda qué compositores, obras, ediciones o editoriales te gustaría encontrar en la biblioteca.',
    keywords: ['solicitar partituras', 'solicitar contenido', 'catálogo de nkoda', 'compositores', 'ediciones'],
    intro:
      'Ampliamos nuestro catálogo constantemente. Dinos qué compositores, obras, ediciones o editoriales te gustaría ver en nkoda y haremos todo lo posible por traértelos.',
    formLabel: 'Formulario de solicitud de contenido',
    requiredMark: '*',
    requiredNote: 'Los campos marcados con * son obligatorios.',
    messageLabel: '¿Qué te gustaría ver en el producto?',
    messagePlaceholder: 'Escribe aquí tu mensaje',
    submit: 'Enviar',
    noticeBefore: 'Al pulsar Enviar, aceptas nuestros',
    terms: 'términos y condiciones',
    noticeBetween: 'y nuestra',
    privacy: 'política de privacidad',
    thanksTitle: 'Gracias por tu solicitud',
    thanks: 'Haremos todo lo posible por conseguirte esta música.',
    prefilledMessage: (query: string, filters: string) =>
      [query ? `Busqué \u00ab${query}\u00bb` : 'Busqué', filters ? `con estos filtros: ${filters}` : ''].filter(Boolean).join(' ') + '.',
  },
  siteContact: {
    title: 'Contacto',
    description: 'Ponte en contacto con nkoda para hablar de tu suscripción, nuestro catálogo, el acceso para instituciones o colaboraciones.',
    keywords: ['contacto nkoda', 'nkoda para instituciones', 'colaboraciones', 'ayuda con la suscripción'],
    introTitle: 'Nos encantará saber de ti',
    intro: {
      default: '¿Tienes preguntas sobre nkoda, tu suscripción o nuestro catálogo? Envíanos un mensaje y el equipo te responderá por correo electrónico.',
      institutions:
        'Cuéntanos sobre tu escuela, conservatorio, universidad o biblioteca y nos pondremos en contacto contigo para hablarte de nkoda para instituciones.',
      partnership:
        'Cuéntanos sobre tu organización y la colaboración que tienes en mente, y nuestro equipo de colaboraciones te responderá por correo electrónico.',
    },
    formLabel: 'Formulario de contacto',
  },
  backToHome: 'Volver al inicio',
};
