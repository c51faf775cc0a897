/**
 * Visible wording of the layout shell (header, footer, cookie bar, not-found page). Kept in one
 * place so a wording change is made once; tests can import it. A strings module (issue 20): only
 * `as const` objects of words, each language's build swaps it for its sibling; the social
 * networks' names and addresses live in social-links-data.ts.
 */

export const SHELL_TEXT = {
  skipLink: 'Skip to main content',
  /** Visually hidden suffix on every link that opens a new tab. */
  newTabHint: '(opens in a new tab)',
  /** The brand: every page title ends with it, translations keep it. */
  siteName: 'nkoda',
  /** A page's <title>: the page's own title, then the brand. */
  pageTitle: (title: string) => `${title} | nkoda`,
  /** Between a sentence's words and a link inside it ('' where words are not spaced). */
  wordSpace: ' ',
  /** After a sentence that ends in a link. */
  sentenceEnd: '.',
} as const;

export const HEADER_TEXT = {
  logoLabel: 'nkoda home',
  menu: 'Menu',
  mainNavLabel: 'Main',
  /** SPEC section 2 names the two web-app buttons 'Login' and 'Get Started'. */
  logIn: 'Login',
  getStarted: 'Get Started',
  whatIsNkoda: 'What is nkoda',
  partnership: 'Partnership',
  madeNotBorn: 'Made not born',
  developmentPartnership: 'Development partnership',
  blog: 'Blog',
  institutions: 'Institutions',
  help: 'Help',
  learning: 'Learning',
  learningSpaces: 'Learning spaces',
} as const;


export const COOKIE_TEXT = {
  regionLabel: 'Cookie consent',
  message:
    'We use cookies that keep this site working and help us understand how it is used. You can find out more in our',
  policyLink: 'cookie policy',
  accept: 'Accept',
} as const;

export const NOT_FOUND_TEXT = {
  title: 'Page not found',
  message:
    'Sorry, we could not find the page you were looking for. It may have moved, or the address may be mistyped.',
  suggestion: 'You can start again from the home page, or visit our help centre for answers.',
  home: 'Go to the home page',
  helpCentre: 'Visit the help centre',
  description: 'The page you were looking for is not in the nkoda library.',
  keywords: ['page not found', 'nkoda', 'sheet music'],
} as const;

/** Preview mode marker: shown on every page while unpublished CMS content is shown. */
export const PREVIEW_MODE_TEXT = {
  label: 'Preview',
  message: 'Unpublished content is shown. Only you can see this.',
  leave: 'Leave preview',
} as const;

/** A page whose data could not be read (upstream down): the shell stays, with this message. */
export const UNAVAILABLE_TEXT = {
  title: 'This page is temporarily unavailable',
  metaTitle: 'Temporarily unavailable',
  description: 'This part of the nkoda library is temporarily unavailable.',
  keywords: ['nkoda', 'sheet music'],
  message:
    'We could not load this part of the library just now. Your connection is fine; our catalogue service did not answer in time. Please try again in a moment.',
  retry: 'Try again',
} as const;
