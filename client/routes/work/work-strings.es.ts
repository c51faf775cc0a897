import type * as en from './work-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const WORK_TEXT: Translation<typeof en.WORK_TEXT> = {
  metaTitle: (title: string, composers: string) => `${title} – ${composers}`,
  metaDescription: (title: string, composers: string, instrumentation: string, publisher: string) =>
    `${title}, de ${composers} (${instrumentation}), publicada por ${publisher}. Léela en nkoda en cualquier dispositivo.`,
  keywords: ['partituras', 'partitura'],
  coverAlt: (title: string, composers: string) => `Portada de ${title}, de ${composers}`,
  /** "Bach", "Bach y Busoni", "Bach, Busoni y Liszt" (Spanish writes "e" before an i- sound: "Bach e Ives"). */
  nameList: (names: readonly string[]) => {
    if (names.length <= 1) return names.join('');
    const last = names.at(-1)!;
    const and = /^(h?i(?![aeiouáéíóú])|h?í)/i.test(last) ? 'e' : 'y';
    return `${names.slice(0, -1).join(', ')} ${and} ${last}`;
  },
  difficultyLevel: (word: string, level: number, levels: number) => `${word} (${level} de ${levels})`,
  minutes: (minutes: number) => `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`,
  eyebrow: 'Edición',
  composers: 'Compositor',
  composersMany: 'Compositores',
  editors: 'Editor',
  editorsMany: 'Editores',
  publisher: 'Editorial',
  instrumentation: 'Plantilla',
  instruments: 'Instrumentos',
  previewLink: 'Ver las primeras páginas',
  aboutTitle: 'Sobre esta edición',
  factsTitle: 'Datos principales',
  relatedTitle: 'Ediciones relacionadas',
  catalogueNumber: 'Número de catálogo',
  publisherNumber: 'Número de la editorial',
  year: 'Año de composición',
  key: 'Tonalidad',
  duration: 'Duración',
  difficulty: 'Dificultad',
  language: 'Idioma',
  pageCount: 'Páginas',
  sharedTitle: 'Anotación compartida',
  sharedBy: 'Compartida por',
  sharedOn: 'Compartida el',
  sharedGone: 'La anotación compartida con este enlace ya no está disponible. A continuación se muestra la edición sin ella.',
};

export const PREVIEW_TEXT: Translation<typeof en.PREVIEW_TEXT> = {
  metaTitle: (title: string, composers: string) => `Vista previa de ${title} – ${composers}`,
  metaDescription: (title: string, composers: string, publisher: string, pages: number) =>
    `Consulta las primeras páginas de ${title}, de ${composers} (${publisher}), y lee las ${pages} páginas completas en nkoda.`,
  keywords: ['vista previa de partitura', 'partitura'],
  eyebrow: 'Vista previa',
  pagesLabel: 'Primeras páginas',
  readAll: (pages: number) => `Lee las ${pages} páginas en nkoda`,
  pageAlt: (page: number, title: string) => `Página ${page} de ${title}`,
  restricted: 'La editorial no permite mostrar esta edición en tu región, así que aquí no se puede ver la vista previa de sus páginas.',
};

export const ANNOTATION_TEXT: Translation<typeof en.ANNOTATION_TEXT> = {
  metaTitle: (title: string, edition: string) => `${title} – anotación de ${edition}`,
  metaDescription: (author: string, edition: string, composers: string) =>
    `${author} ha compartido una anotación de ${edition}, de ${composers}, a través de nkoda.`,
  keywords: ['anotación', 'anotación compartida', 'partituras'],
  eyebrow: 'Anotación compartida',
  author: 'Anotada por',
  sharedOn: 'Compartida el',
  pageCount: 'Páginas',
  edition: 'Edición',
  noteTitle: 'La nota',
  editionTitle: 'La edición anotada',
  editionHint: 'Abre la edición con esta anotación al lado.',
};

export const UPLOAD_TEXT: Translation<typeof en.UPLOAD_TEXT> = {
  metaTitle: (title: string, owner: string) => `${title} – compartido por ${owner}`,
  metaDescription: (owner: string, title: string, pages: number) =>
    `${owner} ha compartido contigo “${title}” (${pages} ${pages === 1 ? 'página' : 'páginas'}) a través de nkoda.`,
  keywords: ['archivo compartido', 'partituras'],
  imageAlt: (title: string) => `Primera página de ${title}`,
  eyebrow: 'Archivo compartido',
  owner: 'Compartido por',
  pageCount: 'Páginas',
  sharedOn: 'Compartido el',
  aboutTitle: 'Sobre los archivos compartidos',
  about:
    'Los archivos subidos son archivos propios de quien los comparte, como partituras, particellas o ejercicios que ha escaneado o escrito, compartidos contigo a través de nkoda. No forman parte del catálogo de nkoda.',
  account: 'Para abrir un archivo compartido necesitas una cuenta de nkoda.',
  signUp: 'Crea una cuenta gratuita',
};
