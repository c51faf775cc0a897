import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { isbot } from 'isbot';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JS helper of the bench (its TLS front), no declarations.
import { selfSignedCertificate } from '../../scripts/bench/h2-front.mjs';

/**
 * `npm run smoke -- URL` (scripts/smoke.mjs) as an operator meets it: the real script run as a
 * child process against sites that are down or misconfigured, here played by a tiny node:http
 * server; what is asserted is its exit code and the lines it prints. The passing case is npm
 * test's "smoke" suite, against the real local site (scripts/smoke/local-site.mjs).
 */
const SCRIPT = resolve(__dirname, '../../scripts/smoke.mjs');
const ALL_CHECKS = [
  'home',
  'home-head',
  'edition',
  'edition-head',
  'language',
  'robots',
  'sitemap',
  'legacy-redirect',
  'unknown-address',
  'not-found',
  'security-headers',
  'bff-unknown-param',
  'cross-origin-form',
];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the smoke script with `args`; the child is asynchronous so the server in this process can answer it. */
function smoke(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((done, failed) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', failed);
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

/** The outcome (`ok`, `skip`, `FAIL`) the output gives each check, by name. */
function outcomes(stdout: string): Record<string, string> {
  const lines = stdout.split('\n').filter((line) => /^(ok|skip|FAIL) /.test(line));
  return Object.fromEntries(lines.map((line) => [line.split(/\s+/)[1]!, line.split(/\s+/)[0]!]));
}

const lineOf = (stdout: string, name: string) => stdout.split('\n').find((line) => line.split(/\s+/)[1] === name) ?? '';
const summaryOf = (stdout: string) => stdout.trim().split('\n').at(-1)!;

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = undefined;
});

/** A site on an ephemeral port of loopback, answering with `handler`; resolves to its origin. */
async function site(handler: (request: IncomingMessage, response: ServerResponse, origin: string) => void): Promise<string> {
  let origin = '';
  server = createServer((request, response) => handler(request, response, origin));
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return origin;
}

/** A port nothing listens on: one the system just gave out and took back. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

const html = (body: string, lang = 'en-GB') => `<!DOCTYPE html><html lang="${lang}"><head><title>t</title></head><body>${body}</body></html>`;

describe('npm run smoke', { timeout: 30_000 }, () => {
  it('fails every check against a site that is down, saying the connection was refused, and exits 1', async () => {
    const origin = `http://127.0.0.1:${await freePort()}`;
    const run = await smoke([origin]);
    expect(run.code).toBe(1);
    const seen = outcomes(run.stdout);
    for (const name of ALL_CHECKS) expect(seen[name], name).toBe('FAIL');
    expect(lineOf(run.stdout, 'home')).toContain('connection refused');
    expect(lineOf(run.stdout, 'edition')).toContain('edition discovery failed');
    expect(summaryOf(run.stdout)).toContain(`failed: ${ALL_CHECKS.join(', ')}`);
  });

  it('names each check a misconfigured site fails, and passes the ones it gets right', async () => {
    // 200 with a bare page for anything not listed: no security headers, no canonical or hreflang,
    // no 302 for an unknown address, no 404, no JSON refusals. The edition is found through the
    // sitemap (the home page links to none) and answers 500; /help starts a chain of redirects.
    const userAgents = new Set<string>();
    const origin = await site((request, response, own) => {
      const path = request.url ?? '/';
      userAgents.add(request.headers['user-agent'] ?? '');
      const answer = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': type, ...headers });
        response.end(body);
      };
      if (path === '/sitemap.xml')
        return answer(200, 'application/xml', `<?xml version="1.0"?><sitemapindex><sitemap><loc>${own}/sitemaps/editions-1.xml</loc></sitemap></sitemapindex>`);
      if (path === '/sitemaps/editions-1.xml') return answer(200, 'application/xml', `<urlset><url><loc>${own}/work/an-edition</loc></url></urlset>`);
      if (path === '/work/an-edition') return answer(500, 'text/plain', 'Internal Server Error');
      if (path === '/de') return answer(200, 'text/html', html('<h1>Start</h1>', 'en-GB'));
      if (path === '/robots.txt') return answer(200, 'text/plain', 'User-agent: *\nDisallow:\n');
      if (path === '/help') return answer(301, 'text/plain', '', { location: '/faq' });
      if (path === '/faq') return answer(301, 'text/plain', '', { location: '/faq/' });
      return answer(200, 'text/html', html('<h1>Anything</h1>'));
    });
    const run = await smoke([origin]);
    expect(run.code).toBe(1);
    const failing = [
      'home-head',
      'edition',
      'edition-head',
      'language',
      'robots',
      'legacy-redirect',
      'unknown-address',
      'not-found',
      'security-headers',
      'bff-unknown-param',
      'cross-origin-form',
    ];
    expect(outcomes(run.stdout)).toEqual({ ...Object.fromEntries(failing.map((name) => [name, 'FAIL'])), home: 'ok', sitemap: 'ok', hsts: 'skip' });
    expect(summaryOf(run.stdout)).toContain('2 passed, 11 failed, 1 skipped');
    expect(summaryOf(run.stdout)).toContain(`failed: ${failing.join(', ')}`);
    // Each line says what was expected and what came instead.
    expect(lineOf(run.stdout, 'edition')).toContain('GET /work/an-edition: expected 200, got 500');
    expect(lineOf(run.stdout, 'legacy-redirect')).toContain('but /faq answered 301 to /faq/');
    expect(lineOf(run.stdout, 'unknown-address')).toMatch(/expected 302 to \/404, got 200/);
    expect(lineOf(run.stdout, 'not-found')).toContain('GET /404: expected 404, got 200');
    expect(lineOf(run.stdout, 'security-headers')).toContain('expected a Content-Security-Policy header, found none');
    expect(lineOf(run.stdout, 'cross-origin-form')).toContain('expected 403, got 200');
    expect(run.stdout).not.toMatch(/\n\s+at /);
    // Asked as a visitor (the streamed render) and as a crawler (the whole one), both named in the logs.
    expect([...userAgents].map((agent) => isbot(agent)).sort()).toEqual([false, true]);
    for (const agent of userAgents) expect(agent).toContain('nkoda-smoke/1');
  });

  it('fails the checks of a site that never answers within --timeout, and still ends', async () => {
    const origin = await site(() => {
      // Accepts every request and never answers.
    });
    const run = await smoke([origin, '--timeout', '1']);
    expect(run.code).toBe(1);
    expect(lineOf(run.stdout, 'home')).toContain('GET /: no answer within 1 s');
    expect(outcomes(run.stdout).robots).toBe('FAIL');
  });

  it('asks for HSTS of at least a year over https (and not over http, where the other tests skip it)', async () => {
    // A self-signed certificate for 127.0.0.1, which the smoke's child process is told to trust.
    const { dir, key, cert } = selfSignedCertificate();
    const trust = { NODE_EXTRA_CA_CERTS: join(dir, 'cert.pem') };
    let hsts = 'max-age=300';
    server = createTlsServer({ key, cert }, (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'strict-transport-security': hsts });
      response.end(html('<h1>Anything</h1>'));
    });
    try {
      await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
      const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const short = await smoke([origin], trust);
      expect(lineOf(short.stdout, 'hsts')).toMatch(/^FAIL hsts .*expected Strict-Transport-Security with max-age of at least 31536000, got "max-age=300"/);
      hsts = 'max-age=63072000; includeSubDomains';
      const long = await smoke([origin], trust);
      expect(lineOf(long.stdout, 'hsts')).toMatch(/^ok +hsts +max-age=63072000; includeSubDomains$/);
      expect(long.code).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("sends every request to the version --version names (a gradual deployment's new version), and refuses a malformed one", async () => {
    const overrides = new Set<string | undefined>();
    const origin = await site((request, response) => {
      overrides.add(request.headers['cloudflare-workers-version-overrides'] as string | undefined);
      response.writeHead(404).end();
    });
    const version = '0f8e1c2a-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
    await smoke([origin, '--version', `sheet-music-site-production=${version}`]);
    expect([...overrides]).toEqual([`sheet-music-site-production="${version}"`]);
    const malformed = await smoke([origin, '--version', 'sheet-music-site-production']);
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toContain('--version must be WORKER=VERSION_ID');
  });

  it('exits 2 with a clear message for no URL, or one that is not an http(s) origin', async () => {
    for (const [args, message] of [
      [[], 'no URL given'],
      [['ftp://example.com'], 'must start with http:// or https://'],
      [['www.nkoda.com'], 'is not a URL'],
      [['https://www.nkoda.com/work/x'], 'must be an origin only'],
    ] as const) {
      const run = await smoke([...args]);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain(message);
      expect(run.stderr).toContain('usage: npm run smoke -- URL');
    }
  });
});
