import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';

/**
 * No browser test waits for Playwright's `networkidle`: once reached, that state can be withdrawn
 * for good with the page idle, and the wait then hangs until the test times out (a failure seen
 * in a clean clone's run, tests/e2e/network-quiet.ts says how). The test kit's `networkQuiet`
 * waits for the same thing without that flaw.
 */
const ROOT = resolve(__dirname, '../..');
/** A wait for it: `waitForLoadState('networkidle')`, or `waitUntil: 'networkidle'` on a navigation. */
const NETWORK_IDLE = /(?:waitForLoadState\(\s*|waitUntil:\s*)['"`]networkidle['"`]/;

it("no browser test waits for Playwright's networkidle", () => {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'tests', 'scripts'], { cwd: ROOT, encoding: 'utf8' });
  const waits: string[] = [];
  for (const file of listed.split('\n')) {
    if (!/\.(?:ts|mjs)$/.test(file) || file === 'tests/unit/browser-test-waits.test.ts') continue;
    readFileSync(resolve(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (NETWORK_IDLE.test(line)) waits.push(`${file}:${index + 1}`);
      });
  }
  expect(waits).toEqual([]);
});
