import { defineConfig } from 'vitest/config';

/**
 * The key flows in Firefox and WebKit (issue 45): Debian's firefox-esr over WebDriver BiDi and
 * WebKitGTK's MiniBrowser through WebKitWebDriver under Xvfb, never a downloaded browser. One
 * flow list (tests/engines/flows.ts), one file per engine, each with one browser for all its
 * flows; the two files run side by side against one site (tests/engines/global-setup.ts). No
 * retries: a flow that fails once is a fault to find.
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/global-setup.ts'],
    // Each wait inside a flow has its own bound, which fails it with its own message (the
    // newsletter flow waits up to 45 s for the delivery); this bounds the whole flow.
    testTimeout: 120_000,
    // Launching a browser (Firefox about 4 s, MiniBrowser under Xvfb under 1 s) and closing it.
    hookTimeout: 60_000,
    // The two engines' files side by side: Vitest's default on two cores is one file at a time
    // (cores - 1), and each file mostly waits on its browser.
    maxWorkers: 2,
    retry: 0,
  },
});
