/**
 * Visible wording of the edition-centred pages (work, preview, shared annotation, shared upload).
 * Kept in one place so a wording change is made once; tests import it. Its numbers are in
 * work-constants.ts, the difficulty words with the catalogue's vocabulary.
 */


export const WORK_TEXT = {
  /** The document title: "Goldberg Variations – Johann Sebastian Bach". */
  metaTitle: (title: string, composers: string) => `${title} – ${composers}`,
  metaDescription: (title: string, composers: string, instrumentation: string, publisher: string) =>
    `${title} by ${composers} (${instrumentation}), published by ${publisher}. Read it in nkoda on any device.`,
  /** Added after the edition's own names. */
  keywords: ['sheet music', 'score'],
  coverAlt: (title: string, composers: string) => `Cover of ${title} by ${composers}`,
  /** "Bach", "Bach and Busoni", "Bach, Busoni and Liszt". */
  nameList: (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`),
  /** "Advanced (4 of 5)". */
  difficultyLevel: (word: string, level: number, levels: number) => `${word} (${level} of ${levels})`,
  /** "1 minute", "18 minutes". */
  minutes: (minutes: number) => `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
  eyebrow: 'Edition',
  composers: 'Composer',
  composersMany: 'Composers',
  editors: 'Editor',
  editorsMany: 'Editors',
  publisher: 'Publisher',
  instrumentation: 'Instrumentation',
  instruments: 'Instruments',
  previewLink: 'Preview the first pages',
  aboutTitle: 'About this edition',
  factsTitle: 'Key facts',
  relatedTitle: 'Related editions',
  catalogueNumber: 'Catalogue number',
  publisherNumber: "Publisher's number",
  year: 'Year of composition',
  key: 'Key',
  duration: 'Duration',
  difficulty: 'Difficulty',
  language: 'Language',
  pageCount: 'Pages',
  sharedTitle: 'Shared annotation',
  sharedBy: 'Shared by',
  sharedOn: 'Shared on',
  /** Shown on a work page whose ?shareRef= no longer resolves (the edition itself is fine). */
  sharedGone: 'The annotation shared with this link is no longer available. The edition is shown below without it.',
} as const;

export const PREVIEW_TEXT = {
  metaTitle: (title: string, composers: string) => `Preview of ${title} – ${composers}`,
  metaDescription: (title: string, composers: string, publisher: string, pages: number) =>
    `See the first pages of ${title} by ${composers} (${publisher}), then read all ${pages} pages in nkoda.`,
  /** Added after the edition's own names. */
  keywords: ['sheet music preview', 'score'],
  eyebrow: 'Preview',
  pagesLabel: 'First pages',
  /** "Read all 24 pages in nkoda". */
  readAll: (pages: number) => `Read all ${pages} pages in nkoda`,
  /** Alt text of a page image: "Page 2 of Goldberg Variations". */
  pageAlt: (page: number, title: string) => `Page ${page} of ${title}`,
  restricted: "The publisher does not allow this edition to be shown in your region, so its pages cannot be previewed here.",
} as const;

export const ANNOTATION_TEXT = {
  metaTitle: (title: string, edition: string) => `${title} – annotation of ${edition}`,
  metaDescription: (author: string, edition: string, composers: string) =>
    `${author} shared an annotation of ${edition} by ${composers} through nkoda.`,
  /** Added after the annotation's and the edition's own names. */
  keywords: ['annotation', 'shared annotation', 'sheet music'],
  eyebrow: 'Shared annotation',
  author: 'Annotated by',
  sharedOn: 'Shared on',
  pageCount: 'Pages',
  edition: 'Edition',
  noteTitle: 'The note',
  editionTitle: 'The annotated edition',
  editionHint: 'Open the edition with this annotation shown beside it.',
} as const;

export const UPLOAD_TEXT = {
  metaTitle: (title: string, owner: string) => `${title} – shared by ${owner}`,
  metaDescription: (owner: string, title: string, pages: number) => `${owner} shared \u201c${title}\u201d (${pages} pages) with you through nkoda.`,
  /** Added after the upload's and its owner's names. */
  keywords: ['shared upload', 'sheet music'],
  imageAlt: (title: string) => `First page of ${title}`,
  eyebrow: 'Shared upload',
  owner: 'Shared by',
  pageCount: 'Pages',
  sharedOn: 'Shared on',
  aboutTitle: 'About shared uploads',
  about:
    "Uploads are their owner's own files, such as scores, parts or exercises they scanned or wrote, shared with you through nkoda. They are not part of the nkoda catalogue.",
  account: 'Opening a shared upload needs an nkoda account.',
  signUp: 'Create a free account',
} as const;
