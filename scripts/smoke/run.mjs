// Runs the checks against one site and prints a line for each as soon as it and every check
// before it are done (so the output keeps the checks' order), then the summary.
import { CHECKS } from './checks.mjs';
import { CheckFailure, siteClient } from './http.mjs';

/**
 * Runs every check; resolves to the results `{ name, outcome: 'ok' | 'skip' | 'FAIL', detail }`.
 * `headers` go with every request (the version override). `overallSeconds` bounds the whole run: a check still waiting then fails saying so.
 */
export async function runChecks({ origin, publicOrigin, facts, legacyRows, headers, timeoutSeconds, overallSeconds, print }) {
  const deadline = new AbortController();
  const overall = setTimeout(() => deadline.abort(), overallSeconds * 1000);
  const runSignal = deadline.signal;
  const request = siteClient(origin, { headers, timeoutSeconds, runSignal });
  const memo = new Map();
  const once = (key, make) => {
    if (!memo.has(key)) memo.set(key, make());
    return memo.get(key);
  };
  const ctx = {
    origin,
    publicOrigin,
    facts,
    legacyRows,
    request,
    once,
    /** A GET shared by every check that reads the same address as the same kind of client. */
    page: (path, as = 'visitor') => once(`${as} GET ${path}`, () => request(path, { as })),
  };
  const settled = CHECKS.map(async ({ name, run }) => {
    try {
      const detail = await run(ctx);
      return typeof detail === 'object' && detail?.skip ? { name, outcome: 'skip', detail: detail.skip } : { name, outcome: 'ok', detail };
    } catch (error) {
      // A check's own words, or a bug of the smoke itself: either way one line, no stack trace.
      const detail = error instanceof CheckFailure ? error.message : `the check itself failed: ${error?.message ?? error}`;
      return { name, outcome: 'FAIL', detail };
    }
  });
  const results = [];
  for (const pending of settled) {
    const result = await pending;
    print(formatLine(result));
    results.push(result);
  }
  clearTimeout(overall);
  return results;
}

const width = Math.max(...CHECKS.map(({ name }) => name.length));

/** `ok   name  detail`, `skip name  detail`, `FAIL name  detail`. */
export const formatLine = ({ name, outcome, detail }) => `${outcome.padEnd(4)} ${name.padEnd(width)}  ${detail}`;

/** The last line: how many passed, and each failure by name. */
export function summary(results, origin, seconds) {
  const failed = results.filter((result) => result.outcome === 'FAIL').map((result) => result.name);
  const passed = results.filter((result) => result.outcome === 'ok').length;
  const skipped = results.length - passed - failed.length;
  const counts = `${passed} passed, ${failed.length} failed${skipped ? `, ${skipped} skipped` : ''}`;
  const failures = failed.length ? `; failed: ${failed.join(', ')}` : '';
  return `smoke ${origin}: ${counts} in ${seconds.toFixed(1)} s${failures}`;
}
