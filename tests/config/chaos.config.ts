import { defineConfig } from 'vitest/config';
import { hideStructuredLogs, parallelFiles, workerdRun } from './workerd';

/**
 * The fault suite (issue 8): the real worker in workerd against its own demo upstream, whose
 * faults it switches for every path at once. A port of its own (CHAOS_UPSTREAM_PORT) keeps those
 * faults away from the worker suite when both run. CHAOS_SHORT=1 (npm test) checks one page per
 * family group; `npm run test:chaos` checks every family.
 */
const upstreamPort = Number(process.env.CHAOS_UPSTREAM_PORT ?? 8799);
const upstream = `http://127.0.0.1:${upstreamPort}`;
/** Short, so a page waiting on a hanging upstream is over in a second and a half. */
const upstreamTimeoutMs = 1500;

const previewKey = 'chaos-tests-preview-key-of-32-characters-at-least';
const run = workerdRun({ upstream, upstreamTimeoutMs, previewKey });

export default defineConfig({
  ...run,
  test: {
    include: ['tests/chaos/**/*.test.ts'],
    testTimeout: 120_000,
    // Checks under one fault run a few at a time; each is still timed on its own.
    maxConcurrency: 4,
    hookTimeout: 60_000,
    globalSetup: ['tests/worker/global-setup.ts'],
    // Files in parallel, each in its own scope at the demo upstream (workerd.ts); then this
    // suite's own set-up.
    ...parallelFiles,
    setupFiles: [...parallelFiles.setupFiles, 'tests/chaos/setup.ts'],
    onConsoleLog: hideStructuredLogs,
    provide: {
      upstream,
      previewKey,
      upstreamTimeoutMs,
      chaosShort: process.env.CHAOS_SHORT === '1',
    },
  },
});
