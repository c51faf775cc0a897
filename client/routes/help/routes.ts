import type { RegisteredRoute } from '../../lib/page-route';
import { lazyLoader } from '../../lib/lazy-loader';
import { HELP_PAGE_VIEWS } from '../../../shared/spec';

const helpHomePage = () => import('./help-home').then((m) => m.HelpHomePage);
const helpFaqPage = () => import('./help-faq').then((m) => m.HelpFaqPage);

/**
 * The help area's entry and FAQ, joined into the main layout by client/routes.tsx. Full paths and
 * no parent route, so the other help pages (contact, report, request content) sit beside them.
 */
export const helpRoutes: RegisteredRoute[] = [
  { id: 'help', path: '/app/help', loader: lazyLoader(() => import('./help-loader').then((m) => m.helpEntryLoader)), lazy: { Component: helpHomePage } },
  {
    id: 'help-faq',
    path: '/app/help/faq',
    loader: lazyLoader(() => import('./help-faq-loader').then((m) => m.helpFaqLoader)),
    handle: { pageView: HELP_PAGE_VIEWS.faq },
    lazy: { Component: helpFaqPage },
  },
];
