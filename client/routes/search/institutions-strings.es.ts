import type * as en from './institutions-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INSTITUTIONS_TEXT: Translation<typeof en.INSTITUTIONS_TEXT> = {
  title: 'nkoda para instituciones',
  crumb: 'Instituciones',
  description:
    'nkoda para escuelas de música, conservatorios, coros y orquestas: una biblioteca digital de ediciones de editoriales para cada estudiante, docente y músico.',
  intro:
    'Escuelas de música y conservatorios usan nkoda para ofrecer a cada estudiante y docente la misma biblioteca de ediciones de editoriales, en cualquier dispositivo, con anotaciones compartidas entre clases, secciones y conjuntos.',
  featured: 'Instituciones que usan nkoda',
  ctaTitle: 'Lleva nkoda a tu institución',
  ctaText: 'Háblanos de tu escuela, conservatorio o conjunto y configuraremos un acceso que se adapte a tu forma de enseñar y ensayar.',
  ctaLink: 'Contacto',
  keywords: ['escuelas de música', 'conservatorios', 'partituras digitales para la educación', 'orquestas', 'coros'],
};

export const PRICING_TEXT: Translation<typeof en.PRICING_TEXT> = {
  title: 'Planes y precios',
  crumb: 'Precios',
  description: 'Planes de suscripción y precios de nkoda en la web y en las tiendas de apps, todos con prueba gratuita.',
  intro: 'Todos los planes te dan acceso a toda la biblioteca en todos tus dispositivos y empiezan con una prueba gratuita.',
  plans: 'Suscríbete en la web',
  startTrial: 'Empezar la prueba gratuita',
  startingCheckout: 'Iniciando el pago…',
  checkoutFailed: 'No hemos podido iniciar el pago en este momento. Vuelve a intentarlo en unos instantes.',
  discounted: (price: string) => `Con tu descuento: ${price}`,
  stores: 'Precios en las tiendas de apps',
  storesCaption: 'Precios de suscripción por tienda y plan, en libras esterlinas',
  storeColumn: 'Tienda',
  trialColumn: 'Prueba gratuita',
  trialDays: (days: number) => `${days} ${days === 1 ? 'día' : 'días'}`,
  notOffered: 'No disponible',
  noTrial: 'No incluida',
  trialsList: (trials: readonly string[]) => trials.join(' o '),
  keywords: ['precios de nkoda', 'suscripción de partituras', 'prueba gratuita', 'plan para estudiantes'],
  trialWith: (plan: string) => `con el plan ${plan}`,
  productName: 'Suscripción a nkoda',
  perInterval: (interval: 'month' | 'year') => (interval === 'month' ? 'al mes' : 'al año'),
  price: (price: string, per: string) => `${price} ${per}`,
  trial: (days: number) => `Prueba gratuita de ${days} ${days === 1 ? 'día' : 'días'}`,
  monthlyEquivalent: (price: string) => `${price} al mes, con facturación anual`,
};

export const STORE_NAMES: Translation<typeof en.STORE_NAMES> = {
  web: 'Web',
  apple: 'Apple App Store',
  google: 'Google Play',
  windows: 'Microsoft Store',
};

export const INTERVAL_COLUMNS: Translation<typeof en.INTERVAL_COLUMNS> = { month: 'Mensual', year: 'Anual' };
