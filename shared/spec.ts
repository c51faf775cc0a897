/**
 * Names, numbers and timings fixed by docs/requirements.md (§2, §8 and §9). Components and
 * tests import them from here so a change is made once. Words for visitors are in the catalogues
 * (locales/, written from them into `#messages/shared/spec` and `#messages/shared/help`).
 */
/** Header turns solid once the page is scrolled more than this many pixels. */
export const HEADER_SOLID_SCROLL_PX = 1;
/** Footer switches between its mobile and desktop layouts at this viewport width. */
export const FOOTER_BREAKPOINT_PX = 820;
/** The viewport-height CSS variable is first computed this long after start, then on resize. */
export const VIEWPORT_VAR_DELAY_MS = 100;

/** Progress bar (nprogress) settings: minimum 8 %, speed 200 ms, trickle 300 ms. */
export const PROGRESS_BAR = { minimum: 0.08, speed: 200, trickleSpeed: 300 } as const;

export const COOKIE_CONSENT = 'CookieConsent';
/** The BFF path the cookie bar's Accept form posts to when the page's code has not taken it over. */
export const CONSENT_PATH = '/api/consent';
export const DESIGN_VERSION = 'designVersion';
export const APPLINK_TOKEN_COOKIE = 'applink token';
/** The 'applink token' cookie is kept 30 days (docs/requirements.md §9.2). */
export const APPLINK_TOKEN_MAX_AGE_SECONDS = 2_592_000;
/** The BFF path the browser posts deep-link registrations to. */
export const APPLINK_REGISTER_PATH = '/api/applink/register';

/** Content holder defaults: nothing in context. */
export const DEFAULT_CONTENT_TYPE = 'Upload';

/** Theme values of the design-version setting. */
/** The dark design's value, alone for the boot script (client/boot-extras.ts), which would carry a whole object. */
export const DARK_THEME = '2';
export const THEMES = { white: '1', dark: DARK_THEME, old: 'OldDesign' } as const;

export const RESTRICTION = { none: 0, region: 1, performance: 2 } as const;

export const NOT_FOUND_PATH = '/404';

/**
 * contentType values of the content holder, one per kind of item page (the default, Upload,
 * doubles as the upload page's own type). The web app opens the item after log-in or sign-up.
 */
export const CONTENT_TYPES = {
  edition: 'Edition',
  artist: 'Artist',
  publisher: 'Publisher',
  instrument: 'Instrument',
  playlist: 'Playlist',
  upload: DEFAULT_CONTENT_TYPE,
  annotation: 'Annotation',
} as const;

/**
 * Page-view kinds (docs/requirements.md §3.6): the page view of an item page carries its kind (the
 * `kind` property; client/lib/navigation-effects.ts). Route handles name theirs as literals
 * checked against this type, so the list itself stays out of the page's code.
 */
export const PAGE_VIEW_KINDS = ['work', 'instrument', 'artist', 'publisher'] as const;
export type PageViewKind = (typeof PAGE_VIEW_KINDS)[number];

/** Session flag of show-unpublished (docs/requirements.md §3.7): a session cookie. */
export const SHOW_UNPUBLISHED_COOKIE = 'show-unpublished';
/** Query parameter that turns preview mode on when it carries the configured key. */
export const PREVIEW_QUERY_PARAM = 'strapi';

/** Page-view names sent to analytics (docs/requirements.md §2.5); analytics names, not translated. */
export const HELP_PAGE_VIEWS = {
  contact: 'Website - Help - Contact',
  report: 'Website - Help - Report',
  request: 'Website - Help - Request',
  faq: 'Website - Help - FAQ',
} as const;

/** docs/requirements.md §9.1: toasts stay 5000 ms. */
export const TOAST_MS = 5000;

/** docs/requirements.md §9.1: the FAQ's scroll-to-top button shows past this many pixels. */
export const FAQ_SCROLL_TOP_THRESHOLD_PX = 100;
