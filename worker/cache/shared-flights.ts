/**
 * One piece of work per key per isolate, shared by the requests that need it at the same time:
 * a burst of visitors on a page nobody has read yet makes one KV read and one upstream call per
 * answer instead of one each.
 *
 * workerd quirks this is built around:
 * - An I/O object (a Response, a stream, a fetch in flight, a timer) belongs to the request
 *   that made it; another request touching it throws. So a flight's result is plain data.
 * - A request that awaits a promise settled by another request relies on the runtime to run
 *   its continuation in its own context. workerd does, but not every host of it does (the
 *   Vitest pool runs such continuations in the settling request, where this request's I/O
 *   fails). So only the request that started the work (its `owner`) awaits it; others are woken by
 *   timers of their own, which look at the flight's plain `outcome` field: nothing of theirs
 *   ever runs in another request. The polls back off from 2 to 20 ms, so a follower hears the
 *   result at most 20 ms late. The starting request's own later asks (a page's loaders often
 *   read one answer twice) await the work directly, so a miss without a burst pays nothing.
 * - The request that starts a flight passes it to its own waitUntil, so a visitor who leaves
 *   does not take the work away from the others waiting for it.
 * - If the starting request's context is torn down anyway, its flight never settles. A flight
 *   therefore says when it will be over at the latest (`maxMs`); a waiter never waits past that,
 *   nor past its own `waitMs`, and a later start replaces an overdue flight.
 */

export type FlightOutcome<T> =
  | { kind: 'value'; value: T }
  | { kind: 'error'; error: unknown }
  /** The waiter's own time ran out first. */
  | { kind: 'expired' }
  /** The flight outlived its `maxMs` without settling: whoever ran it was torn down. */
  | { kind: 'overdue' };

interface Flight<T> {
  /** The request that started it, as the caller names requests (any object, compared by identity). */
  owner: unknown;
  /** When the flight should have settled by (monotonic ms). */
  until: number;
  /** Set once the work has ended: plain data any request may read. */
  outcome?: FlightOutcome<T>;
  /** Settles with the outcome; awaited only by the request that started the work. */
  done: Promise<FlightOutcome<T>>;
}

export interface StartOptions {
  /**
   * The request asking: its own later asks for the same key (a page's loaders often read one
   * answer twice) await the work directly instead of polling. Undefined: always poll.
   */
  owner?: unknown;
  /** The starting request's waitUntil: the work outlives that request's own answer. */
  waitUntil: (promise: Promise<unknown>) => void;
  /** The longest the work can take (its own timeout); past it the flight is written off. */
  maxMs: number;
}

/**
 * Flights measure time with the monotonic clock: a wall clock that jumps (tests move Date.now
 * hours ahead and back; NTP may step it) must not keep a waiter polling for hours.
 */
const clock = () => performance.now();

/** A flight is written off this long past `until` (timer slack). */
const GRACE_MS = 50;
/** Followers look for the outcome after 2 ms, then twice as long each time, up to this. */
const MAX_POLL_MS = 20;

export class SharedFlights<T> {
  readonly #flights = new Map<string, Flight<T>>();

  /** True while work for `key` is under way (and not overdue). */
  has(key: string): boolean {
    return this.#live(key) !== undefined;
  }

  /**
   * Starts `work` for `key` unless a flight for it is under way. Returns true when this call
   * started it. The work's value (or error) goes to whoever waits for it meanwhile.
   */
  start(key: string, work: () => Promise<T>, options: StartOptions): boolean {
    if (this.#live(key)) return false;
    let settle!: (outcome: FlightOutcome<T>) => void;
    const done = new Promise<FlightOutcome<T>>((resolve) => (settle = resolve));
    const flight: Flight<T> = { owner: options.owner, until: clock() + options.maxMs, done };
    this.#flights.set(key, flight);
    const finish = (outcome: FlightOutcome<T>) => {
      if (this.#flights.get(key) === flight) this.#flights.delete(key);
      flight.outcome ??= outcome;
      settle(flight.outcome);
    };
    options.waitUntil(
      Promise.resolve()
        .then(work)
        .then(
          (value) => finish({ kind: 'value', value }),
          (error: unknown) => finish({ kind: 'error', error }),
        ),
    );
    return true;
  }

  /**
   * Leads the flight for `key` when none is under way, for work whose value the caller produces
   * itself (a render it streams to its own visitor): returns the function that settles the
   * flight, to be called once, or undefined when another request leads.
   */
  lead(key: string, options: StartOptions): ((value: T) => void) | undefined {
    let settle!: (value: T) => void;
    const value = new Promise<T>((resolve) => (settle = resolve));
    return this.start(key, () => value, options) ? settle : undefined;
  }

  /**
   * Waits for the flight under way for `key` (one another request started), for at most
   * `waitMs`. Undefined when there is none.
   */
  wait(key: string, waitMs: number): Promise<FlightOutcome<T>> | undefined {
    const flight = this.#live(key);
    if (!flight) return undefined;
    return new Promise<FlightOutcome<T>>((resolve) => {
      const expiresAt = clock() + waitMs;
      const overdueAt = flight.until + GRACE_MS;
      let delay = 1;
      const look = () => {
        if (flight.outcome) return resolve(flight.outcome);
        const now = clock();
        if (now >= expiresAt && expiresAt <= overdueAt) return resolve({ kind: 'expired' });
        if (now >= overdueAt) {
          if (this.#flights.get(key) === flight) this.#flights.delete(key);
          return resolve({ kind: 'overdue' });
        }
        delay = Math.min(delay * 2, MAX_POLL_MS);
        setTimeout(look, Math.max(0, Math.min(delay, expiresAt - now, overdueAt - now)));
      };
      look();
    });
  }

  /** Starts the work unless it is under way, then waits for it (see start and wait). */
  join(key: string, work: () => Promise<T>, options: StartOptions & { waitMs: number }): Promise<FlightOutcome<T>> {
    this.start(key, work, options);
    const flight = this.#flights.get(key)!;
    if (options.owner === undefined || flight.owner !== options.owner) return this.wait(key, options.waitMs) ?? this.join(key, work, options);
    // This request runs the work: it awaits its own promise, bounded by its own timer.
    const overdueIn = flight.until + GRACE_MS - clock();
    const expires = options.waitMs <= overdueIn;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const outOfTime = new Promise<FlightOutcome<T>>((resolve) => {
      timer = setTimeout(() => resolve(expires ? { kind: 'expired' } : { kind: 'overdue' }), Math.max(0, Math.min(options.waitMs, overdueIn)));
    });
    return Promise.race([flight.done, outOfTime]).finally(() => clearTimeout(timer));
  }

  /** Forgets every flight (tests' cold caches); whoever waits hears they are overdue. */
  clear(): void {
    for (const flight of this.#flights.values()) flight.outcome ??= { kind: 'overdue' };
    this.#flights.clear();
  }

  #live(key: string): Flight<T> | undefined {
    const flight = this.#flights.get(key);
    if (flight && clock() > flight.until + GRACE_MS) {
      // Its work will never report back: let the next caller start afresh.
      this.#flights.delete(key);
      return undefined;
    }
    return flight;
  }
}
