import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JS helper shared with the npm scripts.
import { supervise } from '../../scripts/lib/supervise.mjs';

const script = new URL('./fixtures/flaky-server.mjs', import.meta.url).pathname;
const spawned: ChildProcess[] = [];
let stopping = false;

function server(port: number, mode = '') {
  return () => {
    const child = spawn(process.execPath, [script, String(port), mode], { detached: true, stdio: 'ignore' });
    spawned.push(child);
    return child;
  };
}

afterEach(() => {
  stopping = true;
  for (const child of spawned) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  spawned.length = 0;
  stopping = false;
});

const pidAt = async (url: string) => (await fetch(url)).text();

describe('supervise', { timeout: 20_000 }, () => {
  it('starts the server again on the same port after it exits unexpectedly', async () => {
    const lines: string[] = [];
    const url = 'http://127.0.0.1:18931/';
    const s = supervise('flaky', server(18931), { healthUrl: url, isStopping: () => stopping, log: (l: string) => lines.push(l) });
    await s.ready;
    const first = await pidAt(url);
    await fetch(`${url}die`);
    await expect.poll(() => pidAt(url).catch(() => first), { timeout: 10_000 }).not.toBe(first);
    expect(s.restarts()).toBe(1);
    expect(lines[0]).toMatch(/\[flaky\] exited unexpectedly \(code 1\); restarting \(1\/5\)/);
  });

  it('reports an exit before the server first comes up instead of retrying', async () => {
    const s = supervise('broken', server(18932, 'fail-at-start'), {
      healthUrl: 'http://127.0.0.1:18932/',
      isStopping: () => stopping,
      log: () => {},
    });
    await expect(s.ready).rejects.toThrow(/broken exited \(code 3\) before it came up/);
    expect(s.restarts()).toBe(0);
  });

  it('gives up after the allowed number of restarts', async () => {
    const url = 'http://127.0.0.1:18933/';
    let reason = '';
    const lines: string[] = [];
    const s = supervise('crashy', server(18933), {
      healthUrl: url,
      maxRestarts: 1,
      isStopping: () => stopping,
      onGiveUp: (r: string) => (reason = r),
      log: (l: string) => lines.push(l),
    });
    await s.ready;
    await fetch(`${url}die`);
    await expect.poll(() => lines.at(-1), { timeout: 10_000 }).toMatch(/\[crashy\] is back/);
    await fetch(`${url}die`);
    await expect.poll(() => reason, { timeout: 10_000 }).toBe('crashy kept exiting');
    expect(s.restarts()).toBe(1);
  });

  it('leaves a server alone once stopping has begun', async () => {
    const url = 'http://127.0.0.1:18934/';
    const lines: string[] = [];
    const s = supervise('quiet', server(18934), { healthUrl: url, isStopping: () => stopping, log: (l: string) => lines.push(l) });
    await s.ready;
    stopping = true;
    const child = spawned.at(-1)!;
    const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, 'exit');
    await fetch(`${url}die`);
    // Settled: the server has exited, and supervise's own exit handler (registered first) has
    // run, so a restart it would wrongly start has been spawned and logged by now.
    await exited;
    expect(spawned).toHaveLength(1);
    await expect(fetch(url)).rejects.toThrow();
    expect(lines).toEqual([]);
    expect(s.restarts()).toBe(0);
  });
});
