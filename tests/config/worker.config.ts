import { defineConfig } from 'vitest/config';
import { hideStructuredLogs, parallelFiles, workerdRun } from './workerd';

const upstreamPort = Number(process.env.TEST_UPSTREAM_PORT ?? 8798);
const upstream = `http://127.0.0.1:${upstreamPort}`;
/** The preview-mode secret the tests open preview with (production sets it with `wrangler secret`). */
const previewKey = 'worker-tests-preview-key-of-32-characters-at-least';

/**
 * Integration tests inside workerd: the real worker (SELF / exports.default) with real local
 * KV, against the demo upstream that tests/worker/global-setup.ts starts on loopback.
 */
const run = workerdRun({ upstream, upstreamTimeoutMs: 1500, previewKey });

export default defineConfig({
  ...run,
  test: {
    include: ['tests/worker/**/*.test.{ts,tsx}'],
    // Files in parallel, each in its own scope at the demo upstream (workerd.ts); three at a time,
    // as a file not isolated mostly waits (decision 057: 89 s against 121 s with two, one after
    // the other on the same machine).
    ...parallelFiles,
    maxWorkers: Math.max(3, parallelFiles.maxWorkers),
    // The first request of a file waits for the worker's modules to be transformed (seconds).
    testTimeout: 20_000,
    globalSetup: ['tests/worker/global-setup.ts'],
    onConsoleLog: hideStructuredLogs,
    provide: { upstream, previewKey },
  },
});
