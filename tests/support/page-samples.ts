import { PAGE_SAMPLES } from '#pages/samples';
import type { PageId, UpstreamNeeds } from '../../shared/pages';

/**
 * What the tests know of each declared page besides the registry (shared/pages.ts): its demo
 * addresses (`samples` in client/routes/<family>/pages.ts) and what the fault suite holds it to
 * (`needs`, `group`). Written by `npm run pages` into a module only the tests import, so no demo
 * address is in the worker's bundle.
 */
export interface PageSamples {
  readonly needs: UpstreamNeeds;
  readonly group: string;
  readonly samples: readonly `/${string}`[];
}

export const SAMPLES: { readonly [Id in PageId]: PageSamples } = PAGE_SAMPLES;
