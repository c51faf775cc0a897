import type { RouteObject } from 'react-router';
import { HELP_PAGE_VIEWS } from '../../../shared/help-text';
import { routePath } from '../../../shared/paths';

/**
 * The help area's form pages and /contact, joined into the main layout by client/routes.tsx
 * with full paths. No loaders: the pages are static copy and a form, so they hydrate with no
 * data request. `pageView` carries SPEC's page-view names (client/lib/navigation-effects.ts).
 */
export const helpFormRoutes: RouteObject[] = [
  {
    id: 'help-contact',
    path: routePath('/app/help/contact'),
    handle: { pageView: HELP_PAGE_VIEWS.contact },
    lazy: { Component: () => import('./contact').then((m) => m.HelpContactPage) },
  },
  {
    id: 'help-report',
    path: routePath('/app/help/report'),
    handle: { pageView: HELP_PAGE_VIEWS.report },
    lazy: { Component: () => import('./report').then((m) => m.HelpReportPage) },
  },
  {
    id: 'help-request-content',
    path: routePath('/app/help/request-content'),
    handle: { pageView: HELP_PAGE_VIEWS.request },
    lazy: { Component: () => import('./request-content').then((m) => m.HelpRequestContentPage) },
  },
  {
    id: 'contact',
    path: routePath('/contact'),
    lazy: { Component: () => import('./site-contact').then((m) => m.SiteContactPage) },
  },
];
