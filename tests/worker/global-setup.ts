import type { TestProject } from 'vitest/node';
// @ts-expect-error: plain JS helpers shared with the npm scripts.
import { startWrangler, stopAll, waitFor } from '../../scripts/lib/servers.mjs';

/**
 * Starts the demo upstream (a real workerd) for the integration tests, stops it after. An exit
 * mid-run is logged (servers.mjs) and fails the tests after it: nothing restarts it (decision 052).
 */
export default async function setup(project: TestProject) {
  const upstream = project.config.provide.upstream as string;
  const port = Number(new URL(upstream).port);
  const server = startWrangler('test-upstream', { config: 'demo-upstream/wrangler.toml', port, quiet: true });
  try {
    await waitFor(`${upstream}/__health`, 60_000, () => server.exitCode !== null || server.signalCode !== null);
  } catch (error) {
    stopAll();
    throw error;
  }
  return () => stopAll();
}
