import { defineConfig } from 'vitest/config';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { fileURLToPath } from 'node:url';

const upstreamPort = Number(process.env.TEST_UPSTREAM_PORT ?? 8798);
const upstream = `http://127.0.0.1:${upstreamPort}`;

/**
 * Integration tests inside workerd: the real worker (SELF / exports.default) with real local
 * KV, against the demo upstream that tests/worker/global-setup.ts starts on loopback.
 */
export default defineConfig({
  resolve: {
    alias: { 'client-manifest': fileURLToPath(new URL('./dist/client/.vite/manifest.json', import.meta.url)) },
  },
  plugins: [
    cloudflareTest({
      main: './worker/index.ts',
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        bindings: {
          PRODUCTION: 'false',
          API_ROOT: upstream,
          CMS_ROOT: `${upstream}/cms/api`,
          CMS_LEGACY_ROOT: `${upstream}/cms-legacy`,
          DEALS_API_ROOT: `${upstream}/deals`,
          BUILD_STORAGE_ROOT: `${upstream}/builds`,
          IMAGE_STORAGE_ROOT: `${upstream}/images`,
          DEEP_LINK_ROOT: upstream,
          UPSTREAM_TIMEOUT_MS: '1500',
        },
      },
    }),
  ],
  test: {
    include: ['tests/worker/**/*.test.{ts,tsx}'],
    // The first request of a file waits for the worker's modules to be transformed (seconds).
    testTimeout: 20_000,
    globalSetup: ['tests/worker/global-setup.ts'],
    provide: { upstream },
  },
});
