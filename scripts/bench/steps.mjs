// A bench run is a list of named steps. Each is bounded in time, and one that fails or overruns
// is recorded by name while the run goes on with the steps that do not need it, so a run always
// ends with a report of what it did measure. (scripts/lib/time-limit.mjs bounds a whole run; it
// is the bench's last resort, not a way to bound one step.)

/**
 * Settles like `work(signal)`, or rejects once `ms` have passed or `parent` aborts. Either way
 * `signal` aborts first, so the work can stop what it started (a load run, a browser): a step
 * that overran must not go on using the machine while the next one measures.
 */
export async function withTimeout(work, ms, stepName, parent) {
  const controller = new AbortController();
  const abort = (reason) => controller.abort(reason);
  const onParent = () => abort(parent.reason);
  const timer = setTimeout(() => abort(new Error(`${stepName}: no result within ${seconds(ms)}`)), ms);
  parent?.addEventListener('abort', onParent, { once: true });
  if (parent?.aborted) onParent();
  try {
    if (controller.signal.aborted) throw controller.signal.reason;
    const stopped = new Promise((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }));
    // The race also handles a late rejection of abandoned work: it is never "unhandled".
    return await Promise.race([Promise.resolve().then(() => work(controller.signal)), stopped]);
  } finally {
    clearTimeout(timer);
    parent?.removeEventListener('abort', onParent);
  }
}

export const seconds = (ms) => `${Math.round(ms / 100) / 10} s`;

/**
 * The steps of one run. `step` returns the work's result, or undefined when the step failed,
 * overran or was skipped (a step it needs gave nothing, or the run was interrupted); the names
 * of those end up in the report.
 */
export function createRun(log) {
  const controller = new AbortController();
  const failed = [];
  const skipped = [];
  const skip = (name) => {
    skipped.push(name);
    log(`${name}: skipped`);
  };
  const fail = (name, error) => {
    if (!failed.includes(name)) failed.push(name);
    log(`${name} FAILED: ${error?.message ?? error}`);
  };
  return {
    failed,
    skipped,
    /** The signal that interrupted the run, or null. */
    get interrupted() {
      return controller.signal.aborted ? controller.signal.reason.signalName : null;
    },
    /** Ctrl-C or SIGTERM: the running step stops at once, the steps after it are skipped. */
    interrupt(signalName) {
      controller.abort(Object.assign(new Error(`interrupted by ${signalName}`), { signalName }));
    },
    /** A failure found outside any step (an uncaught error): recorded once under `name`. */
    fail,
    /** Records `name` as skipped: what it needs is missing. */
    skip,
    async step(name, ms, work, { needs = [] } = {}) {
      if (controller.signal.aborted || needs.some((result) => result === undefined)) {
        skip(name);
        return undefined;
      }
      log(name);
      try {
        return await withTimeout(work, ms, name, controller.signal);
      } catch (error) {
        fail(name, error);
        return undefined;
      }
    },
  };
}
