import type { RegisteredRoute } from '../../lib/page-route';
import { lazyLoader } from '../../lib/lazy-loader';

const legalIndexPage = () => import('./legal-index').then((m) => m.LegalIndexPage);
const legalPage = () => import('./legal-page').then((m) => m.LegalPage);
const faqPage = () => import('./faq').then((m) => m.FaqPage);
const learningSpacesPage = () => import('./learning-spaces').then((m) => m.LearningSpacesPage);
const learningSpaceEventPage = () => import('./learning-space-event').then((m) => m.LearningSpaceEventPage);

/** Routes of the content-managed pages (legal, FAQ, learning spaces), joined by client/routes.tsx. */
export const cmsPageRoutes: RegisteredRoute[] = [
  { id: 'legal', path: '/legal', loader: lazyLoader(() => import('./legal-loader').then((m) => m.legalIndexLoader)), lazy: { Component: legalIndexPage } },
  { id: 'legal-page', path: '/legal/:slug', loader: lazyLoader(() => import('./legal-loader').then((m) => m.legalPageLoader)), lazy: { Component: legalPage } },
  { id: 'faq', path: '/faq', loader: lazyLoader(() => import('./faq-loader').then((m) => m.faqLoader)), lazy: { Component: faqPage } },
  {
    id: 'learning-spaces',
    path: '/learning-spaces',
    loader: lazyLoader(() => import('./learning-spaces-loader').then((m) => m.learningSpacesLoader)),
    lazy: { Component: learningSpacesPage },
  },
  {
    id: 'learning-space-event',
    path: '/learning-spaces/:slug',
    loader: lazyLoader(() => import('./learning-spaces-loader').then((m) => m.learningEventLoader)),
    lazy: { Component: learningSpaceEventPage },
  },
];
