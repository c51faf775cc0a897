// The secrets set on an environment's Worker, as Cloudflare lists them (names only; needs the
// credentials a deploy needs), and which of the required ones (wrangler.toml's
// [env.NAME.secrets] required) are not among them.
import { spawnSync } from 'node:child_process';
import { z } from 'zod';
import { firstLines } from '../lib/first-lines.mjs';

const secretList = z.array(z.object({ name: z.string() }));

/** The names of the secrets set on the environment's Worker; throws with wrangler's reason when it cannot tell. */
export function listSecretNames(environment) {
  const result = spawnSync('npx', ['wrangler', 'secret', 'list', '--env', environment, '--format', 'json'], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(firstLines(`${result.stderr}\n${result.stdout}`.trim()) || `wrangler exited ${result.status}`);
  let parsed;
  try {
    parsed = secretList.parse(JSON.parse(result.stdout.slice(result.stdout.indexOf('['))));
  } catch {
    throw new Error(`wrangler secret list printed no list of secrets: ${firstLines(result.stdout)}`);
  }
  return parsed.map((secret) => secret.name);
}

/** The required names missing from the set ones, in the order the config lists them. */
export function missingSecrets(required, set) {
  return required.filter((name) => !set.includes(name));
}
