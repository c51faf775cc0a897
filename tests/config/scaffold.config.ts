import { defineConfig } from 'vitest/config';

/**
 * README.md's "Adding a page" followed in a copy of the repository (tests/scaffold/): the script,
 * the type check and the lint, `npm start` and a browser. One file, its steps in order; no
 * retries.
 */
export default defineConfig({
  test: {
    include: ['tests/scaffold/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // The type check of the copy (about 40 s), and npm start's build of seven languages (about 60 s).
    testTimeout: 240_000,
    // Copying the repository and running the script (about 15 s).
    hookTimeout: 120_000,
    retry: 0,
  },
});
