/**
 * Visible wording of the footer and the store buttons: only the footer (hydrated on use) and the
 * pages that show store buttons import it, so the first load of a page carries none of it. A
 * strings module (issue 20): each language's build swaps it for its sibling.
 */

export const FOOTER_TEXT = {
  navLabel: 'Footer',
  about: 'About',
  ourProjects: 'Our Projects',
  content: 'Content',
  legal: 'Legal',
  support: 'Support',
  whatIsNkoda: 'What is nkoda',
  features: 'Features',
  pricing: 'Pricing',
  blog: 'Blog',
  madeNotBorn: 'Made not born',
  developmentPartnership: 'Development partnership',
  artists: 'Artists',
  publishers: 'Publishers',
  institutions: 'Institutions',
  helpCentre: 'Help centre',
  gettingStarted: 'Getting started',
  faq: 'FAQ',
  contactUs: 'Contact us',
  allDownloads: 'All apps and downloads',
  socialLabel: 'nkoda on social media',
  storesLabel: 'Get the nkoda app',
  /** Rendered as `${copyrightPrefix}${year}${copyrightSuffix}`. */
  copyrightPrefix: '© ',
  copyrightSuffix: ' nkoda Ltd. All rights reserved.',
} as const;

/** Store buttons: the two visible lines together form the accessible name. */
export const STORE_TEXT = {
  ios: { small: 'Download on the', large: 'App Store' },
  android: { small: 'Get it on', large: 'Google Play' },
  windows: { small: 'Get it from', large: 'Microsoft' },
} as const;
