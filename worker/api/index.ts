import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { SHOW_UNPUBLISHED_COOKIE } from '../../shared/spec';
import type { AppEnv } from '../app-env';
import { jsonOnly } from '../middleware/json-only';
import { previewCookieOptions } from '../middleware/preview-mode';
import { applink } from './applink';
import { consent } from './consent';
import { promotionForms, siteForms } from './forms';
import { FORM_PATHS } from '../../shared/forms/form-paths';
import { reads } from './reads';
import { subscription } from './subscription';
import { cachePurge } from '../purge/cache-purge';

/**
 * The backend-for-frontend: paths mirror upstream (docs/requirements.md §10.3). JSON only, but for
 * the plain HTML forms that work before or without the page's code: the forms, which a page posts
 * natively (docs/decisions/041), and the cookie bar's Accept, joined before the JSON rule so it
 * answers first.
 */
export const api = new Hono<AppEnv>()
  .route('/consent', consent)
  .use(jsonOnly({ formPaths: Object.values(FORM_PATHS) }))
  .route('/v4/promotion', promotionForms)
  .route('/v4/stripeSubscription', subscription)
  // The reads: exactly the routes, parameters and bodies of the read contract (./read-contract.ts).
  .route('/', reads)
  .route('/forms', siteForms)
  .route('/applink', applink)
  // The CMS's and the catalogue's webhooks mark cached answers stale (signed; decision 064).
  .route('/cache/purge', cachePurge)
  // Leaves preview mode (the Preview marker's button); opening it needs the key on a page.
  .delete('/preview', (c) => {
    deleteCookie(c, SHOW_UNPUBLISHED_COOKIE, previewCookieOptions(c));
    return c.json({ preview: false });
  })
  .all('*', (c) => c.json({ error: 'not_found' }, 404));
