// Starting and stopping the local servers (site worker + demo upstream) under wrangler dev.
// Each child gets its own process group, so stopping it also stops the workerd it spawned:
// killing only the npx/wrangler process would leave workerd holding the port.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

export const wranglerEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
};

/** The configuration roots that point at the demo upstream when running locally. */
export function upstreamVars(upstream, extra = {}) {
  return {
    PRODUCTION: 'false',
    API_ROOT: upstream,
    CMS_ROOT: `${upstream}/cms/api`,
    CMS_LEGACY_ROOT: `${upstream}/cms-legacy`,
    DEALS_API_ROOT: `${upstream}/deals`,
    BUILD_STORAGE_ROOT: `${upstream}/builds`,
    IMAGE_STORAGE_ROOT: `${upstream}/images`,
    DEEP_LINK_ROOT: upstream,
    FUND_FORM_URL: `${upstream}/v4/promotion/fund/nkoda-22-fund`,
    ANALYTICS_KEY: process.env.ANALYTICS_KEY ?? '',
    // Local runs are an operator's: the caches say what they did (off in wrangler.toml's production).
    CACHE_STATE_HEADERS: 'true',
    // The browser tests set one and answer it with a stand-in widget; otherwise no widget loads.
    SUPPORT_CHAT_WIDGET_URL: process.env.SUPPORT_CHAT_WIDGET_URL ?? '',
    // The demo upstream records the worker's events (demo-upstream/src/analytics.ts); nothing reaches
    // Plausible. The browser tests name it themselves (the browser's events go there too).
    ANALYTICS_API_URL: process.env.ANALYTICS_API_URL ?? `${upstream}/analytics/api/event`,
    // workerd locates every local request in "US"; local runs are visitors in Germany unless told.
    COUNTRY_OVERRIDE: process.env.COUNTRY_OVERRIDE ?? 'DE',
    ...extra,
  };
}

/**
 * What every local run of the site worker adds to wrangler.toml's [define]: the redirect table
 * with the demo catalogue's rows (redirects.ts), and the pseudo-locale a test can ask for
 * (worker/i18n/pseudo-locale.ts). startWrangler passes it to each `wrangler dev` (every one is a
 * local run); the vitest configs and load-ts.mjs give it to their bundlers.
 */
export const LOCAL_DEFINES = { __DEMO_REDIRECTS__: 'true', __PSEUDO_LOCALE__: 'true' };

/** The config's minimum for either secret (worker/env.ts: the preview key and the purge key). */
const KEY_MIN_LENGTH = 32;
/** The example's placeholder: long enough, but public. */
const PLACEHOLDER_KEY = 'change-me-to-a-long-random-string';
/** The local secrets, each a random key: the preview key (?strapi=) and the purge webhooks' signing key. */
const LOCAL_SECRETS = ['UNPUBLISHED_KEY', 'CACHE_PURGE_KEY'];

/**
 * .dev.vars holds local secrets; a fresh clone gets one with random keys (32 random bytes: 43
 * characters each). A copy made before a key's minimum was 32, or before the purge key existed,
 * gets a new key, or the worker would refuse its config or the purge be unsigned; so does a
 * hand-made copy still holding the public placeholder.
 */
export function ensureDevVars() {
  const newKey = () => randomBytes(32).toString('base64url');
  const before = existsSync('.dev.vars') ? readFileSync('.dev.vars', 'utf8') : readFileSync('.dev.vars.example', 'utf8');
  let current = before;
  for (const name of LOCAL_SECRETS) {
    const line = new RegExp(`^${name}=(.*)$`, 'm').exec(current);
    if (!line) current = `${current.replace(/\n*$/, '\n')}${name}=${newKey()}\n`;
    else if (line[1].trim().length < KEY_MIN_LENGTH || line[1].trim() === PLACEHOLDER_KEY) current = current.replace(line[0], `${name}=${newKey()}`);
  }
  if (current !== before || !existsSync('.dev.vars')) writeFileSync('.dev.vars', current);
}

/** One secret of .dev.vars (after ensureDevVars), e.g. the purge key a local purge is signed with. */
export function devVar(name) {
  const line = new RegExp(`^${name}=(.*)$`, 'm').exec(readFileSync('.dev.vars', 'utf8'));
  if (!line) throw new Error(`.dev.vars has no ${name}: run npm start once, or delete .dev.vars to have it made again`);
  return line[1].trim();
}

export function startProcess(name, command, args, { env = wranglerEnv, quiet = false } = {}) {
  const child = spawn(command, args, { env, detached: true, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
  const entry = { name, child };
  child.on('exit', (code, signal) => {
    children.splice(children.indexOf(entry), 1);
    if (!stopping) console.error(`[${name}] exited (${signal ?? code})`);
  });
  children.push(entry);
  return child;
}

/**
 * The V8 inspector port of the wrangler dev serving `port`: each opens one (9229 by default) and
 * two would collide. The load run reads the worker's heap there (scripts/load/isolate-heap.mjs).
 */
export const inspectorPortFor = (port) => port + 20000;

export function startWrangler(name, { config, port, vars = {}, nodeEnv = 'production', quiet = false, extraArgs = [] }) {
  const args = ['wrangler', 'dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPortFor(port))];
  args.push('--show-interactive-dev-session=false', '--log-level', quiet ? 'error' : 'info');
  if (config) args.push('-c', config);
  for (const [key, value] of Object.entries(vars)) args.push('--var', `${key}:${value}`);
  for (const [key, value] of Object.entries(LOCAL_DEFINES)) args.push('--define', `${key}:${value}`);
  args.push(...extraArgs);
  return startProcess(name, 'npx', args, { env: { ...wranglerEnv, NODE_ENV: nodeEnv }, quiet });
}

export { waitFor } from './wait-for.mjs';

const children = [];
let stopping = false;

/** True once stopAll() ran: exits after that are expected. */
export const isStopping = () => stopping;

export function stopAll() {
  stopping = true;
  for (const { child } of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/** Ctrl-C (and SIGTERM) stop every child group, then this process. */
export function stopOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stopAll();
      process.exit(0);
    });
  }
  process.on('exit', stopAll);
}
