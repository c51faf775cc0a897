/** Numbers of the edition-centred pages (their wording is in the catalogues, `#messages/client/routes/work/work`); tests import them. */

/** How many leading pages the preview page shows (the image storage serves no more). */
export const PREVIEW_PAGES = 3;

/** How many related editions the work page lists. */
export const RELATED_EDITIONS = 8;
