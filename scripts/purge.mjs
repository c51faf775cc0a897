// npm run purge -- <families...> [--site URL] [--source NAME]: marks the site's cached upstream
// answers of those families stale (POST /api/cache/purge, decision 064), as the CMS's and the
// catalogue's webhooks do. Families: promotion, search, cms, prices. The key is CACHE_PURGE_KEY
// from the environment, else .dev.vars' (a local site). The site: --site, else
// http://127.0.0.1:8787 (npm start). Prints the site's answer; exit 1 when it refused.
//
//   CACHE_PURGE_KEY=... npm run purge -- cms --site https://www.nkoda.com --source operator
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { devVar } from './lib/servers.mjs';

export const PURGE_PATH = '/api/cache/purge';

/** The signature header for `body` (worker/purge/signature.ts reads it): HMAC-SHA256 of "<t>.<body>". */
export function purgeSignature(key, body, nowSeconds = Math.floor(Date.now() / 1000)) {
  const mac = createHmac('sha256', key).update(`${nowSeconds}.${body}`).digest('hex');
  return `t=${nowSeconds},v1=${mac}`;
}

/** Sends one signed purge to `site`; resolves to the site's status and JSON answer. */
export async function sendPurge(site, key, families, source) {
  const body = JSON.stringify(source ? { families, source } : { families });
  const response = await fetch(new URL(PURGE_PATH, site), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-purge-signature': purgeSignature(key, body) },
    body,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { site: { type: 'string', default: 'http://127.0.0.1:8787' }, source: { type: 'string', default: 'operator' } },
  });
  if (positionals.length === 0) {
    console.error('Name the families to purge: promotion, search, cms, prices (e.g. npm run purge -- cms).');
    process.exit(2);
  }
  const key = process.env.CACHE_PURGE_KEY ?? (existsSync('.dev.vars') ? devVar('CACHE_PURGE_KEY') : undefined);
  if (!key) {
    console.error('No key: set CACHE_PURGE_KEY (the secret set on the site with wrangler secret put), or run npm start once for .dev.vars.');
    process.exit(2);
  }
  const answer = await sendPurge(values.site, key, positionals, values.source);
  console.log(`${answer.status} ${JSON.stringify(answer.body)}`);
  process.exit(answer.status === 200 ? 0 : 1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
