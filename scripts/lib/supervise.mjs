// Keeps a local server process running. `wrangler dev` has a known fault on slow machines: a
// request the client abandons mid-flight (a browser navigating on before a page's subresources
// finish) can make its ProxyWorker report "Network connection lost", which wrangler treats as
// fatal and exits (cloudflare/workers-sdk#15317, #15451). Nothing in the worker is wrong when
// that happens, so once a server has come up, an unexpected exit is logged and the server is
// started again on the same port. An exit before it first comes up is a real failure (a bad
// [vars] value, a port in use) and is reported at once.
import { appendFileSync } from 'node:fs';
import { waitFor } from './wait-for.mjs';

/**
 * @param {string} name  shown in log lines
 * @param {() => import('node:child_process').ChildProcess} spawnChild  starts one instance
 * @param {{ healthUrl: string, maxRestarts?: number, isStopping: () => boolean,
 *           onGiveUp?: (reason: string) => void, log?: (line: string) => void }} options
 * @returns {{ ready: Promise<void>, restarts: () => number }}
 */
export function supervise(name, spawnChild, { healthUrl, maxRestarts = 5, isStopping, onGiveUp, log = defaultLog }) {
  let restarts = 0;

  const run = () =>
    new Promise((resolve, reject) => {
      const child = spawnChild();
      let up = false;
      child.on('exit', (code, signal) => {
        if (isStopping()) return;
        const how = signal ?? `code ${code}`;
        if (!up) {
          reject(new Error(`${name} exited (${how}) before it came up; its message is above`));
          return;
        }
        killGroup(child);
        if (restarts >= maxRestarts) {
          log(`[${name}] exited unexpectedly (${how}) after ${restarts} restarts; giving up`);
          onGiveUp?.(`${name} kept exiting`);
          return;
        }
        restarts += 1;
        log(`[${name}] exited unexpectedly (${how}); restarting (${restarts}/${maxRestarts})`);
        run().then(
          () => log(`[${name}] is back on ${healthUrl}`),
          (error) => {
            log(`[${name}] did not come back: ${error.message}`);
            onGiveUp?.(error.message);
          },
        );
      });
      waitFor(healthUrl, 60000, () => child.exitCode !== null || child.signalCode !== null).then(
        () => {
          up = true;
          resolve();
        },
        (error) => {
          if (child.exitCode === null && child.signalCode === null) reject(error);
        },
      );
    });

  return { ready: run(), restarts: () => restarts };
}

/** A crashed wrangler may leave its workerd holding the port: end the whole group. */
function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // The group is already gone.
  }
}

function defaultLog(line) {
  console.error(line);
  // The browser-test runner names a file so that restarts are summed up after the suite.
  if (process.env.SERVER_EVENTS_FILE) appendFileSync(process.env.SERVER_EVENTS_FILE, `${line}\n`);
}
