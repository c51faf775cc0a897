import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routeModulesPlugin } from './scripts/lib/route-modules-plugin';

/**
 * Client build only: the worker is bundled by wrangler. No index.html: the worker renders the
 * document and links the entry through the manifest (dist/client/.vite/manifest.json), and each
 * page's lazy chunks through dist/client/.vite/route-modules.json (scripts/lib/route-modules-plugin.ts).
 */
export default defineConfig({
  plugins: [react(), routeModulesPlugin()],
  publicDir: 'client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    target: 'es2022',
    rollupOptions: {
      input: 'client/entry.client.tsx',
    },
  },
});
