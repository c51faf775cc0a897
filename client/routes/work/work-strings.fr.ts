import type * as en from './work-strings';
import type { Translation } from '../../../shared/i18n/translation';

const pageWord = (pages: number) => (pages <= 1 ? 'page' : 'pages');

export const WORK_TEXT: Translation<typeof en.WORK_TEXT> = {
  metaTitle: (title: string, composers: string) => `${title} – ${composers}`,
  metaDescription: (title: string, composers: string, instrumentation: string, publisher: string) =>
    `${title} de ${composers} (${instrumentation}), aux éditions ${publisher}. À lire sur nkoda, sur tous vos appareils.`,
  keywords: ['partition', 'partitions'],
  coverAlt: (title: string, composers: string) => `Couverture de ${title} de ${composers}`,
  nameList: (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`),
  difficultyLevel: (word: string, level: number, levels: number) => `${word} (${level} sur ${levels})`,
  minutes: (minutes: number) => `${minutes}\u00a0${minutes <= 1 ? 'minute' : 'minutes'}`,
  eyebrow: 'Édition',
  composers: 'Compositeur',
  composersMany: 'Compositeurs',
  editors: 'Éditeur scientifique',
  editorsMany: 'Éditeurs scientifiques',
  publisher: 'Éditeur',
  instrumentation: 'Effectif',
  instruments: 'Instruments',
  previewLink: 'Aperçu des premières pages',
  aboutTitle: 'À propos de cette édition',
  factsTitle: 'Informations clés',
  relatedTitle: 'Éditions associées',
  catalogueNumber: 'Numéro de catalogue',
  publisherNumber: 'Référence éditeur',
  year: 'Année de composition',
  key: 'Tonalité',
  duration: 'Durée',
  difficulty: 'Difficulté',
  language: 'Langue',
  pageCount: 'Pages',
  sharedTitle: 'Annotation partagée',
  sharedBy: 'Partagée par',
  sharedOn: 'Partagée le',
  sharedGone: 'L’annotation partagée par ce lien n’est plus disponible. L’édition est affichée ci-dessous sans elle.',
};

export const PREVIEW_TEXT: Translation<typeof en.PREVIEW_TEXT> = {
  metaTitle: (title: string, composers: string) => `Aperçu de ${title} – ${composers}`,
  metaDescription: (title: string, composers: string, publisher: string, pages: number) =>
    `Découvrez les premières pages de ${title} de ${composers} (${publisher}), puis lisez l’intégralité des ${pages}\u00a0${pageWord(pages)} sur nkoda.`,
  keywords: ['aperçu de partition', 'partition'],
  eyebrow: 'Aperçu',
  pagesLabel: 'Premières pages',
  readAll: (pages: number) => (pages <= 1 ? 'Lire l’édition sur nkoda' : `Lire les ${pages}\u00a0pages sur nkoda`),
  pageAlt: (page: number, title: string) => `Page ${page} de ${title}`,
  restricted: 'L’éditeur ne permet pas l’affichage de cette édition dans votre région\u00a0: ses pages ne peuvent donc pas être prévisualisées ici.',
};

export const ANNOTATION_TEXT: Translation<typeof en.ANNOTATION_TEXT> = {
  metaTitle: (title: string, edition: string) => `${title} – annotation de ${edition}`,
  metaDescription: (author: string, edition: string, composers: string) =>
    `${author} a partagé une annotation de ${edition} de ${composers} via nkoda.`,
  keywords: ['annotation', 'annotation partagée', 'partitions'],
  eyebrow: 'Annotation partagée',
  author: 'Annotée par',
  sharedOn: 'Date de partage',
  pageCount: 'Pages',
  edition: 'Édition',
  noteTitle: 'La note',
  editionTitle: 'L’édition annotée',
  editionHint: 'Ouvrez l’édition avec cette annotation affichée à côté.',
};

export const UPLOAD_TEXT: Translation<typeof en.UPLOAD_TEXT> = {
  metaTitle: (title: string, owner: string) => `${title} – partagé par ${owner}`,
  metaDescription: (owner: string, title: string, pages: number) =>
    `${owner} a partagé «\u00a0${title}\u00a0» (${pages}\u00a0${pageWord(pages)}) avec vous via nkoda.`,
  keywords: ['fichier partagé', 'partitions'],
  imageAlt: (title: string) => `Première page de ${title}`,
  eyebrow: 'Fichier partagé',
  owner: 'Partagé par',
  pageCount: 'Pages',
  sharedOn: 'Date de partage',
  aboutTitle: 'À propos des fichiers partagés',
  about:
    'Les fichiers importés sont les fichiers personnels de leur propriétaire, par exemple des partitions, des parties séparées ou des exercices qu’il a numérisés ou écrits, partagés avec vous via nkoda. Ils ne font pas partie du catalogue nkoda.',
  account: 'Pour ouvrir un fichier partagé, vous devez avoir un compte nkoda.',
  signUp: 'Créer un compte gratuit',
};
