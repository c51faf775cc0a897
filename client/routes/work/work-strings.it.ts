import type * as en from './work-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const WORK_TEXT: Translation<typeof en.WORK_TEXT> = {
  metaTitle: (title: string, composers: string) => `${title} – ${composers}`,
  metaDescription: (title: string, composers: string, instrumentation: string, publisher: string) =>
    `${title} di ${composers} (${instrumentation}), edizione ${publisher}. Leggila su nkoda da qualsiasi dispositivo.`,
  keywords: ['spartiti', 'partitura'],
  coverAlt: (title: string, composers: string) => `Copertina di ${title} di ${composers}`,
  /** "Bach", "Bach e Busoni", "Bach, Busoni e Liszt". */
  nameList: (names: readonly string[]) =>
    names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} e ${names.at(-1)}`,
  /** "Avanzato (4 di 5)". */
  difficultyLevel: (word: string, level: number, levels: number) => `${word} (${level} di ${levels})`,
  minutes: (minutes: number) => `${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}`,
  eyebrow: 'Edizione',
  composers: 'Compositore',
  composersMany: 'Compositori',
  editors: 'Curatore',
  editorsMany: 'Curatori',
  publisher: 'Editore',
  instrumentation: 'Organico',
  instruments: 'Strumenti',
  previewLink: 'Guarda l’anteprima delle prime pagine',
  aboutTitle: 'Informazioni su questa edizione',
  factsTitle: 'Dati principali',
  relatedTitle: 'Edizioni correlate',
  catalogueNumber: 'Numero di catalogo',
  publisherNumber: 'Numero editoriale',
  year: 'Anno di composizione',
  key: 'Tonalità',
  duration: 'Durata',
  difficulty: 'Difficoltà',
  language: 'Lingua',
  pageCount: 'Pagine',
  sharedTitle: 'Annotazione condivisa',
  sharedBy: 'Condivisa da',
  sharedOn: 'Condivisa il',
  sharedGone:
    'L’annotazione condivisa con questo link non è più disponibile. Qui sotto trovi l’edizione senza l’annotazione.',
};

export const PREVIEW_TEXT: Translation<typeof en.PREVIEW_TEXT> = {
  metaTitle: (title: string, composers: string) => `Anteprima di ${title} – ${composers}`,
  metaDescription: (title: string, composers: string, publisher: string, pages: number) =>
    `Guarda le prime pagine di ${title} di ${composers} (${publisher}), ${pages === 1 ? 'poi leggila per intero' : `poi leggi tutte le ${pages} pagine`} su nkoda.`,
  keywords: ['anteprima spartiti', 'partitura'],
  eyebrow: 'Anteprima',
  pagesLabel: 'Prime pagine',
  /** "Leggi tutte le 24 pagine su nkoda". */
  readAll: (pages: number) => (pages === 1 ? 'Leggi la pagina su nkoda' : `Leggi tutte le ${pages} pagine su nkoda`),
  pageAlt: (page: number, title: string) => `Pagina ${page} di ${title}`,
  restricted:
    'L’editore non consente di mostrare questa edizione nella tua area geografica, quindi non è possibile visualizzarne l’anteprima qui.',
};

export const ANNOTATION_TEXT: Translation<typeof en.ANNOTATION_TEXT> = {
  metaTitle: (title: string, edition: string) => `${title} – annotazione di ${edition}`,
  metaDescription: (author: string, edition: string, composers: string) =>
    `${author} ha condiviso un’annotazione di ${edition} di ${composers} tramite nkoda.`,
  keywords: ['annotazione', 'annotazione condivisa', 'spartiti'],
  eyebrow: 'Annotazione condivisa',
  author: 'Autore dell’annotazione',
  sharedOn: 'Data di condivisione',
  pageCount: 'Pagine',
  edition: 'Edizione',
  noteTitle: 'La nota',
  editionTitle: 'L’edizione annotata',
  editionHint: 'Apri l’edizione con questa annotazione visualizzata accanto.',
};

export const UPLOAD_TEXT: Translation<typeof en.UPLOAD_TEXT> = {
  metaTitle: (title: string, owner: string) => `${title} – condiviso da ${owner}`,
  metaDescription: (owner: string, title: string, pages: number) =>
    `${owner} ha condiviso con te \u201c${title}\u201d (${pages} ${pages === 1 ? 'pagina' : 'pagine'}) tramite nkoda.`,
  keywords: ['file condiviso', 'spartiti'],
  imageAlt: (title: string) => `Prima pagina di ${title}`,
  eyebrow: 'File condiviso',
  owner: 'Condiviso da',
  pageCount: 'Pagine',
  sharedOn: 'Data di condivisione',
  aboutTitle: 'Informazioni sui file condivisi',
  about:
    'I file condivisi appartengono a chi li ha caricati: partiture, parti o esercizi scansionati o scritti da loro e condivisi con te tramite nkoda. Non fanno parte del catalogo nkoda.',
  account: 'Per aprire un file condiviso serve un account nkoda.',
  signUp: 'Crea un account gratuito',
};
