/**
 * One piece of work per key per isolate, shared by the requests that need it at the same time:
 * a burst of visitors on a page nobody has read yet makes one KV read and one upstream call per
 * answer instead of one each.
 *
 * workerd quirks this is built around:
 * - An I/O object (a Response, a stream, a fetch in flight) belongs to the request that made
 *   it; another request touching it throws. So a flight's result is plain data.
 * - A request that awaits a promise made by another request has its continuation cancelled
 *   when that other request ends. So no waiter awaits the flight's own promise: each waiter
 *   makes its own promise, in its own request, and the flight settles it with the value (a
 *   promise may be resolved from another request; the continuation runs in its owner's).
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

interface Waiter<T> {
  settle: (outcome: FlightOutcome<T>) => void;
}

interface Flight<T> {
  /** When the flight should have settled by (ms since epoch). */
  until: number;
  waiters: Set<Waiter<T>>;
}

export interface StartOptions {
  /** The starting request's waitUntil: the work outlives that request's own answer. */
  waitUntil: (promise: Promise<unknown>) => void;
  /** The longest the work can take (its own timeout); past it the flight is written off. */
  maxMs: number;
}

/** A settled flight lingers this long past `until` before waiters write it off (timer slack). */
const GRACE_MS = 50;

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
    const flight: Flight<T> = { until: Date.now() + options.maxMs, waiters: new Set() };
    this.#flights.set(key, flight);
    const finish = (outcome: FlightOutcome<T>) => {
      if (this.#flights.get(key) === flight) this.#flights.delete(key);
      for (const waiter of flight.waiters) waiter.settle(outcome);
      flight.waiters.clear();
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
   * Waits for the flight under way for `key`, for at most `waitMs`. Undefined when there is none.
   */
  wait(key: string, waitMs: number): Promise<FlightOutcome<T>> | undefined {
    const flight = this.#live(key);
    if (!flight) return undefined;
    return new Promise<FlightOutcome<T>>((resolve) => {
      const overdueIn = flight.until + GRACE_MS - Date.now();
      const expired = waitMs <= overdueIn;
      const timer = setTimeout(() => waiter.settle(expired ? { kind: 'expired' } : { kind: 'overdue' }), Math.max(0, Math.min(waitMs, overdueIn)));
      const waiter: Waiter<T> = {
        settle: (outcome) => {
          clearTimeout(timer);
          flight.waiters.delete(waiter);
          resolve(outcome);
        },
      };
      flight.waiters.add(waiter);
    });
  }

  /** Starts the work unless it is under way, then waits for it (see start and wait). */
  join(key: string, work: () => Promise<T>, options: StartOptions & { waitMs: number }): Promise<FlightOutcome<T>> {
    this.start(key, work, options);
    // The flight was started or found just now, synchronously, so it is there to wait for.
    return this.wait(key, options.waitMs)!;
  }

  clear(): void {
    for (const flight of this.#flights.values()) {
      for (const waiter of flight.waiters) waiter.settle({ kind: 'overdue' });
    }
    this.#flights.clear();
  }

  #live(key: string): Flight<T> | undefined {
    const flight = this.#flights.get(key);
    if (flight && Date.now() > flight.until + GRACE_MS) {
      // Its work will never report back: let the next caller start afresh.
      this.#flights.delete(key);
      return undefined;
    }
    return flight;
  }
}
