/** Seconds before the n-th retry of a queued form: 5, 10, 20, 40 ... capped at 10 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 600);
}
