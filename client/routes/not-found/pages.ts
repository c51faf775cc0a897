import { definePages } from '../../../shared/define-pages';

/**
 * Where a first visit to an unknown address is sent (the catch-all route of client/routes.tsx).
 * Its loader always throws a 404, so the layout's boundary shows the page: it has no component.
 */
export const notFoundPages = definePages({
  'not-found': {
    pattern: '/404',
    loader: './not-found-loader#notFoundLoader',
    needs: 'not-found',
    group: 'not-found',
    samples: ['/404'],
    about: 'the not-found page, where a first visit to an unknown address is sent',
  },
});
