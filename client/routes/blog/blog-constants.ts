/** Numbers of the blog pages (their wording is in the catalogues, `#messages/client/routes/blog/blog`); tests import them. */

/**
 * Articles per page of the blog and category lists: a multiple of the 2- and 3-column grids,
 * and small enough that the demo's published articles fill more than one page.
 */
export const BLOG_PAGE_SIZE = 6;

/** How many related articles an article page shows. */
export const RELATED_ARTICLES = 3;
