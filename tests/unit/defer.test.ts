import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterContextProvider } from 'react-router';
import { DEFER_BUDGET_MS } from '../../shared/framework/protocol/deferred';
import { defer } from '../../shared/framework/page/defer';
import { readTrackerContext, renderReportContext, type ReadTracker } from '../../shared/framework/protocol/contexts';
import { ServerReadTracker } from '../../shared/framework/server/read-tracker';

const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** A server loader's context: the page-cache policy (counting streamed deferred values) and the render's reads. */
function serverContext() {
  const context = new RouterContextProvider();
  const policy = { streamed: 0, personal() {} };
  context.set(renderReportContext, { personal() {}, streamed: () => void (policy.streamed += 1) });
  const reads = new ServerReadTracker();
  context.set(readTrackerContext, reads);
  return { context, reads, policy };
}

/** One read of the render: from the cache after `cacheMs`, or a miss that goes upstream then. */
function read<T>(reads: ReadTracker, value: T, { cacheMs, upstreamMs }: { cacheMs: number; upstreamMs?: number }): Promise<T> {
  const progress = reads.start();
  return (async () => {
    await later(null, cacheMs);
    if (upstreamMs !== undefined) {
      progress.upstream();
      await later(null, upstreamMs);
    }
    progress.settled();
    return value;
  })();
}

describe('a deferred value on the server', () => {
  afterEach(() => void vi.useRealTimers());

  it('streams at once when every read under way waits on upstream, without waiting out the budget', async () => {
    vi.useFakeTimers();
    const { context, reads, policy } = serverContext();
    // The layout's read is a miss too, as on a cold isolate.
    void read(reads, 'footer', { cacheMs: 1, upstreamMs: 200 });
    const part = read(reads, ['related'], { cacheMs: 1, upstreamMs: 200 });
    let outcome: Awaited<ReturnType<typeof defer<string[]>>> | undefined;
    void defer(context, part).then((result) => (outcome = result));
    // The cache lookups take a millisecond; the budget is ten.
    await vi.advanceTimersByTimeAsync(2);
    expect(outcome).toBeDefined();
    expect(outcome!.value).toBeInstanceOf(Promise);
    expect(policy.streamed).toBe(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(await outcome!.value).toEqual(['related']);
  });

  it('is in place when its reads come from the cache, even while another read waits on upstream', async () => {
    const { context, reads, policy } = serverContext();
    void read(reads, 'footer', { cacheMs: 0, upstreamMs: 200 });
    const part = read(reads, ['a', 'b'], { cacheMs: 3 }).then((items) => items.map((item) => item.toUpperCase()));
    const { value } = await defer(context, part);
    expect(value).toEqual(['A', 'B']);
    expect(policy.streamed).toBe(0);
  });

  it('streams after the budget when the cache itself is slow', async () => {
    const { context, reads, policy } = serverContext();
    const part = read(reads, 'late', { cacheMs: DEFER_BUDGET_MS * 5 });
    const { value } = await defer(context, part);
    expect(value).toBeInstanceOf(Promise);
    expect(policy.streamed).toBe(1);
    expect(await value).toBe('late');
  });

  it('outside a server render (a loader called alone): the value, however long it takes', async () => {
    const { value } = await defer(new RouterContextProvider(), later('late', DEFER_BUDGET_MS * 3));
    expect(value).toBe('late');
  });
});

describe('a render’s reads', () => {
  it('report only-upstream-left once no read is still looking in the cache and one waits on upstream', async () => {
    const reads = new ServerReadTracker();
    let told = false;
    void reads.onlyUpstreamLeft().then(() => (told = true));
    const a = reads.start();
    const b = reads.start();
    a.upstream();
    await later(null, 5);
    expect(told).toBe(false); // b is still reading the cache
    b.settled();
    await later(null, 5);
    expect(told).toBe(true);
  });

  it('never report it when nothing went upstream', async () => {
    const reads = new ServerReadTracker();
    let told = false;
    void reads.onlyUpstreamLeft().then(() => (told = true));
    const a = reads.start();
    a.settled();
    await later(null, 5);
    expect(told).toBe(false);
  });
});
