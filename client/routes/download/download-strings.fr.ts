import type { Platform } from '../../../shared/device';
import type * as en from './download-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const DOWNLOAD_TEXT: Translation<typeof en.DOWNLOAD_TEXT> = {
  title: 'Télécharger les applications',
  heading: 'Télécharger nkoda',
  eyebrow: 'Applications',
  intro: 'Lisez, annotez et jouez à partir de toute la bibliothèque nkoda sur votre ordinateur, votre tablette ou votre téléphone. Votre bibliothèque et vos annotations vous suivent d’un appareil à l’autre.',
  description: 'Téléchargez nkoda pour Mac, Windows, iPhone et iPad, et Android, ou utilisez nkoda dans votre navigateur.',
  keywords: ['application nkoda', 'télécharger', 'application de partitions', 'Mac', 'Windows', 'iPad', 'Android'],
  platformsLabel: 'Applications par plateforme',
  platformName: { Mac: 'Mac', Windows: 'Windows', iOS: 'iPhone et iPad', Android: 'Android' },
  store: { Mac: 'Programme d’installation pour macOS', Windows: 'Microsoft Store', iOS: 'App Store', Android: 'Google Play' },
  button: (platform: Platform) => `Télécharger pour ${DOWNLOAD_TEXT.platformName[platform]}`,
  version: (version: string) => `Version ${version}`,
  yourDevice: 'Votre appareil',
  webTitle: 'Aucun téléchargement nécessaire',
  webText: 'nkoda fonctionne aussi dans votre navigateur web, sur n’importe quel ordinateur.',
  webLink: 'Ouvrir l’application web',
};

export const DOWNLOAD_MAC_TEXT: Translation<typeof en.DOWNLOAD_MAC_TEXT> = {
  title: 'nkoda pour Mac',
  heading: 'Télécharger nkoda pour Mac',
  eyebrow: 'Applications',
  intro: (version: string) => `L’application nkoda pour macOS, version ${version}. Téléchargez le programme d’installation, puis suivez les étapes ci-dessous.`,
  description: (version: string) => `Téléchargez l’application nkoda pour Mac (version ${version})\u00a0: configuration requise et étapes d’installation.`,
  keywords: ['nkoda pour Mac', 'macOS', 'télécharger', 'application de partitions'],
  button: (version: string) => `Télécharger pour Mac (${version})`,
  fileNote: 'Une image disque (.dmg) pour les Mac avec puce Apple et les Mac Intel.',
  backToAll: 'Toutes les plateformes',
  requirements: {
    title: 'Configuration requise',
    list: [
      'macOS 11 Big Sur ou version ultérieure',
      'Un processeur Apple silicon ou Intel',
      '4\u00a0Go de mémoire',
      '1\u00a0Go d’espace disque libre, plus la place pour les partitions conservées hors ligne',
      'Une connexion Internet pour vous connecter et télécharger les partitions',
    ],
  },
  install: {
    title: 'Installation',
    steps: [
      'Ouvrez le fichier téléchargé (nkoda for Mac) depuis votre dossier Téléchargements.',
      'Dans la fenêtre qui s’ouvre, faites glisser l’icône nkoda sur le dossier Applications.',
      'Ouvrez nkoda depuis Applications. Si macOS vous demande s’il faut ouvrir une application téléchargée depuis Internet, choisissez Ouvrir.',
      'Connectez-vous avec votre compte nkoda, ou créez-en un, et commencez à lire.',
    ],
  },
};
