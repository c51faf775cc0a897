// The worker bundle as `wrangler deploy` would upload it to each environment (staging and
// production, wrangler.toml; decision 053): its size, what is big in it, that what decision 022
// left out stays out, and that its redirect table is the real legacy rows with none generated
// from the demo catalogue (decision 029; the environment's [define] must say so, wrangler does
// not carry it over from the top level). Then workerd itself (no wrangler, no proxy) starts
// with it and the environment's own vars and answers one request that reads nothing upstream,
// so a bundle that cannot start, or a var the worker refuses (worker/env.ts), fails here.
//   node build/worker-bundle.mjs               for each environment: size, largest inputs, checks, one start
//   node build/worker-bundle.mjs --env NAME    one environment only
//   node build/worker-bundle.mjs --startup 15  also times workerd's start (spawn to first answer),
//                                                median of N, beside an empty worker's
// WORKER_BUNDLE_PORT (default 8795) is where workerd listens. Needs the client build
// (dist/client, npm run build): the worker imports its manifest.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import workerd from 'workerd';
import { COMPILED, COMPILED_WITH_DEMO, DEMO_DIR, readTables } from '../redirects/compile-redirects.mjs';
import { DEPLOYED_ENVIRONMENTS, environmentName, readEnvironment } from '../scripts/deploy/environments.mjs';
import { loadTs } from '../scripts/lib/load-ts.mjs';
import { wranglerEnv } from '../scripts/lib/servers.mjs';

const startupFlag = process.argv.indexOf('--startup');
const startupRuns = startupFlag === -1 ? 0 : Number(process.argv[startupFlag + 1] ?? 10);
const port = Number(process.env.WORKER_BUNDLE_PORT ?? 8795);
const envFlag = process.argv.indexOf('--env');
const chosen = envFlag === -1 ? null : environmentName.safeParse(process.argv[envFlag + 1]);
if (chosen && !chosen.success) {
  console.error(`worker-bundle: ${chosen.error.issues[0].message}`);
  process.exit(2);
}
const environments = chosen ? [chosen.data] : DEPLOYED_ENVIRONMENTS;
// The platform binary the workerd package resolves (@cloudflare/workerd-<platform>), the one
// wrangler runs; not node_modules/.bin/workerd, a Node launcher when workerd's install script has
// not run (it does not: package.json allowScripts, decision 052), which would add a Node start to
// the timing.
const WORKERD = workerd.default;

/** Inputs that must not be in the bundle: each is what an alias in wrangler.toml keeps out. */
const LEFT_OUT = [
  { pattern: /react-dom-server-legacy/, why: 'react-dom/server alias (shared/framework/build/react-dom-server-for-worker.cjs)' },
  { pattern: /zod\/v4\/locales\/(?!en\.js|index\.js)/, why: 'zod alias (shared/framework/build/zod-for-worker.ts)' },
  { pattern: /zod\/v4\/classic\/from-json-schema/, why: 'zod alias (shared/framework/build/zod-for-worker.ts)' },
  // The pseudo-locale is for local runs and tests only (worker/i18n/pseudo-locale.ts).
  {
    pattern: /\.en-XA\.ts$|pseudo-registry\.ts$|worker\/i18n\/pseudo-locale\.ts$/,
    why: 'environment\'s __PSEUDO_LOCALE__ "false" ([define] in wrangler.toml)',
  },
];

if (!existsSync('dist/client/.vite/manifest.json')) {
  console.error('No client build: run npm run build first.');
  process.exit(1);
}

for (const environment of environments) {
  console.log(`\n${environment}:`);
  await checkBundle(environment, await readEnvironment(environment));
}

/** Bundles the worker as a deploy to `environment` would and checks it; a failure sets the exit code. */
async function checkBundle(environment, config) {
  const work = mkdtempSync(join(tmpdir(), 'worker-bundle-'));
  try {
    const built = spawnSync(
      'npx',
      ['wrangler', 'deploy', '--dry-run', '--env', environment, '--outdir', join(work, 'out'), '--metafile', join(work, 'meta.json')],
      {
        env: { ...wranglerEnv, NODE_ENV: 'production' },
        encoding: 'utf8',
      },
    );
    if (built.status !== 0) {
      console.error(built.stdout, built.stderr);
      throw new Error('wrangler could not bundle the worker');
    }
    const bundle = readFileSync(join(work, 'out', 'index.js'));
    const meta = JSON.parse(readFileSync(join(work, 'meta.json'), 'utf8'));
    // esbuild lists a module it tree-shook to nothing too, with 0 bytes: only what is in the output counts.
    const inputs = Object.entries(Object.values(meta.outputs).find((output) => output.entryPoint)?.inputs ?? {}).filter(
      ([, { bytesInOutput }]) => bytesInOutput > 0,
    );
    console.log(`worker bundle: ${kb(bundle.length)} raw, ${kb(gzipSync(bundle, { level: 9 }).length)} gzip`);

    // Bytes in the (minified) output per package, or per top-level folder of ours.
    const byOwner = new Map();
    for (const [path, { bytesInOutput }] of inputs) {
      const owner = path.includes('node_modules/')
        ? path
            .split('node_modules/')
            .pop()
            .split('/')
            .slice(0, path.split('node_modules/').pop().startsWith('@') ? 2 : 1)
            .join('/')
        : path.split('/').slice(0, 2).join('/');
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + bytesInOutput);
    }
    console.log('largest parts (bytes in the output):');
    for (const [owner, bytes] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${kb(bytes).padStart(9)}  ${owner}`);

    const strays = LEFT_OUT.flatMap(({ pattern, why }) => inputs.filter(([path]) => pattern.test(path)).map(([path]) => `${path} (the ${why} keeps it out)`));
    if (strays.length) throw new Error(`bundled although left out:\n  ${strays.join('\n  ')}`);

    const redirectProblems = await redirectTableProblems(
      bundle.toString('utf8'),
      inputs.map(([path]) => path),
    );
    if (redirectProblems.length) throw new Error(`the redirect table wrangler deploy would ship is wrong:\n  ${redirectProblems.join('\n  ')}`);
    console.log('redirects: every legacy row, and no demo row or target in the demo catalogue');

    const worker = join(work, 'out', 'index.js');
    const empty = join(work, 'empty.js');
    writeFileSync(empty, 'export default { fetch: () => new Response(null, { status: 204 }) };\n');
    const check = await startWorkerd(worker, config, async (origin) => (await fetch(`${origin}/%`)).status);
    // The request guard answers a broken address itself: the app composed and answered.
    if (check !== 400) throw new Error(`workerd started the bundle but GET /% answered ${check}, not 400`);
    console.log(`workerd starts the bundle with ${environment}'s vars and it answers`);

    if (startupRuns && environment === environments[0]) {
      // To the first answer, not to listening: workerd since 1.2026-08 opens its socket before it
      // evaluates the worker, which the first request then waits for (decision 052).
      const firstAnswer = async (origin) => {
        await fetch(`${origin}/%`);
        return performance.now();
      };
      const times = { bundle: [], empty: [] };
      for (let i = 0; i < startupRuns; i += 1) {
        times.bundle.push(await startWorkerd(worker, config, firstAnswer, true));
        times.empty.push(await startWorkerd(empty, config, firstAnswer, true));
      }
      console.log(
        `workerd start, spawn to first answer, median of ${startupRuns}: ` +
          `bundle ${median(times.bundle).toFixed(0)} ms, empty worker ${median(times.empty).toFixed(0)} ms`,
      );
    }
  } catch (error) {
    console.error(`\n${environment}: ${error.message}`);
    process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * What is wrong with the redirect rows in the production bundle: the compiled table of
 * redirects/*.tsv missing (each line of its compact form, decision 047, as the string esbuild
 * writes), the table with the demo rows bundled, or any address that leads into the demo
 * catalogue, in the deployed table or anywhere else in the bundle: a catalogue page (artist,
 * publisher, work) that a demo row points at and no real row does, or a /work/ page of one of
 * the demo catalogue's editions (its own slug check, so a demo row copied by hand into a real
 * table is caught too). An imported export may name the demo's composers as well (real names),
 * so an address both tables have is a real one.
 */
async function redirectTableProblems(code, inputPaths) {
  const problems = [];
  const { compileTables, compiledTable } = await loadTs('redirects/compile.ts');
  const { Catalogue } = await loadTs('demo-upstream/src/catalogue.ts');
  const legacy = compileTables(readTables());
  const demo = compileTables(readTables(DEMO_DIR));
  problems.push(...legacy.errors, ...demo.errors);
  if (!inputPaths.includes(COMPILED)) problems.push(`${COMPILED} is not in the bundle`);
  if (inputPaths.includes(COMPILED_WITH_DEMO))
    problems.push(
      `${COMPILED_WITH_DEMO} (the table with the demo rows) is in the bundle: is __DEMO_REDIRECTS__ "false" in the environment's [define] in wrangler.toml?`,
    );
  // Every double-quoted string of the bundle, read once: a table of 100,000 rows is too many to search for one by one.
  const strings = new Set([...code.matchAll(/"(?:[^"\\\n]|\\.)*"/g)].map(([quoted]) => quoted));
  const { targets, buckets } = compiledTable(legacy.entries);
  const missing = [...targets, ...buckets].filter((line) => !strings.has(JSON.stringify(line)) && !(line.includes('"') && code.includes(line)));
  if (missing.length) problems.push(`${missing.length} line(s) of the compiled legacy table are not in the bundle, e.g. ${missing.slice(0, 3).join(', ')}`);
  const realTargets = new Set(legacy.entries.map(([, to]) => to));
  const demoTargets = new Set(demo.entries.map(([, to]) => to).filter((to) => /^\/(artists|publishers|work)\/[^/?]+$/.test(to) && !realTargets.has(to)));
  const catalogue = new Catalogue(1);
  const isDemoAddress = (path) =>
    demoTargets.has(path) || (path.startsWith('/work/') && catalogue.parseEditionSlug(path.slice('/work/'.length).split('?')[0]) !== null);
  // The deployed table's targets are front-coded in the bundle: read them from the table the bundle was just found to hold.
  const addresses = [...realTargets, ...[...strings].map((quoted) => quoted.slice(1, -1)).filter((text) => text.startsWith('/'))];
  const found = new Set(addresses.filter(isDemoAddress));
  if (found.size) problems.push(`${found.size} address(es) of the demo catalogue, e.g. ${[...found].slice(0, 3).join(', ')}`);
  return problems;
}

/**
 * Runs `script` under workerd with an environment's compatibility date and flags and its vars as
 * text bindings (`config`, as wrangler resolves the environment) until it listens; then
 * `use(origin)` if given (its result is returned, or with `timed` the milliseconds from spawn to
 * the time it returns), else the milliseconds from spawn to listening.
 */
async function startWorkerd(script, config, use, timed = false) {
  const dir = mkdtempSync(join(tmpdir(), 'worker-bundle-workerd-'));
  const bindings = Object.entries(localRunVars(config.vars)).map(([name, value]) => `(name = ${JSON.stringify(name)}, text = ${JSON.stringify(value)})`);
  writeFileSync(join(dir, 'index.js'), readFileSync(script));
  writeFileSync(
    join(dir, 'config.capnp'),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [(name = "main", worker = (
    modules = [(name = "index.js", esModule = embed "index.js")],
    compatibilityDate = ${JSON.stringify(config.compatibility_date)},
    compatibilityFlags = ${JSON.stringify(config.compatibility_flags ?? [])},
    bindings = [${bindings.join(', ')}],
  ))],
  sockets = [(name = "http", address = "127.0.0.1:${port}", http = (), service = "main")],
);
`,
  );
  const started = performance.now();
  const child = spawn(WORKERD, ['serve', join(dir, 'config.capnp'), '--experimental'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const gone = new Promise((resolve) => child.once('exit', resolve));
  try {
    while (!(await listening(port))) {
      if (child.exitCode !== null) throw new Error(`workerd exited: ${stderr.trim()}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const ms = performance.now() - started;
    if (!use) return ms;
    const result = await use(`http://127.0.0.1:${port}`);
    return timed ? result - started : result;
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await gone;
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * An environment's vars as a local run has them: plain HTTP allowed (PRODUCTION "false") and a
 * preview key, as .dev.vars gives (the secret is Cloudflare's in a deployment). Nothing upstream is read.
 */
function localRunVars(vars) {
  return { ...vars, PRODUCTION: 'false', UNPUBLISHED_KEY: 'worker-bundle-check-preview-key-of-32-characters' };
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
