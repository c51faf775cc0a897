import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { mirroredPath, proxyRead } from './read-proxy';

/** /api/v4/stripeSubscription/...: plan reads, cached. (Checkout calls come with the apps issue.) */
export const subscription = new Hono<AppEnv>()
  .get('/plans', (c) => proxyRead(c, 'subscription', mirroredPath(c)))
  .get('/product/:productId/plan/:planId', (c) => proxyRead(c, 'subscription', mirroredPath(c)));
