import { expect, vi, type MockInstance } from 'vitest';

/**
 * Waits until the worker logged `event` (worker/log.ts) through a spy on console.log: the queue
 * consumer runs in the test's isolate, so its account of each delivery attempt is the proof that
 * the attempt happened, and a test that waits for it ends with nothing of its own still running.
 */
export async function loggedBy(log: MockInstance<typeof console.log>, event: string): Promise<void> {
  const events = () =>
    log.mock.calls
      .map(([first]) => String(first))
      .filter((text) => text.startsWith('{"event":'))
      .map((text) => (JSON.parse(text) as { event: string }).event);
  await vi.waitFor(() => expect(events()).toContain(event), { timeout: 30_000, interval: 100 });
}
