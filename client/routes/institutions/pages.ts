import { definePages } from '../../../shared/define-pages';

/** The institutions the library serves. */
export const institutionsPages = definePages({
  institutions: {
    pattern: '/institutions',
    loader: './institutions-loader#institutionsLoader',
    component: './institutions#InstitutionsPage',
    sitemap: 'fixed',
    needs: 'required',
    group: 'search',
    samples: ['/institutions'],
    about: 'featured institutions',
  },
});
