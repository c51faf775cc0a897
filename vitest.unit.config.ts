import { defineConfig } from 'vitest/config';

/** Pure logic and the demo upstream's app, in Node. */
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/upstream/**/*.test.ts'],
    environment: 'node',
  },
});
