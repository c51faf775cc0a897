import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain .mjs build scripts without types
import { TABLE_END, TABLE_START } from '../../scripts/pages/readme.mjs';

/**
 * README.md's "Adding a page", as a newcomer follows it, in a copy of the repository: `npm run
 * new-page` writes a page, which then passes the type check and the lint, renders on the server
 * under `npm start`, is in the sitemap (it is declared a fixed page), and opens by a client
 * navigation, with its data from the worker. The files it touched by hand are three: the
 * declaration, the component and the loader; the catalogues and the README's generated table are
 * written by the scripts.
 */

const ROOT = resolve(__dirname, '../..');
const PORT = Number(process.env.SCAFFOLD_PORT ?? 8980);
const SITE = `http://127.0.0.1:${PORT}`;
/** A page in a family of its own, with a title the code must quote. */
const ID = 'composers-corner';
const TITLE = "Composers' corner";
const PATH = `/${ID}`;

let copy: string;
let server: ChildProcess | undefined;
let browser: Browser | undefined;

/** Runs a command in the copy; throws with its output when it fails. */
const inCopy = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });

/** The site answers (a static file, so no page is cached by the wait), or the time is up. */
async function waitForSite(seconds: number): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`npm start exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${SITE}/favicon.svg`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`the site did not answer on ${SITE} within ${seconds} s`);
}

beforeAll(() => {
  // The repository as a clone has it (tracked files and new ones not ignored), with this
  // checkout's packages; a commit of it, to see what the script touches.
  copy = mkdtempSync(join(tmpdir(), 'new-page-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT }).toString().split('\0').filter(Boolean);
  const list = join(copy, '.files');
  writeFileSync(list, files.filter((file) => existsSync(join(ROOT, file))).join('\0'));
  execFileSync('tar', ['-c', '--null', '-T', list, '-f', join(copy, '.tar')], { cwd: ROOT });
  execFileSync('tar', ['-x', '-f', '.tar'], { cwd: copy });
  rmSync(join(copy, '.tar'));
  rmSync(list);
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'before'],
  ])
    execFileSync('git', args, { cwd: copy });
  inCopy(process.execPath, ['scripts/new-page.mjs', ID, '--title', TITLE]);
});

afterAll(async () => {
  await browser?.close();
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Gone already.
    }
    await new Promise((done) => (server!.exitCode === null ? server!.once('exit', done) : done(null)));
  }
  if (copy) rmSync(copy, { recursive: true, force: true });
}, 60_000);

describe('npm run new-page', () => {
  it('touches three hand-written files besides the catalogues, and the README only in its generated table', () => {
    const touched = inCopy('git', ['status', '--porcelain', '--untracked-files=all'])
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    const byHand = touched.filter((file) => !file.startsWith('locales/') && file !== 'README.md');
    expect(byHand.sort()).toEqual([`client/routes/${ID}/${ID}-loader.ts`, `client/routes/${ID}/${ID}.tsx`, `client/routes/${ID}/pages.ts`]);
    const readme = readFileSync(join(copy, 'README.md'), 'utf8');
    const before = inCopy('git', ['show', 'HEAD:README.md']);
    const outside = (text: string) => text.slice(0, text.indexOf(TABLE_START)) + text.slice(text.indexOf(TABLE_END));
    expect(outside(readme)).toBe(outside(before));
    expect(readme).toContain(`| \`${PATH}\` | composers' corner | \`${ID}\` |`);
  });

  it('writes a page that passes the type check and the lint', () => {
    expect(() => inCopy('npx', ['tsc', '--noEmit'])).not.toThrow();
    expect(() => inCopy('npx', ['biome', 'ci', '--error-on-warnings', `client/routes/${ID}`])).not.toThrow();
  });

  it('renders on the server under npm start, and is in the sitemap', async () => {
    server = spawn('node', ['scripts/start.mjs'], {
      cwd: copy,
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), UPSTREAM_PORT: String(PORT + 1) },
    });
    await waitForSite(180);
    const page = await fetch(`${SITE}${PATH}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<h1 class="page__title">Composers(&#x27;|')? corner<\/h1>/);
    // The index names each child at the public origin; its fixed pages are the `pages` child.
    const index = await (await fetch(`${SITE}/sitemap.xml`)).text();
    const child = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!)).find((url) => url.pathname.includes('pages'));
    expect(child, 'the fixed pages in the sitemap index').toBeDefined();
    const sitemap = await (await fetch(`${SITE}${child!.pathname}`)).text();
    expect(sitemap).toContain(`${child!.origin}${PATH}</loc>`);
  });

  it('opens by a client navigation, its data from the worker', async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell' });
    const tab = await browser.newPage();
    const data: string[] = [];
    tab.on('request', (request) => {
      if (request.url().includes('/__data')) data.push(request.url());
    });
    await tab.goto(`${SITE}/features`);
    await tab.waitForSelector('html[data-hydrated="true"]');
    await tab.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    // The router follows the address the browser moves to: a client navigation, as a link's would be.
    await tab.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, PATH);
    await tab.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(await tab.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(data.some((url) => new URL(url).searchParams.get('_routes')?.includes(ID))).toBe(true);
  });
});
