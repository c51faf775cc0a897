import { z } from 'zod';

/**
 * The one zod every schema is built with. Jitless: zod's JIT first probes `new Function('')`,
 * which the site's CSP (no 'unsafe-eval') blocks; the probe's error is swallowed but the browser
 * still reports a CSP violation on every page that builds a schema. The worker never ran the JIT
 * either (zod skips it under workerd), so both sides now parse the same way.
 */
z.config({ jitless: true });

export { z };
