// Every process a bench run starts (the client build, servers, browsers) is registered here, so
// that every way out of the run stops it: success, a missed target, a failed or overrun step,
// an uncaught error, Ctrl-C or SIGTERM. Each is spawned detached, so it leads a process group of
// its own, and ending the group also ends what it started in turn (workerd under wrangler,
// Chromium's zygote and renderers), which killing the one pid would leave running.
import { stopAll as signalWranglers } from '../lib/servers.mjs';

const running = new Set();

/**
 * Registers something started. `group()` gives its process group id (undefined until it is
 * spawned); `stop()` ends it the orderly way. Returns a stop function that may be called any
 * number of times, and after which nothing of the group is left.
 */
export function track({ name, group, stop }) {
  const entry = { name, group };
  let stopping = null;
  entry.stop = () => {
    stopping ??= (async () => {
      const pgid = group();
      try {
        await stop();
      } finally {
        running.delete(entry);
        if (pgid) await endGroup(pgid);
      }
    })();
    return stopping;
  };
  running.add(entry);
  return entry.stop;
}

/** True while any process of group `pgid` exists. */
export function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Sends `signal` to every process of group `pgid`, if any is left. */
export function killGroup(pgid, signal = 'SIGKILL') {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

/** Waits up to `ms` for group `pgid` to be gone, then SIGKILLs whatever is left of it. */
export async function endGroup(pgid, ms = 3000) {
  const deadline = Date.now() + ms;
  while (groupAlive(pgid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (groupAlive(pgid)) killGroup(pgid);
}

/**
 * Stops everything still running, most recent first (browsers before the servers they load),
 * each the orderly way for at most `ms`, then by killing its group.
 */
export async function stopEverything(ms = 15_000) {
  for (const entry of [...running].reverse()) {
    let timer;
    const overran = new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
    });
    await Promise.race([entry.stop().catch(() => {}), overran]);
    clearTimeout(timer);
    const pgid = entry.group();
    if (pgid) killGroup(pgid);
    running.delete(entry);
  }
}

/**
 * The last resort, synchronous so it also works in an 'exit' handler: SIGKILL to every group
 * still registered, SIGTERM to any wrangler that scripts/lib/servers.mjs started.
 */
export function killEverythingNow() {
  for (const entry of running) {
    const pgid = entry.group();
    if (pgid) killGroup(pgid);
  }
  running.clear();
  signalWranglers();
}
