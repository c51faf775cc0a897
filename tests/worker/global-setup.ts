import type { TestProject } from 'vitest/node';
// @ts-expect-error: plain JS helpers shared with the npm scripts.
import { isStopping, startWrangler, stopAll } from '../../scripts/lib/servers.mjs';
// @ts-expect-error: plain JS helper shared with the npm scripts.
import { supervise } from '../../scripts/lib/supervise.mjs';

/**
 * Starts the demo upstream (a real workerd) for the integration tests, stops it after. It runs
 * under the same supervisor as `npm start`, so wrangler's mid-run exits do not end the suite.
 */
export default async function setup(project: TestProject) {
  const upstream = project.config.provide.upstream as string;
  const port = Number(new URL(upstream).port);
  const server = supervise('test upstream', () => startWrangler('test-upstream', { config: 'demo-upstream/wrangler.toml', port, quiet: true }), {
    healthUrl: `${upstream}/__health`,
    isStopping,
    onGiveUp: (reason: string) => console.error(`The test upstream is gone: ${reason}`),
  });
  await server.ready;
  return () => stopAll();
}
