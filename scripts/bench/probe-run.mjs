// What a probe (one bench step run alone: scripts/navigation-probe.mjs, new-visitor-probe.mjs)
// needs around its parts: a log with the seconds since start, a way out on every signal, and a
// bound on the whole run.
import { buildClient } from '../../build/build-client.mjs';
import { compileRedirects } from '../../redirects/compile-redirects.mjs';
import { ensureDevVars } from '../lib/servers.mjs';
import { timeLimit } from '../lib/time-limit.mjs';
import { killEverythingNow, stopEverything } from './processes.mjs';
import { machineLoad } from './report.mjs';
import { withTimeout } from './steps.mjs';

/**
 * Starts a probe's run. `bounds` holds each part's bound (ms): several times what it takes, so
 * only a hung part reaches it; the run as a whole is bounded by their sum and a minute. Ctrl-C or
 * SIGTERM stops the running part, then everything is stopped the orderly way; a second signal, or
 * a run past its whole bound, kills everything at once.
 *
 * Returns `log`, the run's abort `signal`, `part(name, work)` (the named part, bounded),
 * `elapsedS()`, `prepare()` (the build, the settings, then the machine's load, logged), and
 * `run(work)`, which ends the process.
 */
export function startProbe(name, bounds) {
  const started = Date.now();
  const log = (text) => console.error(`[${String(Math.round((Date.now() - started) / 1000)).padStart(3)} s] ${text}`);
  const run = new AbortController();
  const killNow = (why) => {
    log(`${why}: killing everything`);
    killEverythingNow();
    process.exit(2);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (run.signal.aborted) killNow(`second ${signal}`);
      run.abort(new Error(`interrupted by ${signal}`));
      setTimeout(() => killNow('stopping after the interrupt'), 30_000).unref();
    });
  }
  process.on('exit', killEverythingNow);
  timeLimit(Object.values(bounds).reduce((sum, ms) => sum + ms, 0) / 1000 + 60, name, async () => killEverythingNow());
  return {
    log,
    signal: run.signal,
    part(partName, work) {
      log(partName);
      return withTimeout(work, bounds[partName], partName, run.signal);
    },
    /**
     * The production build (PROBE_BUILD=0 keeps the one there) and the local settings; then the
     * machine's CPUs and load, logged and returned.
     */
    async prepare() {
      if (process.env.PROBE_BUILD !== '0' && (!(await compileRedirects()) || !buildClient())) throw new Error('the build failed');
      ensureDevVars();
      const load = machineLoad();
      log(`${load.cpus} CPUs, load average ${load.loadavg.join(' ')}`);
      return load;
    },
    /** Runs the probe's work, then stops everything it started and exits: 0 when it measured, 2 when it failed. */
    async run(work) {
      let code = 2;
      try {
        await work();
        code = 0;
      } catch (error) {
        log(`FAILED: ${error?.stack ?? error}`);
      }
      log('stopping what the run started');
      await stopEverything();
      process.exit(code);
    },
    /** Whole seconds since the run started. */
    elapsedS: () => Math.round((Date.now() - started) / 1000),
  };
}
