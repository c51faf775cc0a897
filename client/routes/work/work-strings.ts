/**
 * Visible wording of the edition-centred pages (work, preview, shared annotation, shared upload).
 * Kept in one place so a wording change is made once; tests import it.
 */

/** How many leading pages the preview page shows (the image storage serves no more). */
export const PREVIEW_PAGES = 3;

/** How many related editions the work page lists. */
export const RELATED_EDITIONS = 8;

/** The fixture's 1-to-5 difficulty grading in words. */
export const DIFFICULTY_WORDS = ['Beginner', 'Elementary', 'Intermediate', 'Advanced', 'Virtuoso'] as const;

export const WORK_TEXT = {
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
  eyebrow: 'Preview',
  pagesLabel: 'First pages',
  /** "Read all 24 pages in nkoda". */
  readAll: (pages: number) => `Read all ${pages} pages in nkoda`,
  /** Alt text of a page image: "Page 2 of Goldberg Variations". */
  pageAlt: (page: number, title: string) => `Page ${page} of ${title}`,
  restricted: "The publisher does not allow this edition to be shown in your region, so its pages cannot be previewed here.",
} as const;

export const ANNOTATION_TEXT = {
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
