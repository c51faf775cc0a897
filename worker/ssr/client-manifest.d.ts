/** Vite's build manifest (dist/client/.vite/manifest.json), aliased in wrangler.toml and vitest. */
declare module 'client-manifest' {
  interface ManifestChunk {
    file: string;
    src?: string;
    isEntry?: boolean;
    imports?: string[];
    dynamicImports?: string[];
    css?: string[];
  }
  const manifest: Record<string, ManifestChunk>;
  export default manifest;
}
