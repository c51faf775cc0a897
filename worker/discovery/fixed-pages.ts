import { LAYOUT_PATHS } from '../../client/components/layout/paths';

interface FixedPage {
  path: string;
  /** The CMS collection this page lists: its newest entry's date is the page's lastmod. */
  newestOf?: string;
}

/**
 * The site's pages that are not one item of a list (SPEC section 2, "Routes"): home, the
 * marketing and project pages, the list pages and the help area's pages. Pages listing CMS
 * entries change when an entry does; the others carry no date, since none comes from upstream
 * (their copy changes with a deploy, and a made-up date would mislead crawlers).
 */
export const FIXED_PAGES: Readonly<Record<string, FixedPage>> = {
  home: { path: LAYOUT_PATHS.home },
  whatIsNkoda: { path: LAYOUT_PATHS.whatIsNkoda },
  features: { path: LAYOUT_PATHS.features },
  pricing: { path: LAYOUT_PATHS.pricing },
  madeNotBorn: { path: LAYOUT_PATHS.madeNotBorn },
  fund: { path: '/nkoda-22-fund' },
  representationProject: { path: '/representation-project' },
  developmentPartnership: { path: LAYOUT_PATHS.developmentPartnership },
  institutions: { path: LAYOUT_PATHS.institutions },
  artists: { path: LAYOUT_PATHS.artists },
  publishers: { path: LAYOUT_PATHS.publishers },
  blog: { path: LAYOUT_PATHS.blog, newestOf: '/blog-articles' },
  legal: { path: '/legal', newestOf: '/legal-pages' },
  faq: { path: '/faq', newestOf: '/faq-pages' },
  learningSpaces: { path: LAYOUT_PATHS.learningSpaces, newestOf: '/learning-spaces-events' },
  contact: { path: LAYOUT_PATHS.contact },
  download: { path: LAYOUT_PATHS.download },
  downloadMac: { path: '/download/mac' },
  helpFaq: { path: '/app/help/faq' },
  helpContact: { path: '/app/help/contact' },
  helpReport: { path: '/app/help/report' },
  helpRequestContent: { path: '/app/help/request-content' },
};
