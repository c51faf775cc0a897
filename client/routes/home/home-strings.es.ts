import type * as en from './home-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HOME_TEXT: Translation<typeof en.HOME_TEXT> = {
  title: 'nkoda',
  description: 'La biblioteca digital de partituras: miles de ediciones de editoriales musicales para leer, anotar y tocar en cualquier dispositivo.',
  keywords: ['partituras', 'partituras digitales', 'partituras en PDF', 'editoriales musicales', 'ediciones', 'biblioteca musical'],
  heading: 'Todas las partituras que necesitas, en una sola biblioteca',
  lead: 'Lee las ediciones de las principales editoriales musicales del mundo en tu tableta, tu portátil o tu teléfono. Anótalas, compártelas con tu conjunto y olvídate para siempre de cargar con montones de papel.',
  startTrial: 'Empieza tu prueba gratuita',
  browsePublishers: 'Explorar editoriales',
  editionTotal: (formatted: string) => `${formatted} ediciones en la biblioteca`,
  featuredPublishers: 'Editoriales destacadas',
  popular: 'Lo más popular de la biblioteca',
  appsTitle: 'Lleva tu biblioteca a todas partes',
  apps: 'nkoda funciona en tu navegador y como app en iPad, iPhone, Android, Mac y Windows. Tus anotaciones te acompañan.',
  openWebApp: 'Abrir la aplicación web',
};
