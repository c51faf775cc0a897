import { forgetIsolateMemory } from '../../worker/cache/kv-cache';
import { forgetPurgeTimes } from '../../worker/cache/purges';

/**
 * Set up before each file of the worker and fault suites (their `setupFiles`): the file starts
 * with the isolate's memory of upstream answers empty, as a new isolate has it. The files share a
 * worker's modules, one after another (docs/decisions/057), so without this a file could be
 * answered from what an earlier file read, or see a purge an earlier file made.
 */
forgetIsolateMemory();
forgetPurgeTimes();
