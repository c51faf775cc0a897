import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8797);
const upstreamPort = Number(process.env.E2E_UPSTREAM_PORT ?? 8796);

/** The demo upstream the browser tests' site reads from; tests use its hooks (faults, received posts). */
export const E2E_UPSTREAM_URL = `http://127.0.0.1:${upstreamPort}`;

/** Page views go to this analytics site in the browser tests, intercepted by the tests. */
export const E2E_ANALYTICS_KEY = 'e2e.nkoda.test';
/**
 * The analytics endpoint the browser tests' site is configured with (ANALYTICS_API_URL): the demo
 * upstream's stand-in for Plausible's events API, which takes the worker's own events. The
 * browser's events go there too, and each test's page answers them itself (tests/e2e/fixtures.ts).
 */
export const E2E_ANALYTICS_API_URL = `${E2E_UPSTREAM_URL}/analytics/api/event`;
/**
 * The support chat's widget script the browser tests' site loads (SUPPORT_CHAT_WIDGET_URL); no
 * such host exists: every test's page answers it with a stand-in (tests/e2e/fixtures.ts).
 */
export const E2E_SUPPORT_CHAT_WIDGET_URL = 'https://chat.e2e.nkoda.test/widget.js';
/** The preview-mode key the browser tests' site runs with. */
export const E2E_PREVIEW_KEY = 'browser-tests-preview-key-of-32-characters-at-least';

/**
 * Browser tests drive Debian's Chromium (never a downloaded browser) against the same servers
 * `npm start` runs, on their own ports so a running dev server does not interfere. They run in
 * its headless shell (package chromium-headless-shell), the build Playwright itself runs headless
 * tests in: the same Blink and V8 without the desktop browser around them, at about 2.5 times less
 * CPU on two cores (docs/decisions/057). The bench measures visitors in the full browser.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on two cores: each test waits on the network for part of its time (a page's quiet
  // 500 ms, a held chunk), and a third worker fills those waits. every-route and input-before-wake
  // (98 tests), alternated 2 3 2 3 workers: 212, 204, 242, 213 s (docs/decisions/057).
  workers: 3,
  // No retry: a test that fails once is a fault to find (a race in the test or the page), and is
  // named in `npm test`'s summary. Nothing restarts a dying server either: a server that exits
  // ends the run (scripts/start.mjs, decision 052).
  retries: 0,
  timeout: 30_000,
  // The list as tests run; then each test that needed its retry or failed, by name, for the
  // summary `npm test` ends with (tests/e2e/retry-reporter.ts, RETRY_REPORT_FILE).
  reporter: [['list'], ['./tests/e2e/retry-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/start.mjs --no-build',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      UPSTREAM_PORT: String(upstreamPort),
      ANALYTICS_KEY: E2E_ANALYTICS_KEY,
      ANALYTICS_API_URL: E2E_ANALYTICS_API_URL,
      SUPPORT_CHAT_WIDGET_URL: E2E_SUPPORT_CHAT_WIDGET_URL,
      UNPUBLISHED_KEY: E2E_PREVIEW_KEY,
    },
    // start.mjs stops its wrangler process groups on SIGTERM; the default SIGKILL would orphan them.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
