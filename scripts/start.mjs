// npm start: production client build, then the demo upstream and the site under wrangler dev.
//   PORT (default 8787) and UPSTREAM_PORT (default 8788) choose the ports.
//   --dev: watch mode (the English client rebuilds on change, the other languages are built once at
//   start; wrangler reloads the worker; React dev build; a page's declaration edited is derived again).
//   --no-build: reuse dist/ as it is (used by the test runner after its own build).
//   UNPUBLISHED_KEY in the environment overrides .dev.vars' preview key (the browser tests set one).
import { spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { buildClient } from '../build/build-client.mjs';
import { ensureDevVars, isStopping, startProcess, startWrangler, stopAll, stopOnSignals, upstreamVars, waitFor } from './lib/servers.mjs';

const dev = process.argv.includes('--dev');
const build = !process.argv.includes('--no-build');
const port = Number(process.env.PORT ?? 8787);
const upstreamPort = Number(process.env.UPSTREAM_PORT ?? 8788);
const upstream = `http://127.0.0.1:${upstreamPort}`;
const nodeEnv = dev ? 'development' : 'production';

stopOnSignals();
ensureDevVars();

if (build && !buildClient({ dev })) process.exit(1);
if (dev) {
  startProcess('client', 'npx', ['vite', 'build', '--watch', '--mode', 'development', '--logLevel', 'warn']);
  // A page's declaration edited: its routes, parameters and registry written again, which the
  // client's watch and wrangler's reload then pick up.
  // An editor's save is often two events: they are derived once, after the last.
  let pending;
  watch('client/routes', { recursive: true }, (_event, file) => {
    if (!file?.endsWith('pages.ts')) return;
    clearTimeout(pending);
    pending = setTimeout(() => spawnSync(process.execPath, ['scripts/pages.mjs'], { stdio: 'inherit' }), 100);
  });
}

const giveUp = (reason) => {
  console.error(`\nStopping: ${reason}`);
  stopAll();
  process.exit(1);
};

const upstreamServer = startWrangler('upstream', {
  config: 'demo-upstream/wrangler.toml',
  port: upstreamPort,
  quiet: true,
  vars: process.env.SCALE ? { SCALE: process.env.SCALE } : {},
});
const previewKey = process.env.UNPUBLISHED_KEY ? { UNPUBLISHED_KEY: process.env.UNPUBLISHED_KEY } : {};
const siteServer = startWrangler('site', { port, vars: upstreamVars(upstream, previewKey), nodeEnv, quiet: !dev });

// Either server exiting ends the run, at start (a bad [vars] value, a port in use) or later. Nothing
// restarts it: with wrangler 4.164 a request the client abandons fails alone and the dev server
// goes on (docs/decisions/052), so an exit is a real fault, to be seen, not covered.
for (const [name, child] of [
  ['demo upstream', upstreamServer],
  ['site worker', siteServer],
]) {
  child.once('exit', (code, signal) => {
    if (!isStopping()) giveUp(`the ${name} exited (${signal ?? `code ${code}`}); its message is above`);
  });
}

try {
  await Promise.all([waitFor(`${upstream}/__health`), waitFor(`http://127.0.0.1:${port}/`)]);
  console.log(`\nSite:     http://127.0.0.1:${port}/\nUpstream: ${upstream}/ (demo)\nCtrl-C stops both.\n`);
} catch (error) {
  giveUp(`the site did not start: ${error.message}`);
}
