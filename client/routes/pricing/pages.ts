import { definePages } from '../../../shared/define-pages';

/** The plans, and the way to checkout and back. */
export const pricingPages = definePages({
  pricing: {
    pattern: '/pricing',
    // A plan link (productId, planId, discount) and a return from checkout (checkout, session_id).
    params: ['discount', 'productId', 'planId', 'checkout', 'session_id'],
    loader: './pricing-loader#pricingLoader',
    component: './pricing#PricingPage',
    sitemap: 'fixed',
    needs: 'required',
    group: 'search',
    samples: ['/pricing'],
    about: 'plans and app-store prices; a plan link, and the return from checkout',
  },
});
