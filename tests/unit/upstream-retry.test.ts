import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../worker/upstream/fetch-upstream';
import { MIN_RETRY_MS, withOneRetry } from '../../worker/upstream/retry';

const URL_ = 'https://api.example/v4/promotion/publisher/1';

/** A read that fails with each of `failures` in turn, then answers 'answer'; counts its calls and the timeouts it was given. */
function flaky(...failures: UpstreamError[]) {
  const timeouts: number[] = [];
  const call = async (timeoutMs: number) => {
    timeouts.push(timeoutMs);
    const failure = failures[timeouts.length - 1];
    if (failure) throw failure;
    return 'answer';
  };
  return { call, timeouts };
}

describe('one more call after a transient upstream failure', () => {
  it.each([
    ['a dropped connection', new UpstreamError('network', URL_)],
    ['a 502', new UpstreamError('status', URL_, 502)],
    ['a 503', new UpstreamError('status', URL_, 503)],
    ['a 504', new UpstreamError('status', URL_, 504)],
  ])('after %s the page still gets its answer', async (_, failure) => {
    const read = flaky(failure);
    await expect(withOneRetry(read.call, () => 4000)).resolves.toBe('answer');
    expect(read.timeouts).toEqual([4000, 4000]);
  });

  it.each([
    ['a timeout (its time is spent)', new UpstreamError('timeout', URL_)],
    ['a 500 (the same on every call)', new UpstreamError('status', URL_, 500)],
    ['a body of the wrong shape', new UpstreamError('invalid', URL_, 200)],
  ])('after %s it fails at once, with one call', async (_, failure) => {
    const read = flaky(failure);
    await expect(withOneRetry(read.call, () => 4000)).rejects.toBe(failure);
    expect(read.timeouts).toHaveLength(1);
  });

  it('calls twice at most', async () => {
    const second = new UpstreamError('status', URL_, 503);
    const read = flaky(new UpstreamError('network', URL_), second);
    await expect(withOneRetry(read.call, () => 4000)).rejects.toBe(second);
    expect(read.timeouts).toHaveLength(2);
  });

  it('gives the second call only the time that is left, and none when too little is', async () => {
    let left = 1000;
    const read = flaky(new UpstreamError('network', URL_));
    const timeLeft = () => (left -= 300);
    await expect(withOneRetry(read.call, timeLeft)).resolves.toBe('answer');
    expect(read.timeouts).toEqual([700, 400]);

    const late = flaky(new UpstreamError('network', URL_));
    await expect(withOneRetry(late.call, () => MIN_RETRY_MS - 1)).rejects.toBeInstanceOf(UpstreamError);
    expect(late.timeouts).toHaveLength(1);
  });

  it('does not retry what is not an upstream failure (a bug)', async () => {
    const bug = new TypeError('x is undefined');
    let calls = 0;
    const call = async () => {
      calls += 1;
      throw bug;
    };
    await expect(withOneRetry(call, () => 4000)).rejects.toBe(bug);
    expect(calls).toBe(1);
  });
});
