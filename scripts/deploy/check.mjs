// npm run deploy:check -- ENV: may this environment be deployed? Refuses (exit 1), naming each
// problem, before anything is uploaded: every id in its configuration that is still a
// placeholder, and every secret its configuration requires that is not set on its Worker
// (wrangler refuses those too, but only once it is uploading). The deploy workflow runs it first.
//   ENV       staging or production
// Exit 0: may deploy. 1: it may not (each reason named). 2: it could not be asked (bad usage).
// Listing the secrets needs Cloudflare credentials (CLOUDFLARE_API_TOKEN and
// CLOUDFLARE_ACCOUNT_ID, or `wrangler login`); when they cannot be listed, that is a reason too.
import { environmentName, readEnvironment } from './environments.mjs';
import { findPlaceholders } from './placeholders.mjs';
import { listSecretNames, missingSecrets } from './secrets.mjs';

/**
 * What stops `config` (the environment's, as wrangler resolves it) from being deployed:
 * placeholders first, then the required secrets `secretNames()` does not list.
 */
export function deployProblems({ config, secretNames }) {
  const problems = findPlaceholders(config).map((where) => `placeholder: ${where}; put the real id in wrangler.toml (docs/operations.md, "First deploy")`);
  const required = config.secrets?.required ?? [];
  if (required.length) {
    let set;
    try {
      set = secretNames();
    } catch (error) {
      problems.push(`secrets: could not list the secrets set on ${config.name}: ${error.message}`);
    }
    for (const name of set ? missingSecrets(required, set) : [])
      problems.push(`secret ${name} is required and not set on ${config.name}: npx wrangler secret put ${name} --env ${config.targetEnvironment}`);
  }
  return problems;
}

async function main() {
  const args = process.argv.slice(2);
  const parsed = environmentName.safeParse(args[0]);
  if (args.length !== 1 || !parsed.success) {
    console.error(
      `deploy:check: ${parsed.success ? 'give one environment' : parsed.error.issues[0].message}\nusage: npm run deploy:check -- staging|production`,
    );
    process.exit(2);
  }
  const environment = parsed.data;
  const config = await readEnvironment(environment);
  const problems = deployProblems({ config, secretNames: () => listSecretNames(environment) });
  if (problems.length) {
    console.error(`${environment} (${config.name}) may not be deployed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${environment} (${config.name}): no placeholder, every required secret set (${(config.secrets?.required ?? []).join(', ') || 'none required'})`);
}

if (import.meta.filename === process.argv[1]) await main();
