import { definePages } from '../../../shared/define-pages';
import { NARROWED_LIST } from '../../../shared/narrowed-list';

/** Search results and browsing by facets. */
export const searchPages = definePages({
  search: {
    pattern: '/search',
    params: ['q', ...NARROWED_LIST],
    loader: './search-loader#searchLoader',
    component: './search#SearchPage',
    needs: 'required',
    group: 'search',
    samples: ['/search?q=bach', '/search'],
    about: 'results with filters (the header box suggests as you type); with no query, browsing by facets',
  },
});
