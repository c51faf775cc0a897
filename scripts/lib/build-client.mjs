// The client build (vite), shared by npm run build, npm start and npm test. The worker itself
// is bundled by wrangler when it starts or deploys.
import { spawnSync } from 'node:child_process';

/** Builds dist/client; `dev` uses React's development build. Returns true on success. */
export function buildClient({ dev = false } = {}) {
  const args = ['vite', 'build', '--logLevel', 'warn', ...(dev ? ['--mode', 'development'] : [])];
  const result = spawnSync('npx', args, {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: dev ? 'development' : 'production' },
  });
  return result.status === 0;
}
