// The Chromium that Lighthouse drives, started by chrome-launcher and stopped for sure.
import { Launcher } from 'chrome-launcher';
import { CHROMIUM } from './browser-load.mjs';
import { track } from './processes.mjs';

const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

/**
 * A new Chromium with its debugging port; `signal` abandons the launch. chrome-launcher's Launcher is used directly rather
 * than its launch(): launch() leaves the browser running when it never becomes ready (it has
 * no handle to give back), and it installs a Ctrl-C handler that exits the process before the
 * bench has stopped its servers and reported.
 */
export async function launchChrome(signal) {
  const launcher = new Launcher({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  // The pid is known once spawned (chromeProcess), before the browser is ready (launcher.pid).
  let pid;
  const group = () => (pid ??= launcher.chromeProcess?.pid);
  const stop = track({
    name: 'chromium (lighthouse)',
    group,
    // kill() SIGKILLs the group and removes the profile; awaited in case a version makes it async.
    stop: async () => {
      await launcher.kill();
    },
  });
  // A launch abandoned (overrun, Ctrl-C) stops the browser it may still bring up.
  signal?.addEventListener('abort', stop, { once: true });
  try {
    await launcher.launch();
  } catch (error) {
    await stop();
    throw error;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
  return { port: launcher.port, pid: group(), stop };
}
