// The client build (vite), shared by npm run build, npm start and npm test: one build per
// language, English first (it empties dist/client), each writing its own manifest
// (docs/decisions/033). The worker itself is bundled by wrangler when it starts or deploys; it
// reads the English manifest and, for the other languages, dist/client/.vite/language-manifests.json,
// written here from theirs.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { generateMessages } from '../scripts/i18n.mjs';
import { SITE_LANGUAGES } from '../scripts/i18n/site-languages.mjs';

export { SITE_LANGUAGES };

/**
 * The command that builds dist/client, every language in one vite process (a vite start per
 * language would add a second each); `dev` uses React's development build. Then
 * writeLanguageManifests(). The bench spawns it itself, to time it out and stop it.
 */
export function buildClientCommand({ dev = false } = {}) {
  const mode = dev ? 'development' : 'production';
  const script = `
    import { build } from 'vite';
    for (const language of ${JSON.stringify(SITE_LANGUAGES)}) {
      process.env.SITE_LANGUAGE = language;
      await build({ logLevel: 'warn', mode: ${JSON.stringify(mode)} });
    }`;
  return {
    command: process.execPath,
    args: ['--input-type=module', '-e', script],
    // The config's imports without extensions are what the default (bundling) loader reads; vite
    // warns about them once per build when called through its API.
    env: { ...process.env, NODE_ENV: mode, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  };
}

/**
 * Builds dist/client, from message modules written afresh from the catalogues and page modules
 * from the pages' declarations (scripts/pages.mjs). Returns true on success.
 */
export function buildClient({ dev = false } = {}) {
  generateMessages();
  if (spawnSync(process.execPath, ['scripts/pages.mjs'], { stdio: 'inherit' }).status !== 0) return false;
  const { command, args, env } = buildClientCommand({ dev });
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) return false;
  writeLanguageManifests();
  return true;
}

/** Joins the other languages' manifests into the one file the worker imports. */
export function writeLanguageManifests(dir = 'dist/client/.vite') {
  const manifests = {};
  for (const language of SITE_LANGUAGES.slice(1)) manifests[language] = JSON.parse(readFileSync(`${dir}/manifest.${language}.json`, 'utf8'));
  writeFileSync(`${dir}/language-manifests.json`, `${JSON.stringify(manifests)}\n`);
}
