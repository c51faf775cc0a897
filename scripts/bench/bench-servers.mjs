// The servers a bench run measures: the demo upstream (large catalogue, every answer delayed)
// and site workers under wrangler dev with production React, each with its own KV directory so
// a "cold" worker really starts with every cache empty.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspectorPortFor, startWrangler, upstreamVars, waitFor } from '../lib/servers.mjs';

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

/** The demo upstream with `scale` times the fixture catalogue, each answer `delayMs` late. */
export async function startUpstream({ port, scale, delayMs = 0 }) {
  const vars = { SCALE: String(scale), BASE_DELAY_MS: String(delayMs) };
  const child = startWrangler(`upstream:${port}`, { config: 'tests/upstream/wrangler.toml', port, quiet: true, vars });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/__health`, 90_000, exited(child));
  return { url, stop: () => stopChild(child) };
}

/**
 * One site worker on `port`, reading from `upstream`, with a KV directory of its own unless
 * `kvDir` names one.
 * Readiness is checked on a static file, never a page, so no upstream answer is cached by it.
 */
export async function startSite({ port, upstream, vars = {}, kvDir: sharedKvDir }) {
  // A given KV directory is another worker's (its caches carry over) and outlives this one.
  const kvDir = sharedKvDir ?? mkdtempSync(join(tmpdir(), 'bench-kv-'));
  const child = startWrangler(`site:${port}`, {
    port,
    quiet: true,
    nodeEnv: 'production',
    vars: upstreamVars(upstream, vars),
    extraArgs: ['--persist-to', kvDir],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/favicon.svg`, 90_000, exited(child));
  return {
    url,
    /** The wrangler process group, where the workerd serving it runs (scripts/load/process-memory.mjs). */
    processGroup: child.pid,
    /** Where the worker's V8 inspector listens (scripts/load/isolate-heap.mjs). */
    inspectorPort: inspectorPortFor(port),
    async stop() {
      await stopChild(child);
      if (!sharedKvDir) rmSync(kvDir, { recursive: true, force: true });
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
