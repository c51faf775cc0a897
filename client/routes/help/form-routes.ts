import type { RegisteredRoute } from '../../lib/page-route';
import { HELP_PAGE_VIEWS } from '../../../shared/spec';

/**
 * The help area's form pages and /contact, joined into the main layout by client/routes.tsx
 * with full paths. No loaders: the pages are static copy and a form, so they hydrate with no
 * data request. `pageView` carries the page-view names of docs/requirements.md §2.5
 * (client/lib/navigation-effects.ts).
 */
export const helpFormRoutes: RegisteredRoute[] = [
  {
    id: 'help-contact',
    path: '/app/help/contact',
    handle: { pageView: HELP_PAGE_VIEWS.contact },
    lazy: { Component: () => import('./contact').then((m) => m.HelpContactPage) },
  },
  {
    id: 'help-report',
    path: '/app/help/report',
    handle: { pageView: HELP_PAGE_VIEWS.report },
    lazy: { Component: () => import('./report').then((m) => m.HelpReportPage) },
  },
  {
    id: 'help-request-content',
    path: '/app/help/request-content',
    handle: { pageView: HELP_PAGE_VIEWS.request },
    lazy: { Component: () => import('./request-content').then((m) => m.HelpRequestContentPage) },
  },
  {
    id: 'contact',
    path: '/contact',
    lazy: { Component: () => import('./site-contact').then((m) => m.SiteContactPage) },
  },
];
