/**
 * The demo upstream: one Worker that stands in for every upstream the site calls, serving a
 * deterministic fixture catalogue in the upstream wire formats. Started by the site's
 * `npm start` on http://127.0.0.1:8788 (`wrangler dev -c demo-upstream/wrangler.toml`); tests
 * import the app and call `app.request()` from Node.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { analytics } from './analytics';
import { applink, shortLinks } from './applink';
import { cms } from './cms';
import { cmsLegacy } from './cms-legacy';
import { catalogueOf, scaleOf, type UpstreamEnv } from './env';
import { arrivalRecorder, baseDelay, faultInjector, hooks, readCounter, recorder } from './hooks';
import { idempotency } from './idempotency';
import { images } from './images';
import { promotion } from './promotion';
import { search } from './search';
import { builds, deals } from './storage';
import { checkoutPages, subscription } from './subscription';

const app = new Hono<UpstreamEnv>();

// The content service sends permissive cross-origin headers; the rest may as well.
app.use('*', cors());
// Hooks come before the fault, delay and recorder middleware so they are never affected by them.
app.route('/', hooks);
// Counted before faults and delays: every read the upstream was asked for.
app.use('*', readCounter());
app.use('*', arrivalRecorder());
app.use('*', faultInjector());
app.use('*', baseDelay());
// Before the recorder: a replayed answer was not a second arrival.
app.use('*', idempotency());
app.use('*', recorder());

app.get('/', (c) =>
  c.json({
    name: 'demo-upstream',
    scale: scaleOf(c),
    editions: catalogueOf(c).size,
    roots: {
      api: '/v4',
      cms: '/cms/api',
      cmsLegacy: '/cms-legacy',
      deals: '/deals',
      builds: '/builds',
      images: '/images',
      deepLink: '/',
    },
  }),
);
app.route('/v4/promotion', promotion);
app.route('/v4/search', search);
app.route('/v4/stripeSubscription', subscription);
app.route('/checkout', checkoutPages);
app.route('/cms/api', cms);
app.route('/cms-legacy', cmsLegacy);
app.route('/v1/applink', applink);
app.route('/l', shortLinks);
app.route('/images', images);
app.route('/builds', builds);
app.route('/deals', deals);
app.route('/analytics', analytics);

app.notFound((c) => c.json({ error: 'not found' }, 404));
app.onError((error, c) => c.json({ error: 'internal', message: error.message }, 500));

export default app;
