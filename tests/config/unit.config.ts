import { defineConfig } from 'vitest/config';
// @ts-expect-error: plain JS helper shared with the npm scripts.
import { LOCAL_DEFINES } from '../../scripts/lib/servers.mjs';

/** Pure logic and the demo upstream's app, in Node, with the constants local runs define. */
export default defineConfig({
  define: LOCAL_DEFINES,
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'demo-upstream/tests/**/*.test.ts'],
    environment: 'node',
  },
});
