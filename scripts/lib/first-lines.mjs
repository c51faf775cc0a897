// An error's first three non-empty lines on one line, without terminal colours: what the test
// runner's closing summary (scripts/test.mjs) and the browser suite's retry report
// (tests/e2e/retry-reporter.ts) print for a test that failed.
export function firstLines(message) {
  return String(message)
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' | ')
    .slice(0, 300);
}
