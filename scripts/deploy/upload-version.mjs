// node scripts/deploy/upload-version.mjs ENV [MESSAGE]: uploads a new version of the
// environment's Worker (`wrangler versions upload`: the build in dist/client and the worker
// bundle, no traffic yet) and gives the workflow its id and its preview URL (version_id,
// preview_url; preview_url is empty when the Worker has no version URLs).
// Exit 1 when the upload failed or wrangler recorded no version; 2 on bad usage.
import { environmentName } from './environments.mjs';
import { setOutputs } from './github-output.mjs';
import { runWrangler } from './wrangler-output.mjs';

const parsed = environmentName.safeParse(process.argv[2]);
if (!parsed.success) {
  console.error(`upload-version: ${parsed.error.issues[0].message}\nusage: node scripts/deploy/upload-version.mjs staging|production [MESSAGE]`);
  process.exit(2);
}
const message = process.argv[3];
const { status, entries } = runWrangler(['versions', 'upload', '--env', parsed.data, ...(message ? ['--message', message.slice(0, 100)] : [])]);
const upload = entries.find((entry) => entry.type === 'version-upload');
if (status !== 0 || !upload?.version_id) {
  console.error(`upload-version: ${status !== 0 ? `wrangler versions upload failed (exit ${status})` : 'wrangler recorded no uploaded version'}`);
  process.exit(1);
}
setOutputs({ version_id: upload.version_id, preview_url: upload.preview_url ?? '' });
