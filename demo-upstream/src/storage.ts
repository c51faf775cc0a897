/** Build storage (`/builds/...`) and the deals API (`/deals/v1/deals`), so every configured root answers. */
import { Hono } from 'hono';
import type { Deal } from '../../shared/schemas/deals';
import type { UpstreamEnv } from './env';

/** Release files named after the versions in docs/requirements.md §9.4. */
export const RELEASES = {
  mac: { version: '2.1.21', path: '/mac/SheetMusic-2.1.21.dmg' },
  android: { version: '4.1.5', path: '/android/SheetMusic-2.1.21.apk' },
  windows: { version: '2.1.1428.0', path: '/windows/SheetMusic-2.1.1428.0.msixbundle' },
};

export const builds = new Hono<UpstreamEnv>()
  .get('/', (c) => c.json(RELEASES))
  .get('/*', (c) => {
    const name = c.req.path.split('/').pop() ?? 'build';
    return c.body(`Demo build artefact ${c.req.path}\n`, 200, {
      'content-type': 'application/octet-stream',
      'content-disposition': `attachment; filename="${name.replace(/"/g, '')}"`,
      'cache-control': 'public, max-age=3600',
    });
  });

const DEALS: Deal[] = [
  {
    dealId: 'welcome-10',
    title: '10% off your first year',
    description: 'New subscribers save 10% on any plan with the code WELCOME10.',
    discountCode: 'WELCOME10',
    percentOff: 10,
    startsAt: '2025-01-01T00:00:00.000Z',
    endsAt: null,
  },
  {
    dealId: 'students-autumn',
    title: 'Student term offer',
    description: 'Students save on the annual student plan during the autumn term.',
    discountCode: null,
    percentOff: 20,
    startsAt: '2025-09-01T00:00:00.000Z',
    endsAt: '2025-12-31T23:59:59.000Z',
  },
];

export const deals = new Hono<UpstreamEnv>().get('/v1/deals', (c) => c.json(DEALS));
