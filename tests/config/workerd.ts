import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: plain JS helper shared with the npm scripts.
import { LOCAL_DEFINES, upstreamVars } from '../../scripts/lib/servers.mjs';

/**
 * What the worker suite and the fault suite share: the real worker (SELF / exports.default) in
 * workerd with local KV, its [vars] pointed at a demo upstream on loopback, and the client
 * manifest and route-module map the pages link, with the constants local runs define (the
 * redirect table with the demo rows).
 */
/** The purge endpoint's signing key in the tests (env.CACHE_PURGE_KEY inside the worker; tests/worker/cache-purge.test.ts). */
const TEST_PURGE_KEY = 'worker-tests-purge-key-of-32-characters-at-least';

export function workerdRun({ upstream, upstreamTimeoutMs, previewKey }: { upstream: string; upstreamTimeoutMs: number; previewKey: string }) {
  return {
    define: LOCAL_DEFINES,
    resolve: {
      alias: {
        'client-manifest': fileURLToPath(new URL('../../dist/client/.vite/manifest.json', import.meta.url)),
        'client-language-manifests': fileURLToPath(new URL('../../dist/client/.vite/language-manifests.json', import.meta.url)),
        'client-route-modules': fileURLToPath(new URL('../../dist/client/.vite/route-modules.json', import.meta.url)),
        'client-boot-script': fileURLToPath(new URL('../../dist/client/.vite/boot-script.json', import.meta.url)),
      },
    },
    plugins: [
      cloudflareTest({
        main: './worker/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: {
          // The same upstream roots `npm start` uses, pointed at the test upstream.
          // No country override: the tests locate each request themselves (request.cf).
          bindings: {
            ...upstreamVars(upstream),
            COUNTRY_OVERRIDE: '',
            UPSTREAM_TIMEOUT_MS: String(upstreamTimeoutMs),
            UNPUBLISHED_KEY: previewKey,
            CACHE_PURGE_KEY: TEST_PURGE_KEY,
          },
        },
      }),
    ],
  };
}

/**
 * The worker's structured log lines (worker/log.ts, a few per request, thousands under faults)
 * would bury the report; tests/worker/logs.test.ts checks them.
 */
export const hideStructuredLogs = (log: string) => !log.startsWith('{"event":');

/**
 * How the worker and fault suites run their files (docs/decisions/050, 051 and 057):
 * - each file's requests to the one demo upstream carry the file's own scope (upstream-scope.ts),
 *   so a fault one file switches on cannot fail another's requests;
 * - a file's first request waits for the worker's start-up imports (page-code-loaded.ts says why);
 * - so files run in parallel: Vitest's default (the cores less one), but never fewer than two. A
 *   file spends most of its time waiting on workerd and the demo upstream, so two files at a time
 *   still gain on two cores;
 * - files are not isolated from each other: each worker keeps the modules it has loaded for the
 *   next file, instead of loading the whole worker again through Vitest's module runner for each
 *   of them. That loading was most of the suites' CPU (decision 057). The setup files still run
 *   before each file; what a file changes outside the worker's modules (a spy, a fault) it
 *   restores itself.
 */
export const parallelFiles = {
  setupFiles: ['tests/support/upstream-scope.ts', 'tests/support/page-code-loaded.ts', 'tests/support/isolate-memory.ts'],
  maxWorkers: Math.max(2, availableParallelism() - 1),
  isolate: false,
};
