// The environments the deploy lane ships (wrangler.toml's [env.staging] and [env.production]),
// and one of them read as wrangler resolves it: what an environment takes from the top level and
// what it must list itself is wrangler's rule, so wrangler's own reader applies it.
import { z } from 'zod';

export const DEPLOYED_ENVIRONMENTS = /** @type {const} */ (['staging', 'production']);

/** An environment's name as given on a command line: one of the deployed ones, or a message naming them. */
export const environmentName = z.enum(DEPLOYED_ENVIRONMENTS, {
  error: (issue) => `the environment must be ${DEPLOYED_ENVIRONMENTS.join(' or ')}, not ${JSON.stringify(issue.input ?? '')}`,
});

/**
 * The environment's resolved configuration (name, bindings, vars, secrets, routes...). Loading
 * wrangler takes seconds, so it is imported only when a configuration is read.
 */
export async function readEnvironment(name, configPath = 'wrangler.toml') {
  const { unstable_readConfig } = await import('wrangler');
  return unstable_readConfig({ config: configPath, env: name }, { hideWarnings: true });
}
