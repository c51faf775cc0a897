/**
 * Background work of a render that can wait until its shell is out: the KV writes of the
 * answers it read. Writing one costs the isolate a serialised request to KV (about a millisecond
 * each on `wrangler dev`); on a cold page the answers all arrive together, just before the page
 * is rendered, so their writes used to be paid before the first byte.
 *
 * Each piece is handed to waitUntil at once, so the request lives until it is done whatever
 * happens; it starts when `release()` is called (the render's shell is ready, or there will be
 * none). What the render reads meanwhile is in the isolate's memory already.
 */
export class AfterShell {
  #open!: () => void;
  readonly #gate = new Promise<void>((resolve) => {
    this.#open = resolve;
  });

  constructor(private readonly waitUntil: (promise: Promise<unknown>) => void) {}

  readonly later = (work: () => Promise<unknown>): void => {
    this.waitUntil(this.#gate.then(work));
  };

  /** Runs what waited, after the current task: the response that is being returned goes first. */
  release(): void {
    setTimeout(this.#open, 0);
  }
}
