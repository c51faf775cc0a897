// npm start: production client build, then the demo upstream and the site under wrangler dev.
//   PORT (default 8787) and UPSTREAM_PORT (default 8788) choose the ports.
//   --dev: watch mode (client rebuilds on change, wrangler reloads the worker, React dev build).
//   --no-build: reuse dist/ as it is (used by the test runner after its own build).
import { buildClient } from './lib/build-client.mjs';
import { ensureDevVars, startProcess, startWrangler, stopOnSignals, upstreamVars, waitFor } from './lib/servers.mjs';

const dev = process.argv.includes('--dev');
const build = !process.argv.includes('--no-build');
const port = Number(process.env.PORT ?? 8787);
const upstreamPort = Number(process.env.UPSTREAM_PORT ?? 8788);
const upstream = `http://127.0.0.1:${upstreamPort}`;
const nodeEnv = dev ? 'development' : 'production';

stopOnSignals();
ensureDevVars();

if (build && !buildClient({ dev })) process.exit(1);
if (dev) startProcess('client', 'npx', ['vite', 'build', '--watch', '--mode', 'development', '--logLevel', 'warn']);

const upstreamProcess = startWrangler('upstream', {
  config: 'tests/upstream/wrangler.toml',
  port: upstreamPort,
  quiet: true,
  vars: process.env.SCALE ? { SCALE: process.env.SCALE } : {},
});
const siteProcess = startWrangler('site', { port, vars: upstreamVars(upstream), nodeEnv, quiet: !dev });

// A worker that cannot start (e.g. a bad [vars] value) makes wrangler exit: fail at once.
const exits = (child, name) =>
  new Promise((_, reject) => child.on('exit', (code) => reject(new Error(`${name} exited (code ${code}); its message is above`))));

try {
  const ready = async () => {
    await waitFor(`${upstream}/__health`);
    await waitFor(`http://127.0.0.1:${port}/`);
  };
  await Promise.race([ready(), exits(upstreamProcess, 'the demo upstream'), exits(siteProcess, 'the site worker')]);
  console.log(`\nSite:     http://127.0.0.1:${port}/\nUpstream: ${upstream}/ (demo)\nCtrl-C stops both.\n`);
} catch (error) {
  console.error(`\nThe site did not start: ${error.message}`);
  process.exit(1);
}
