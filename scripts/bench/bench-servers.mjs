// The servers a bench run measures: the demo upstream (large catalogue, every answer delayed)
// and site workers under wrangler dev with production React, each with its own KV directory so
// a "cold" worker really starts with every cache empty.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspectorPortFor, startWrangler, upstreamVars, waitFor } from '../lib/servers.mjs';
import { measureUpstreamSearch } from './search-upstream.mjs';
import { track } from './processes.mjs';

/** Stops one wrangler process group and waits until it has gone, so its port is free again. */
function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const gone = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return Promise.resolve();
  }
  const force = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 5000);
  return gone.finally(() => clearTimeout(force));
}

const exited = (child) => () => child.exitCode !== null || child.signalCode !== null;

/**
 * Starts one wrangler dev and waits until `readyPath` answers. It is registered from the moment
 * it is spawned, so a run that ends while it is still starting stops it too, and one that never
 * comes up is stopped here rather than left holding its port.
 */
async function startServer(name, options, readyPath) {
  const child = startWrangler(name, options);
  const stop = track({ name, group: () => child.pid, stop: () => stopChild(child) });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitFor(`${url}${readyPath}`, 90_000, exited(child));
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, processGroup: child.pid, stop };
}

/** The demo upstream with `scale` times the fixture catalogue, each answer `delayMs` late. */
export async function startUpstream({ port, scale, delayMs = 0 }) {
  const vars = { SCALE: String(scale), BASE_DELAY_MS: String(delayMs) };
  return startServer(`upstream:${port}`, { config: 'demo-upstream/wrangler.toml', port, quiet: true, vars }, '/__health');
}

/**
 * One site worker on `port`, reading from `upstream`, with a KV directory of its own unless
 * `kvDir` names one.
 * Readiness is checked on a static file, never a page, so no upstream answer is cached by it.
 */
export async function startSite({ port, upstream, vars = {}, kvDir: sharedKvDir }) {
  // A given KV directory is another worker's (its caches carry over) and outlives this one.
  const kvDir = sharedKvDir ?? mkdtempSync(join(tmpdir(), 'bench-kv-'));
  const removeKv = () => sharedKvDir || rmSync(kvDir, { recursive: true, force: true });
  const options = { port, quiet: true, nodeEnv: 'production', vars: upstreamVars(upstream, vars), extraArgs: ['--persist-to', kvDir] };
  let server;
  try {
    server = await startServer(`site:${port}`, options, '/favicon.svg');
  } catch (error) {
    removeKv();
    throw error;
  }
  return {
    url: server.url,
    /** The wrangler process group, where the workerd serving it runs (scripts/load/process-memory.mjs). */
    processGroup: server.processGroup,
    /** Where the worker's V8 inspector listens (scripts/load/isolate-heap.mjs). */
    inspectorPort: inspectorPortFor(port),
    async stop() {
      await server.stop();
      removeKv();
    },
  };
}

/** Sets the demo upstream's fault injection (its test hook), e.g. a fixed delay on every call. */
export async function setUpstreamFaults(upstream, setting) {
  const response = await fetch(`${upstream}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(setting),
  });
  if (!response.ok) throw new Error(`setting the upstream faults failed: ${response.status}`);
}

/**
 * The demo upstream with its catalogue built (on first use, so before any timing) and then every
 * answer delayed by `delayMs`, and the site reading from it, on `port` and `port + 1`.
 */
export async function startBenchServers({ port, scale, delayMs }) {
  const upstream = await startUpstream({ port: port + 1, scale });
  const health = await (await fetch(`${upstream.url}/__health`)).json();
  await fetch(`${upstream.url}/v4/search/all`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"","skip":0,"top":1}' });
  // The upstream's own faceted-search time (issue 21), before every answer is made late.
  const search = await measureUpstreamSearch(upstream.url, { runs: 60 });
  await setUpstreamFaults(upstream.url, { mode: 'slow', delayMs, pathPrefix: '/' });
  const site = await startSite({ port, upstream: upstream.url });
  return { upstream, site, health, search };
}
