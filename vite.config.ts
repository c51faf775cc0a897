import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Client build only: the worker is bundled by wrangler. No index.html: the worker renders the
 * document and links the entry through the manifest (dist/client/.vite/manifest.json).
 */
export default defineConfig({
  plugins: [react()],
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
