/** The main API's `/v4/promotion` family, joined from one file per concern. */
import { Hono } from 'hono';
import type { UpstreamEnv } from './env';
import { compositions } from './promotion-compositions';
import { forms } from './forms';
import { editions } from './promotion-editions';
import { people } from './promotion-people';
import { shares } from './promotion-shares';

export const promotion = new Hono<UpstreamEnv>().route('/', editions).route('/', compositions).route('/', people).route('/', shares).route('/', forms);
