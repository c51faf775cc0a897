import type { ReadTracker } from '../protocol/contexts';

/**
 * The reads of one render: how many are still looking in the cache (memory, KV) and how many
 * wait on an upstream call. A loader's deferred value (../page/defer.ts) streams at
 * once when only upstream calls are left, instead of waiting out its budget for an answer that
 * is a round trip away.
 */
export class ServerReadTracker implements ReadTracker {
  #inCache = 0;
  #upstream = 0;
  #waiters: (() => void)[] = [];
  #check: ReturnType<typeof setTimeout> | undefined;

  /** A read has started; it looks in the cache first. Returns the calls that report its progress. */
  start(): { upstream: () => void; settled: () => void } {
    this.#inCache += 1;
    let state: 'cache' | 'upstream' | 'done' = 'cache';
    return {
      upstream: () => {
        if (state !== 'cache') return;
        state = 'upstream';
        this.#inCache -= 1;
        this.#upstream += 1;
        this.#schedule();
      },
      settled: () => {
        if (state === 'done') return;
        if (state === 'cache') this.#inCache -= 1;
        else this.#upstream -= 1;
        state = 'done';
        this.#schedule();
      },
    };
  }

  onlyUpstreamLeft(): Promise<void> {
    return new Promise((resolve) => {
      this.#waiters.push(resolve);
      this.#schedule();
    });
  }

  #holds(): boolean {
    return this.#inCache === 0 && this.#upstream > 0;
  }

  /**
   * Checked after a macrotask, not at once: an answer that has just come from the cache reaches
   * its loader through a few promise callbacks, and the deferred value it completes must win the race.
   */
  #schedule(): void {
    if (this.#waiters.length === 0 || this.#check !== undefined || !this.#holds()) return;
    this.#check = setTimeout(() => {
      this.#check = undefined;
      if (!this.#holds()) return;
      for (const resolve of this.#waiters.splice(0)) resolve();
    }, 0);
  }
}
