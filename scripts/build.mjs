// npm run build: the production client build.
import { buildClient } from './lib/build-client.mjs';

process.exit(buildClient() ? 0 : 1);
