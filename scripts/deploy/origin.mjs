// node scripts/deploy/origin.mjs ENV: the environment's public origin (PUBLIC_ORIGIN in its vars,
// which its route serves), where the workflow's smoke checks look, and its Worker's name, which a
// smoke check pinned to one version names: origin=https://... and worker=NAME.
import { environmentName, readEnvironment } from './environments.mjs';
import { setOutputs } from './github-output.mjs';

const parsed = environmentName.safeParse(process.argv[2]);
if (!parsed.success) {
  console.error(`origin: ${parsed.error.issues[0].message}\nusage: node scripts/deploy/origin.mjs staging|production`);
  process.exit(2);
}
const config = await readEnvironment(parsed.data);
const origin = config.vars?.PUBLIC_ORIGIN;
if (typeof origin !== 'string' || !URL.canParse(origin)) {
  console.error(`origin: ${parsed.data} has no PUBLIC_ORIGIN URL in its vars`);
  process.exit(1);
}
setOutputs({ origin: new URL(origin).origin, worker: config.name });
