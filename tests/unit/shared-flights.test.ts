import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedFlights } from '../../worker/cache/shared-flights';

/** Work the test finishes by hand, counting how often it was started. */
function controlled<T>() {
  let starts = 0;
  let finish: { resolve: (value: T) => void; reject: (error: unknown) => void } | undefined;
  const work = () => {
    starts += 1;
    return new Promise<T>((resolve, reject) => (finish = { resolve, reject }));
  };
  return {
    work,
    get starts() {
      return starts;
    },
    resolve: (value: T) => finish!.resolve(value),
    reject: (error: unknown) => finish!.reject(error),
  };
}

function background() {
  const pending: Promise<unknown>[] = [];
  return { waitUntil: (p: Promise<unknown>) => void pending.push(p), pending };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('shared flights', () => {
  it('runs the work once for everyone who asks while it is under way, and hands each the value', async () => {
    const flights = new SharedFlights<string>();
    const job = controlled<string>();
    const bg = background();
    const waits = Array.from({ length: 5 }, () => flights.join('k', job.work, { waitUntil: bg.waitUntil, maxMs: 1000, waitMs: 1000 }));
    await tick();
    job.resolve('answer');
    expect(await Promise.all(waits)).toEqual(Array(5).fill({ kind: 'value', value: 'answer' }));
    expect(job.starts).toBe(1);
    // The starting request keeps the work alive past its own answer.
    expect(bg.pending).toHaveLength(1);
    expect(flights.has('k')).toBe(false);
  });

  it('hands a failure to everyone waiting, and the next ask starts afresh', async () => {
    const flights = new SharedFlights<string>();
    const job = controlled<string>();
    const bg = background();
    const waits = [1, 2].map(() => flights.join('k', job.work, { waitUntil: bg.waitUntil, maxMs: 1000, waitMs: 1000 }));
    await tick();
    const failure = new Error('upstream down');
    job.reject(failure);
    expect(await Promise.all(waits)).toEqual([
      { kind: 'error', error: failure },
      { kind: 'error', error: failure },
    ]);
    const again = flights.join('k', job.work, { waitUntil: bg.waitUntil, maxMs: 1000, waitMs: 1000 });
    await tick();
    job.resolve('second');
    expect(await again).toEqual({ kind: 'value', value: 'second' });
    expect(job.starts).toBe(2);
  });

  it('lets a waiter go when its own time is up, while the work goes on for the others', async () => {
    const flights = new SharedFlights<string>();
    const job = controlled<string>();
    const bg = background();
    const patient = flights.join('k', job.work, { waitUntil: bg.waitUntil, maxMs: 1000, waitMs: 1000 });
    const hurried = flights.wait('k', 20);
    expect(await hurried).toEqual({ kind: 'expired' });
    job.resolve('late');
    expect(await patient).toEqual({ kind: 'value', value: 'late' });
    expect(job.starts).toBe(1);
  });

  it('writes off work that outlives its maxMs (its request was torn down): waiters hear so, and the next ask starts anew', async () => {
    const flights = new SharedFlights<string>();
    const stuck = controlled<string>();
    const bg = background();
    const started = Date.now();
    const waiting = flights.join('k', stuck.work, { waitUntil: bg.waitUntil, maxMs: 40, waitMs: 5000 });
    expect(await waiting).toEqual({ kind: 'overdue' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(flights.has('k')).toBe(false);

    const fresh = controlled<string>();
    expect(flights.start('k', fresh.work, { waitUntil: bg.waitUntil, maxMs: 1000 })).toBe(true);
    const waiter = flights.wait('k', 1000)!;
    await tick();
    fresh.resolve('recovered');
    expect(await waiter).toEqual({ kind: 'value', value: 'recovered' });
    // The stuck work answering after all changes nothing for the new flight.
    stuck.resolve('too late');
    await tick();
    expect(flights.has('k')).toBe(false);
  });

  it('keeps keys apart, and start says whether it started the work', async () => {
    const flights = new SharedFlights<number>();
    const bg = background();
    expect(flights.start('a', async () => 1, { waitUntil: bg.waitUntil, maxMs: 1000 })).toBe(true);
    expect(flights.start('a', async () => 2, { waitUntil: bg.waitUntil, maxMs: 1000 })).toBe(false);
    expect(flights.start('b', async () => 3, { waitUntil: bg.waitUntil, maxMs: 1000 })).toBe(true);
    expect(await Promise.all([flights.wait('a', 1000), flights.wait('b', 1000)])).toEqual([
      { kind: 'value', value: 1 },
      { kind: 'value', value: 3 },
    ]);
    expect(flights.wait('nothing', 1000)).toBeUndefined();
  });

  describe('who waits how', () => {
    afterEach(() => vi.useRealTimers());

    it('the request that started the work hears at once, even for a second ask; another request on its next look', async () => {
      vi.useFakeTimers();
      const flights = new SharedFlights<string>();
      const job = controlled<string>();
      const bg = background();
      const [page, other] = [{ request: 1 }, { request: 2 }];
      const settled: string[] = [];
      const ask = (who: string, owner: object) =>
        flights.join('k', job.work, { owner, waitUntil: bg.waitUntil, maxMs: 60_000, waitMs: 60_000 }).then(() => settled.push(who));
      const all = [ask('first', page), ask('second of the same request', page), ask('another request', other)];
      await vi.advanceTimersByTimeAsync(100);
      job.resolve('answer');
      // No timer has fired since: only the starting request's own asks have their answer.
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      expect(settled.sort()).toEqual(['first', 'second of the same request']);
      await vi.advanceTimersByTimeAsync(20);
      await Promise.all(all);
      expect(settled).toContain('another request');
      expect(job.starts).toBe(1);
    });
  });
});
