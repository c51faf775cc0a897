import { href } from '../../shared/paths';

interface FixedPage {
  path: string;
  /** The CMS collection this page lists: its newest entry's date is the page's lastmod. */
  newestOf?: string;
}

/**
 * The site's pages that are not one item of a list (docs/requirements.md §2.2): home, the
 * marketing and project pages, the list pages and the help area's pages. Pages listing CMS
 * entries change when an entry does; the others carry no date, since none comes from upstream
 * (their copy changes with a deploy, and a made-up date would mislead crawlers).
 */
export const FIXED_PAGES: Readonly<Record<string, FixedPage>> = {
  home: { path: href('/') },
  whatIsNkoda: { path: href('/what-is-nkoda-music') },
  features: { path: href('/features') },
  pricing: { path: href('/pricing') },
  madeNotBorn: { path: href('/made-not-born') },
  fund: { path: href('/nkoda-22-fund') },
  representationProject: { path: href('/representation-project') },
  developmentPartnership: { path: href('/development-partnership') },
  institutions: { path: href('/institutions') },
  artists: { path: href('/artists') },
  publishers: { path: href('/publishers') },
  blog: { path: href('/blog'), newestOf: '/blog-articles' },
  legal: { path: href('/legal'), newestOf: '/legal-pages' },
  faq: { path: href('/faq'), newestOf: '/faq-pages' },
  learningSpaces: { path: href('/learning-spaces'), newestOf: '/learning-spaces-events' },
  contact: { path: href('/contact') },
  download: { path: href('/download') },
  downloadMac: { path: href('/download/mac') },
  helpFaq: { path: href('/app/help/faq') },
  helpContact: { path: href('/app/help/contact') },
  helpReport: { path: href('/app/help/report') },
  helpRequestContent: { path: href('/app/help/request-content') },
};
