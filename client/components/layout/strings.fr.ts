import type * as en from './strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SHELL_TEXT: Translation<typeof en.SHELL_TEXT> = {
  skipLink: 'Aller au contenu principal',
  newTabHint: '(s’ouvre dans un nouvel onglet)',
  siteName: 'nkoda',
  pageTitle: (title: string) => `${title} | nkoda`,
  wordSpace: ' ',
  sentenceEnd: '.',
};

export const HEADER_TEXT: Translation<typeof en.HEADER_TEXT> = {
  logoLabel: 'Accueil nkoda',
  menu: 'Menu',
  mainNavLabel: 'Principale',
  logIn: 'Connexion',
  getStarted: 'Commencer',
  whatIsNkoda: 'Qu’est-ce que nkoda',
  partnership: 'Partenariats',
  madeNotBorn: 'Made not born',
  developmentPartnership: 'Development partnership',
  blog: 'Blog',
  institutions: 'Institutions',
  help: 'Aide',
  learning: 'Apprentissage',
  learningSpaces: 'Espaces d’apprentissage',
};


export const COOKIE_TEXT: Translation<typeof en.COOKIE_TEXT> = {
  regionLabel: 'Consentement aux cookies',
  message:
    'Nous utilisons des cookies qui assurent le fonctionnement de ce site et nous aident à comprendre comment il est utilisé. Pour en savoir plus, consultez notre',
  policyLink: 'politique en matière de cookies',
  accept: 'Accepter',
};

export const NOT_FOUND_TEXT: Translation<typeof en.NOT_FOUND_TEXT> = {
  title: 'Page introuvable',
  message:
    'Désolés, nous n’avons pas trouvé la page que vous cherchiez. Elle a peut-être été déplacée, ou l’adresse contient une faute de frappe.',
  suggestion: 'Vous pouvez repartir de la page d’accueil, ou consulter notre centre d’aide pour trouver des réponses.',
  home: 'Aller à la page d’accueil',
  helpCentre: 'Consulter le centre d’aide',
  description: 'La page que vous cherchiez ne se trouve pas dans la bibliothèque nkoda.',
  keywords: ['page introuvable', 'nkoda', 'partitions'],
};

export const PREVIEW_MODE_TEXT: Translation<typeof en.PREVIEW_MODE_TEXT> = {
  label: 'Aperçu',
  message: 'Du contenu non publié est affiché. Vous seul pouvez le voir.',
  leave: 'Quitter l’aperçu',
};

export const UNAVAILABLE_TEXT: Translation<typeof en.UNAVAILABLE_TEXT> = {
  title: 'Cette page est momentanément indisponible',
  metaTitle: 'Momentanément indisponible',
  description: 'Cette partie de la bibliothèque nkoda est momentanément indisponible.',
  keywords: ['nkoda', 'partitions'],
  message:
    'Nous n’avons pas pu charger cette partie de la bibliothèque pour le moment. Votre connexion fonctionne\u00a0; c’est notre service de catalogue qui n’a pas répondu à temps. Veuillez réessayer dans un instant.',
  retry: 'Réessayer',
};
