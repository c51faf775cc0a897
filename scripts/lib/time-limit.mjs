// A bounded run that overstays ends itself: its servers stopped, exit 2 (the run failed).

/** After `seconds`, prints that `what` ran over, stops the servers and exits 2. */
export function timeLimit(seconds, what, stopServers) {
  const timer = setTimeout(async () => {
    console.error(`\n${what} failed: over ${seconds} s`);
    await stopServers();
    process.exit(2);
  }, seconds * 1000);
  // The limit alone does not keep the process alive.
  timer.unref();
}
