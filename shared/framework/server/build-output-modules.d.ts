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
 * The other builds' manifests (the site's other languages) (dist/client/.vite/language-manifests.json, joined by
 * build/build-client.mjs), aliased like the English one.
 */
declare module 'client-language-manifests' {
  import type manifest from 'client-manifest';
  const manifests: Partial<Record<string, typeof manifest>>;
  export default manifests;
}

/**
 * The source modules each route lazily imports, by route id (dist/client/.vite/route-modules.json,
 * written by shared/framework/build/route-modules-plugin.ts), aliased like the manifest.
 */
declare module 'client-route-modules' {
  const routeModules: Record<string, { component: string[]; loader: string[] }>;
  export default routeModules;
}

/**
 * The boot script as the client build compiled it (dist/client/.vite/boot-script.json, written
 * by shared/framework/build/boot-script-plugin.ts from client/boot-extras.ts), aliased like the manifest.
 */
declare module 'client-boot-script' {
  const built: { script: string };
  export default built;
}
