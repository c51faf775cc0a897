/**
 * Words of the two last-resort pages: the root error boundary (the shell could not render) and
 * the worker's static 500 page (React itself could not render). In shared/ because the worker
 * writes the second without the client's modules. A strings module (issue 20).
 */
export const ERROR_PAGE_TEXT = {
  title: 'Something went wrong',
  /** The static page's <title>. */
  documentTitle: 'Something went wrong | nkoda',
  /** Root error boundary: "{messageBeforeLink}<a>{homeLink}</a>{afterLink}". */
  rootMessage: 'The page could not be shown. ',
  rootHomeLink: 'Go to the home page',
  afterLink: '.',
  /** Static 500 page: "{fallbackMessage}<a>{fallbackHomeLink}</a>{afterLink}". */
  fallbackMessage: 'This page could not be shown. Please try again in a moment, or ',
  fallbackHomeLink: 'go to the home page',
} as const;
