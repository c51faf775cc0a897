import { definePages } from '../../../shared/define-pages';
import { HELP_PAGE_VIEWS } from '../../../shared/spec';

/**
 * The help area and the site's contact page. Full paths and no parent route, so the area's pages
 * sit beside each other. The form pages have no loader: static copy and a form, they hydrate with
 * no data request.
 */
export const helpPages = definePages({
  // The area's entry sends the visitor to the support chat when one is configured.
  help: {
    pattern: '/app/help',
    loader: './help-loader#helpEntryLoader',
    component: './help-home#HelpHomePage',
    needs: 'redirect',
    group: 'help',
    samples: ['/app/help'],
    about: 'the Help area: sends the visitor to the support chat (a help home when none is configured)',
  },
  'help-faq': {
    pattern: '/app/help/faq',
    params: ['category', 'topic'],
    loader: './help-faq-loader#helpFaqLoader',
    component: './help-faq#HelpFaqPage',
    pageView: HELP_PAGE_VIEWS.faq,
    sitemap: 'fixed',
    needs: 'required',
    group: 'help',
    samples: ['/app/help/faq'],
    about: 'help FAQ: categories, numbered topics, numbered questions and answers; the legal categories',
  },
  'help-contact': {
    pattern: '/app/help/contact',
    component: './contact#HelpContactPage',
    pageView: HELP_PAGE_VIEWS.contact,
    sitemap: 'fixed',
    needs: 'none',
    group: 'help',
    samples: ['/app/help/contact'],
    about: 'the contact form',
  },
  'help-report': {
    pattern: '/app/help/report',
    component: './report#HelpReportPage',
    pageView: HELP_PAGE_VIEWS.report,
    sitemap: 'fixed',
    needs: 'none',
    group: 'help',
    samples: ['/app/help/report'],
    about: 'the form to report a problem',
  },
  'help-request-content': {
    pattern: '/app/help/request-content',
    // The search page's "ask for it" link carries what was searched for.
    params: ['q', 'filters'],
    component: './request-content#HelpRequestContentPage',
    pageView: HELP_PAGE_VIEWS.request,
    sitemap: 'fixed',
    needs: 'none',
    group: 'help',
    samples: ['/app/help/request-content'],
    about: 'the form to ask for music the library lacks',
  },
  contact: {
    pattern: '/contact',
    params: ['enquiry'],
    component: './site-contact#SiteContactPage',
    sitemap: 'fixed',
    needs: 'none',
    group: 'help',
    samples: ['/contact'],
    about: 'the contact form in the main layout',
  },
});
