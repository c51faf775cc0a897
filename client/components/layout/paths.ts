/** Internal addresses the layout shell links to (routes listed in SPEC section 2). */
export const LAYOUT_PATHS = {
  home: '/',
  whatIsNkoda: '/what-is-nkoda-music',
  madeNotBorn: '/made-not-born',
  developmentPartnership: '/development-partnership',
  blog: '/blog',
  institutions: '/institutions',
  learningSpaces: '/learning-spaces',
  features: '/features',
  pricing: '/pricing',
  artists: '/artists',
  publishers: '/publishers',
  contact: '/contact',
  download: '/download',
  cookiePolicy: '/legal/cookie-policy',
} as const;

/** A legal page from the content service, addressed by its slug. */
export function legalPagePath(slug: string): string {
  return `/legal/${encodeURIComponent(slug)}`;
}

/** Joins a configured external base address and a sub-path without doubling the slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
