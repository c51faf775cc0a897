import type { Platform } from '../../../shared/device';
import type * as en from './download-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const DOWNLOAD_TEXT: Translation<typeof en.DOWNLOAD_TEXT> = {
  title: 'Descarga las apps',
  heading: 'Descarga nkoda',
  eyebrow: 'Apps',
  intro: 'Lee, anota y toca con toda la biblioteca de nkoda en tu ordenador, tableta o teléfono. Tu biblioteca y tus anotaciones te acompañan en todos tus dispositivos.',
  description: 'Descarga nkoda para Mac, Windows, iPhone y iPad, y Android, o usa nkoda en tu navegador.',
  keywords: ['app nkoda', 'descargar', 'app de partituras', 'Mac', 'Windows', 'iPad', 'Android'],
  platformsLabel: 'Apps por plataforma',
  platformName: { Mac: 'Mac', Windows: 'Windows', iOS: 'iPhone y iPad', Android: 'Android' },
  store: { Mac: 'Instalador para macOS', Windows: 'Microsoft Store', iOS: 'App Store', Android: 'Google Play' },
  button: (platform: Platform) => `Descargar para ${DOWNLOAD_TEXT.platformName[platform]}`,
  version: (version: string) => `Versión ${version}`,
  yourDevice: 'Tu dispositivo',
  webTitle: 'Sin necesidad de descargar nada',
  webText: 'nkoda también funciona en tu navegador web, en cualquier ordenador.',
  webLink: 'Abrir la aplicación web',
};

export const DOWNLOAD_MAC_TEXT: Translation<typeof en.DOWNLOAD_MAC_TEXT> = {
  title: 'nkoda para Mac',
  heading: 'Descarga nkoda para Mac',
  eyebrow: 'Apps',
  intro: (version: string) => `La app de nkoda para macOS, versión ${version}. Descarga el instalador y sigue los pasos que se indican a continuación.`,
  description: (version: string) => `Descarga la app de nkoda para Mac (versión ${version}): requisitos del sistema y pasos de instalación.`,
  keywords: ['nkoda para Mac', 'macOS', 'descargar', 'app de partituras'],
  button: (version: string) => `Descargar para Mac (${version})`,
  fileNote: 'Una imagen de disco (.dmg) para Mac con Apple silicon e Intel.',
  backToAll: 'Todas las plataformas',
  requirements: {
    title: 'Requisitos del sistema',
    list: [
      'macOS 11 Big Sur o posterior',
      'Un procesador Apple silicon o Intel',
      '4 GB de memoria',
      '1 GB de espacio libre en disco, más el necesario para las partituras que guardes sin conexión',
      'Conexión a internet para iniciar sesión y descargar partituras',
    ],
  },
  install: {
    title: 'Cómo instalarla',
    steps: [
      'Abre el archivo descargado (nkoda para Mac) desde tu carpeta Descargas.',
      'En la ventana que se abre, arrastra el icono de nkoda a la carpeta Aplicaciones.',
      'Abre nkoda desde Aplicaciones. Si macOS te pregunta si quieres abrir una app descargada de internet, elige Abrir.',
      'Inicia sesión con tu cuenta de nkoda, o crea una, y empieza a leer.',
    ],
  },
};
