import { definePages } from '../../../shared/define-pages';

/** The home page. */
export const homePages = definePages({
  home: {
    pattern: '/',
    loader: './home-loader#homeLoader',
    component: './home#HomePage',
    sitemap: 'fixed',
    needs: 'required',
    group: 'home',
    samples: ['/'],
    about: 'featured publishers and popular editions',
  },
});
