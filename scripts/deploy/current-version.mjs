// node scripts/deploy/current-version.mjs ENV: the version serving all of the environment's
// traffic now (version_id), the one a failed release goes back to. Refuses (exit 1) while a
// gradual deployment splits the traffic: a release starts from one version, and an operator
// decides whether the split goes forward or back (docs/operations.md, "Rollback").
import { spawnSync } from 'node:child_process';
import { z } from 'zod';
import { firstLines } from '../lib/first-lines.mjs';
import { environmentName } from './environments.mjs';
import { setOutputs } from './github-output.mjs';

const deployment = z.object({ versions: z.array(z.object({ version_id: z.string().min(1), percentage: z.number() })).min(1) });

/** The version at 100% of a deployment (as `wrangler deployments status --json` prints it), or why there is none. */
export function current(status) {
  const parsed = deployment.safeParse(status);
  if (!parsed.success) return { problem: 'wrangler printed no deployment with versions' };
  const { versions } = parsed.data;
  const whole = versions.find((version) => version.percentage === 100);
  if (whole) return { versionId: whole.version_id };
  return {
    problem: `a gradual deployment is under way (${versions.map((v) => `${v.version_id} at ${v.percentage}%`).join(', ')}): finish it or roll it back first`,
  };
}

async function main() {
  const parsed = environmentName.safeParse(process.argv[2]);
  if (!parsed.success) {
    console.error(`current-version: ${parsed.error.issues[0].message}\nusage: node scripts/deploy/current-version.mjs staging|production`);
    process.exit(2);
  }
  const result = spawnSync('npx', ['wrangler', 'deployments', 'status', '--env', parsed.data, '--json'], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.error(`current-version: wrangler deployments status failed: ${firstLines(result.stderr || result.stdout)}`);
    console.error('A Worker that was never deployed has no current version: deploy it once by hand first (docs/operations.md, "First deploy").');
    process.exit(1);
  }
  let status;
  try {
    status = JSON.parse(result.stdout.slice(result.stdout.indexOf('{')));
  } catch {
    status = null;
  }
  const { versionId, problem } = current(status);
  if (problem) {
    console.error(`current-version: ${problem}`);
    process.exit(1);
  }
  setOutputs({ version_id: versionId });
}

if (import.meta.filename === process.argv[1]) await main();
