import { defineConfig } from 'vitest/config';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: plain JS helper shared with the npm scripts.
import { upstreamVars } from './scripts/lib/servers.mjs';

const upstreamPort = Number(process.env.TEST_UPSTREAM_PORT ?? 8798);
const upstream = `http://127.0.0.1:${upstreamPort}`;
/** The preview-mode secret the tests open preview with (production sets it with `wrangler secret`). */
const previewKey = 'worker-tests-preview-key';

/**
 * Integration tests inside workerd: the real worker (SELF / exports.default) with real local
 * KV, against the demo upstream that tests/worker/global-setup.ts starts on loopback.
 */
export default defineConfig({
  resolve: {
    alias: { 'client-manifest': fileURLToPath(new URL('./dist/client/.vite/manifest.json', import.meta.url)) },
  },
  plugins: [
    cloudflareTest({
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        // The same upstream roots `npm start` uses, pointed at the test upstream.
        bindings: { ...upstreamVars(upstream), UPSTREAM_TIMEOUT_MS: '1500', UNPUBLISHED_KEY: previewKey },
      },
    }),
  ],
  test: {
    include: ['tests/worker/**/*.test.{ts,tsx}'],
    // One demo upstream serves every file, and some tests switch its faults on for a while:
    // files run one after another so a fault set by one cannot fail another's requests.
    fileParallelism: false,
    // The first request of a file waits for the worker's modules to be transformed (seconds).
    testTimeout: 20_000,
    globalSetup: ['tests/worker/global-setup.ts'],
    // The worker's structured log lines (worker/log.ts, a few per request) would bury the
    // report; tests/worker/logs.test.ts checks them.
    onConsoleLog: (log) => !log.startsWith('{"event":'),
    provide: { upstream, previewKey },
  },
});
