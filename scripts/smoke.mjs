// npm run smoke -- URL [--public-origin ORIGIN] [--timeout SECONDS] [--version WORKER=VERSION_ID]
// A smoke check of a live site, as a visitor and a crawler meet it: pages, an edition found on the
// site, a language, robots.txt and the sitemap index, a legacy redirect from the deployed table,
// the not-found page, the security headers, a refused BFF read and a refused cross-origin form post.
// Nothing it sends can deliver a message. One line per check, then a summary; exit 0 when every
// check passed, 1 naming each failure, 2 when it could not run (bad usage). docs/operations.md
// says what each failure means.
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { readTables } from '../redirects/compile-redirects.mjs';
import { loadTs } from './lib/load-ts.mjs';
import { runChecks, summary } from './smoke/run.mjs';

const ROOT = resolve(import.meta.dirname, '..');
/** Each request's limit, unless --timeout says otherwise. */
const DEFAULT_TIMEOUT_SECONDS = 10;
/** The whole run's limit: well under a minute even when the site accepts and never answers. */
const OVERALL_SECONDS = 40;

const USAGE = `usage: npm run smoke -- URL [--public-origin ORIGIN] [--timeout SECONDS] [--version WORKER=VERSION_ID]
  URL              the site's origin, http:// or https:// (https://www.nkoda.com, a preview host)
  --public-origin  require canonical, hreflang, robots.txt and sitemap addresses on this origin
                   (the site's PUBLIC_ORIGIN; without it any one origin is accepted)
  --timeout        seconds each request may take (default ${DEFAULT_TIMEOUT_SECONDS}; the whole run stops at ${OVERALL_SECONDS})
  --version        ask one version of a gradual deployment: every request carries
                   Cloudflare-Workers-Version-Overrides, WORKER="VERSION_ID" (the Worker's name
                   and the version's id, as wrangler versions upload gives them)`;

/** An http(s) origin: a path other than "/", a query or a fragment would be ignored, so it is refused. */
const origin = z
  .string()
  .refine((text) => URL.canParse(text), 'is not a URL')
  .transform((text) => new URL(text))
  .refine((url) => url.protocol === 'http:' || url.protocol === 'https:', 'must start with http:// or https://')
  .refine((url) => url.pathname === '/' && !url.search && !url.hash, 'must be an origin only (no path, query or fragment)')
  .refine((url) => !url.username && !url.password, 'must not carry a user name or password')
  .transform((url) => url.origin);

/**
 * WORKER=VERSION_ID as the header Cloudflare reads to send a request to that version of a gradual
 * deployment: a Dictionary Structured Header (RFC 8941) whose key is the Worker's name and whose
 * value is the version id as a String. Without it a smoke check during a 10% step would mostly
 * ask the old version.
 */
const versionOverrideHeader = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*=[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/, 'must be WORKER=VERSION_ID (a Worker name, then a version id such as 0f8e…-…)')
  .transform((text) => {
    const [worker, version] = text.split('=');
    return { 'cloudflare-workers-version-overrides': `${worker}="${version}"` };
  });

const options = z.object({
  url: origin,
  publicOrigin: origin.optional(),
  versionOverride: versionOverrideHeader.optional(),
  timeout: z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive('must be more than 0 seconds')
    .max(OVERALL_SECONDS, `must be at most ${OVERALL_SECONDS} seconds`)
    .default(DEFAULT_TIMEOUT_SECONDS),
});

function usageError(message) {
  console.error(`smoke: ${message}\n${USAGE}`);
  process.exit(2);
}

function readOptions() {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { 'public-origin': { type: 'string' }, timeout: { type: 'string' }, version: { type: 'string' }, help: { type: 'boolean' } },
    });
  } catch (error) {
    usageError(error.message);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (parsed.positionals.length !== 1) usageError(parsed.positionals.length ? 'give one URL' : 'no URL given');
  const result = options.safeParse({
    url: parsed.positionals[0],
    publicOrigin: parsed.values['public-origin'],
    timeout: parsed.values.timeout,
    versionOverride: parsed.values.version,
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    const what = {
      url: `the URL ${JSON.stringify(parsed.positionals[0])}`,
      publicOrigin: '--public-origin',
      timeout: '--timeout',
      versionOverride: '--version',
    }[issue.path[0]];
    usageError(`${what} ${issue.message}`);
  }
  return result.data;
}

/** What the checks expect, from the site's own code, and the deployed redirect table's rows. */
async function siteKnowledge() {
  try {
    const facts = await loadTs(resolve(ROOT, 'scripts/smoke/site-facts.ts'));
    const legacyRows = readTables(resolve(ROOT, 'redirects')).flatMap(({ file, text }) => facts.parseTable(text, relative(ROOT, file)).rows);
    return { facts, legacyRows };
  } catch (error) {
    console.error(`smoke: could not read what the site should answer from the repository (run npm ci first?): ${error.message}`);
    process.exit(2);
  }
}

const { url, publicOrigin, timeout, versionOverride } = readOptions();
const { facts, legacyRows } = await siteKnowledge();
const started = performance.now();
const results = await runChecks({
  origin: url,
  publicOrigin,
  facts,
  legacyRows,
  headers: versionOverride,
  timeoutSeconds: timeout,
  overallSeconds: OVERALL_SECONDS,
  print: console.log,
});
console.log(summary(results, url, (performance.now() - started) / 1000));
// Exit now: a hanging site's half-open connections must not keep the process alive.
process.exit(results.some((result) => result.outcome === 'FAIL') ? 1 : 0);
