import { pageCodeLoaded } from '../../worker/ssr/render';

/**
 * Set up before each file of the worker and fault suites (their `setupFiles`): the file's first
 * request waits until the worker's start-up imports are in.
 *
 * The worker starts importing every page module and island when its modules load
 * (worker/ssr/render.tsx), as a deployed isolate does before its first request. In a bundle that
 * takes a few milliseconds and no I/O. In the test pool each import is a round trip from workerd
 * to Vitest, made in the context of the file's own tests; a request that reaches one still under
 * way waits on work of another context, and workerd ends it ("Cannot perform I/O on behalf of a
 * different Durable Object"): a 500 for the file's first page. On two busy cores, with files in
 * parallel, those round trips take long enough for that to happen; waiting here takes the time
 * the first page would have taken anyway. Still so with the Workers Vitest plugin 1.5.0 and
 * workerd 1.20261117: without the wait, both full runs tried failed files' first requests
 * (docs/decisions/052).
 */
await pageCodeLoaded();
