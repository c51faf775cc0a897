// A wrangler command run with its machine-readable record: wrangler appends one JSON object a
// line (its "output file", WRANGLER_OUTPUT_FILE_PATH) describing what it did, e.g. the version
// an upload made. Read from there, not from the text it prints for people, which changes freely.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The entries of an output file's text; a line that is not JSON is an error naming it. */
export function parseOutputEntries(text) {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line, index) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(`wrangler's output file, line ${index + 1}, is not JSON: ${line.slice(0, 120)}`);
      }
    });
}

/** Runs `npx wrangler ...args` (its own output shown as it goes); returns its exit status and the entries it recorded. */
export function runWrangler(args) {
  const dir = mkdtempSync(join(tmpdir(), 'wrangler-output-'));
  const file = join(dir, 'output.json');
  try {
    const result = spawnSync('npx', ['wrangler', ...args], {
      stdio: 'inherit',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_OUTPUT_FILE_PATH: file },
    });
    let text = '';
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      // Nothing recorded (wrangler stopped before doing anything).
    }
    return { status: result.status ?? 1, entries: parseOutputEntries(text) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
