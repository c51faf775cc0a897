import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: plain JS helper shared with the npm scripts.
import { waitFor } from '../../scripts/lib/wait-for.mjs';

/**
 * The site both engines visit: `npm start`'s two servers (scripts/start.mjs --no-build, the client
 * built before, as npm test does once for every suite), on this suite's own ports, started as the
 * browser suite's webServer starts them. ENGINES_BASE_URL (with ENGINES_UPSTREAM_URL, its demo
 * upstream) points the suite at a site already running instead, which it then leaves alone.
 */
export default async function setup(project: TestProject) {
  const given = process.env.ENGINES_BASE_URL;
  if (given) {
    const upstream = process.env.ENGINES_UPSTREAM_URL;
    if (!upstream) throw new Error('ENGINES_BASE_URL needs ENGINES_UPSTREAM_URL too: the newsletter flow reads what the demo upstream received');
    await waitFor(new URL('/', given).href, 30_000);
    project.provide('baseURL', new URL(given).origin);
    project.provide('upstreamURL', new URL(upstream).origin);
    return;
  }

  // npm test builds the client once before every suite; run alone, this suite needs `npm run build` first.
  if (!existsSync('dist/client/.vite/manifest.json')) throw new Error('no client build in dist/client: run `npm run build` first (npm test builds it)');
  const port = Number(process.env.ENGINES_PORT ?? 8960);
  const upstreamPort = Number(process.env.ENGINES_UPSTREAM_PORT ?? 8961);
  const baseURL = `http://127.0.0.1:${port}`;
  // Its own process group: start.mjs stops its wrangler groups on SIGTERM, and the group is
  // signalled whole so nothing of it outlives the run, whichever way the run ends.
  const site: ChildProcess = spawn('node', ['scripts/start.mjs', '--no-build'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    // As `npm start` runs it, on these ports. Not the browser suite's analytics key nor its chat
    // widget: it answers their requests in the page itself, which WebKit's WebDriver cannot do, and
    // without them a page makes no request off its own origin.
    env: { ...process.env, PORT: String(port), UPSTREAM_PORT: String(upstreamPort) },
  });
  const stop = () => stopGroup(site);
  process.once('exit', stop);
  try {
    await waitFor(`${baseURL}/`, 120_000, () => site.exitCode !== null || site.signalCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('baseURL', baseURL);
  project.provide('upstreamURL', `http://127.0.0.1:${upstreamPort}`);
  return async () => {
    process.off('exit', stop);
    await stop();
  };
}

/** SIGTERM to the site's process group (start.mjs passes it on to its wrangler groups), then waits for it to exit (10 s, then SIGKILL). */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 10_000)));
  if ((await Promise.race([exited, late])) === 'late') signal('SIGKILL');
  clearTimeout(timer);
}
