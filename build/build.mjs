// npm run build: the checked redirect table, then the production client build.
import { buildClient } from './build-client.mjs';
import { compileRedirects } from '../redirects/compile-redirects.mjs';

process.exit((await compileRedirects()) && buildClient() ? 0 : 1);
