import type * as en from './checkout-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PLAN_OFFER_TEXT: Translation<typeof en.PLAN_OFFER_TEXT> = {
  label: 'Tu oferta',
  discountRefused: 'Este código de descuento no es válido o ha caducado, así que este es el precio completo.',
  pageDiscountRefused: 'Tu código de descuento no es válido o ha caducado, así que estos son los precios completos.',
  notFound: 'No hemos encontrado el plan de tu enlace. Aquí tienes todos nuestros planes.',
};

export const CHECKOUT_RETURN_TEXT: Translation<typeof en.CHECKOUT_RETURN_TEXT> = {
  confirmingTitle: 'Confirmando tu suscripción…',
  confirming: 'Gracias por suscribirte. Estamos confirmando tu suscripción con nuestro proveedor de pagos; solo tardará un momento.',
  confirmingHelp: 'Si este mensaje no cambia, abre la aplicación web, donde verás tu suscripción en cuanto se confirme, o ponte en contacto con nosotros.',
  completeTitle: 'Tu suscripción está confirmada',
  complete: 'Te damos la bienvenida a nkoda. Abre la aplicación web para empezar a tocar con toda la biblioteca, o descarga la app para tu teléfono, tableta u ordenador.',
  openWebApp: 'Abrir la aplicación web',
  getTheApp: 'Descargar la app',
  failedTitle: 'No hemos podido confirmar tu suscripción',
  failed: 'Algo ha salido mal al confirmarla con nuestro proveedor de pagos. Vuelve a intentarlo; si sigue sin funcionar, ponte en contacto con nosotros y lo solucionaremos.',
  refused: 'No podemos confirmar este pago desde esta dirección: puede estar incompleta o desactualizada. Si ya has pagado, ponte en contacto con nosotros y lo solucionaremos.',
  retry: 'Volver a intentarlo',
  retrying: 'Volviendo a intentarlo…',
  contactUs: 'Contacto',
};
