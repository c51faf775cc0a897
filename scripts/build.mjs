// Production client build (the worker itself is bundled by wrangler when it starts or deploys).
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
process.exit(result.status ?? 1);
