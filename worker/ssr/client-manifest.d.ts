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

/**
 * The source modules each route lazily imports, by route id (dist/client/.vite/route-modules.json,
 * written by scripts/lib/route-modules-plugin.ts), aliased like the manifest.
 */
declare module 'client-route-modules' {
  const routeModules: Record<string, { component: string[]; loader: string[] }>;
  export default routeModules;
}
