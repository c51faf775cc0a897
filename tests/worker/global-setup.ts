import type { TestProject } from 'vitest/node';
// @ts-expect-error: plain JS helper shared with the npm scripts.
import { startWrangler, stopAll, waitFor } from '../../scripts/lib/servers.mjs';

/** Starts the demo upstream (a real workerd) for the integration tests, stops it after. */
export default async function setup(project: TestProject) {
  const upstream = project.config.provide.upstream as string;
  const port = Number(new URL(upstream).port);
  startWrangler('test-upstream', { config: 'tests/upstream/wrangler.toml', port, quiet: true });
  await waitFor(`${upstream}/__faults`);
  return () => stopAll();
}
