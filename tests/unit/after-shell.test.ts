import { describe, expect, it } from 'vitest';
import { AfterShell } from '../../shared/framework/server/after-shell';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('work a render holds until its shell is out', () => {
  it('is handed to waitUntil at once but starts only after release, one task later', async () => {
    const kept: Promise<unknown>[] = [];
    const afterShell = new AfterShell((promise) => void kept.push(promise));
    let writes = 0;
    afterShell.later(async () => void (writes += 1));
    afterShell.later(async () => void (writes += 1));
    expect(kept).toHaveLength(2);
    await tick();
    expect(writes).toBe(0);
    afterShell.release();
    // Not in the task that releases it: the response being returned goes first.
    await Promise.resolve();
    expect(writes).toBe(0);
    await Promise.all(kept);
    expect(writes).toBe(2);
  });

  it('runs what is handed over after release without waiting', async () => {
    const kept: Promise<unknown>[] = [];
    const afterShell = new AfterShell((promise) => void kept.push(promise));
    afterShell.release();
    await tick();
    let written = false;
    afterShell.later(async () => void (written = true));
    await Promise.all(kept);
    expect(written).toBe(true);
  });
});
