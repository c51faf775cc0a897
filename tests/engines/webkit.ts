import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Capabilities, error as errors, WebDriver, type WebElement } from 'selenium-webdriver';
import { Executor, HttpClient, type Request, type Response } from 'selenium-webdriver/http';
import { collectProblems, type Engine, type EnginePage, findTarget, type PageDriver, type Target, traced, VIEWPORT, waitForElement, withReads } from './engine';

/** WebKitGTK's WebDriver (apt-get install webkit2gtk-driver; .ci/run installs it), and the browser it drives. */
const DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** MiniBrowser's switch for the pages' own scripts (WebKitGTK's enable-javascript-markup setting). */
const SCRIPTS_OFF = '--enable-javascript-markup=false';
/** The MiniBrowser of libwebkit2gtk-4.1-0, which webkit2gtk-driver depends on (`dpkg -L libwebkit2gtk-4.1-0`). */
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * WebKit (Safari's engine) as WebKitGTK's MiniBrowser, driven over classic WebDriver by
 * selenium-webdriver (docs/decisions/056-firefox-and-webkit.md). It draws into an X display, so
 * the run starts its own Xvfb; WebKitWebDriver holds one session, so each browser gets its own
 * driver. Everything started here is stopped by close(), and by the process's exit otherwise.
 */
export async function launchWebKit(baseURL: string): Promise<Engine> {
  const processes: ChildProcess[] = [];
  const stop = () => {
    for (const child of processes.reverse()) signalGroup(child, 'SIGTERM');
    processes.length = 0;
  };
  process.once('exit', stop);
  const sessions: WebDriver[] = [];
  const close = async () => {
    process.off('exit', stop);
    // A session's end closes its browser; the driver and the display are stopped whatever happened.
    await Promise.allSettled(sessions.map((session) => session.quit()));
    stop();
  };
  try {
    const display = await startXvfb(processes);
    const open = async (args: string[]) => {
      const session = await startSession(display, args, processes, baseURL, !args.includes(SCRIPTS_OFF));
      sessions.push(session);
      return session;
    };
    const page = await openPage(await open([]), baseURL);
    /** Ends a session opened for one flow, and stops its driver (the last one started). */
    const end = async (session: WebDriver) => {
      sessions.splice(sessions.indexOf(session), 1);
      await session.quit();
      const driver = processes.pop();
      if (driver) signalGroup(driver, 'SIGTERM');
    };
    return {
      name: 'webkit',
      page,
      async pageWithoutCode() {
        // WebKit's WebDriver has no request interception and no per-page script switch: a browser
        // of its own whose pages run no script of theirs, while WebDriver's own scripts still run.
        const session = await open([SCRIPTS_OFF]);
        return Object.assign(await openPage(session, baseURL, { collect: false }), { close: () => end(session) });
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Signals a child's process group (it was started detached, as its own group), if it is still there. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** An X server of its own (`-displayfd` picks a free display and says which). */
async function startXvfb(processes: ChildProcess[]): Promise<string> {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-nolisten', 'tcp', '-screen', '0', '1600x1200x24'], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  processes.push(xvfb);
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    xvfb.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it named its display`)));
  });
  return display;
}

/** A free port on loopback, for a WebKitWebDriver (it takes a port, and says nothing of one it picked). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * How long one WebDriver command may go unanswered: past WebDriver's own 30 s script timeout (a
 * script that waits answers by then), well within a flow's. Selenium's HTTP client waits forever,
 * and WebKit has left a script unanswered (see startSession): the flow fails here, naming it.
 */
const COMMAND_TIMEOUT_MS = 45_000;

/** Selenium's HTTP client with a bound on every command. */
class BoundedClient extends HttpClient {
  override send(request: Request): Promise<Response> {
    const { method, path, data } = request as unknown as { method: string; path: string; data?: { script?: string } };
    const script = data?.script ? ` (${data.script.trim().split('\n')[0]!.slice(0, 80)})` : '';
    const what = `${method} ${path.replace(/^\/session\/[^/]+/, '')}${script}`;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`WebKitWebDriver did not answer ${what} within ${COMMAND_TIMEOUT_MS / 1000} s`)), COMMAND_TIMEOUT_MS);
    });
    return Promise.race([super.send(request), late]).finally(() => clearTimeout(timer));
  }
}

/** How long goto waits for the new document to be there, and a session for its first. */
const NAVIGATION_TIMEOUT_MS = 30_000;

/**
 * A WebKitWebDriver on `display`, and a session of a MiniBrowser launched with `args`, showing a
 * page of the site, settled (hydrated, where its scripts run), as every later goto finds the page
 * it leaves. WebKit now and then never answers a script asked while a navigation moves the page to
 * another web process, as one does from a document without the site's Cross-Origin-Opener-Policy
 * to one with it: from about:blank once a script had run there (4 of 70 first navigations), from
 * robots.txt (5 of 40). That was the engines suite's hang: goto's first poll in a new browser
 * waited until the flow's limit. Between the site's pages the page stays in its process. So the
 * session's first navigation, made before any script has run in about:blank (none of 40 hung so),
 * opens the home page. It is left only once hydrated: left sooner, the next document of the same
 * address was seen in 4 runs of 14 without its transfer state, its boot script threw and
 * it never hydrated (cause not found; not seen leaving a hydrated page). A session whose pages run
 * no script of theirs waits only for the site's document to be there (parsed): its next
 * navigation then starts in the site's process, and its `load`, held by images from the demo
 * upstream, matters to no flow. Its wait once ran out in CI (30 s; not reproduced in about 200
 * first navigations here, where it took 1.1 to 7.9 s): the error now says what it saw last.
 */
async function startSession(display: string, args: string[], processes: ChildProcess[], baseURL: string, hydrates: boolean): Promise<WebDriver> {
  const port = await freePort();
  const driver = spawn(DRIVER, [`--port=${port}`, '--host=local'], { detached: true, stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
  processes.push(driver);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode}) at start`);
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on ${url} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const capabilities = new Capabilities({
    'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', ...args] },
    // Navigation and clicks return at once; each act waits for what it needs (goto, below).
    pageLoadStrategy: 'none',
  });
  const session = await WebDriver.createSession(new Executor(new BoundedClient(url)), capabilities);
  await session
    .manage()
    .window()
    .setRect({ x: 0, y: 0, ...VIEWPORT });
  // The home page: any page of the site would do, and its code running unwatched harms nothing.
  const origin = new URL(baseURL).origin;
  await session.get(`${origin}/`);
  const opened = Date.now() + NAVIGATION_TIMEOUT_MS;
  // What the wait saw last goes into its error: which document, how far loaded, whether hydrated.
  const state = 'return { href: location.href, readyState: document.readyState, hydrated: document.documentElement.dataset.hydrated ?? null };';
  for (;;) {
    // null: the document unloaded before it answered.
    const seen = await stateOf<{ href: string; readyState: DocumentReadyState; hydrated: string | null } | null>(session, state, null);
    const ready = hydrates ? seen?.readyState === 'complete' && seen.hydrated === 'true' : seen?.readyState !== 'loading';
    if (seen?.href.startsWith(`${origin}/`) && ready) break;
    if (Date.now() > opened) {
      const last = seen ? `${seen.href} ${seen.readyState}, hydrated: ${seen.hydrated ?? 'no'}` : 'a document unloading';
      throw new Error(
        `${origin}/: the session's first page did not ${hydrates ? 'hydrate' : 'arrive'} within ${NAVIGATION_TIMEOUT_MS / 1000} s (last seen: ${last})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The window's size includes the browser's own toolbar: grow it until the page has the width.
  const inner = (await session.executeScript('return [window.innerWidth, window.innerHeight];')) as [number, number];
  await session
    .manage()
    .window()
    .setRect({ width: 2 * VIEWPORT.width - inner[0], height: 2 * VIEWPORT.height - inner[1] });
  return session;
}

/**
 * A script's answer while a navigation may replace the document: `gone` when the document it ran
 * in unloaded before it answered (WebKit says so: "Callback was not called before the unload
 * event"), which is what a wait for the next document waits for.
 */
async function stateOf<T>(session: WebDriver, script: string, gone: T): Promise<T> {
  try {
    return (await session.executeScript(script)) as T;
  } catch (error) {
    if (error instanceof errors.NoSuchFrameError) return gone;
    throw error;
  }
}

async function openPage(session: WebDriver, baseURL: string, { collect = true } = {}): Promise<EnginePage> {
  // What earlier documents of this page collected, read before each left.
  const earlier: string[] = [];
  // The window's size, given back after each page is loaded hidden (goto).
  const { width, height } = await session.manage().window().getRect();
  const size = { width, height };
  // Whether goto put the collector into the document shown now. Not in the session's first
  // page (startSession), nor in one whose goto failed (its flow has failed, saying why): the next
  // flow's goto starts afresh instead of failing on it.
  let collecting = false;
  // The current document's list; a page of the site without the collector, once goto put one in
  // (a full load where the flow expected the page to change in place), is an error, not an empty list.
  const current = async () => {
    if (!collecting) return [];
    const problems = (await session.executeScript('return window.__engineProblems ?? null;')) as string[] | null;
    if (problems === null) throw new Error(`${await session.getCurrentUrl()}: no problem collector in this document`);
    return problems;
  };

  const run = <T>(script: string): Promise<T> => session.executeScript(script) as Promise<T>;
  const element = async (target: Target): Promise<WebElement> => {
    await waitForElement(target, run);
    const found = (await session.executeScript(
      `return (${findTarget.toString()})(arguments[0], arguments[1]);`,
      target.css,
      target.text ?? null,
    )) as WebElement | null;
    if (!found) throw new Error(`no element ${JSON.stringify(target)}`);
    return found;
  };

  const driver: PageDriver = {
    async goto(path) {
      if (collect) {
        earlier.push(...(await current()));
        collecting = false;
        // Hidden, a page draws no frame, so its boot script cannot start the code on `load`
        // (client/boot-extras.ts waits for a frame after it) but only by its fallback, 2 s
        // after it ran: time enough to catch the new document and put the collector in first.
        await session.manage().window().minimize();
      }
      await session.executeScript('window.__enginesLeft = true;');
      // Returns as soon as the navigation starts (pageLoadStrategy 'none'): the new document is
      // then caught as soon as it is there.
      await session.get(new URL(path, baseURL).href);
      const install = collect ? `(${collectProblems.toString()})();` : '';
      const deadline = Date.now() + NAVIGATION_TIMEOUT_MS;
      for (;;) {
        const state = await stateOf<'old' | 'early' | 'late'>(
          session,
          `if (window.__enginesLeft) return 'old';
           const early = document.querySelector('script[type="module"]') === null;
           ${install}
           return early ? 'early' : 'late';`,
          'old',
        );
        if (state === 'early') break;
        // Should the page's code ever be quicker than this, the flow fails here, saying so: a
        // problem while hydrating could otherwise go unseen.
        if (state === 'late') throw new Error(`${path}: the page's code had started before the problem collector was in`);
        if (Date.now() > deadline) throw new Error(`${path}: no new document within ${NAVIGATION_TIMEOUT_MS / 1000} s`);
      }
      collecting = collect;
      // Shown again, as a tab brought to the front: its next frame starts the code.
      if (collect) await session.manage().window().setRect(size);
      await session.executeScript(
        'return new Promise((resolve) => document.readyState === "complete" ? resolve() : addEventListener("load", () => resolve(), { once: true }));',
      );
    },
    async click(target) {
      await (await element(target)).click();
    },
    async focus(target) {
      await session.executeScript('arguments[0].focus();', await element(target));
    },
    async type(target, text) {
      await (await element(target)).sendKeys(text);
    },
    async select(target, value) {
      // WebDriver's way to choose an option: a click on the option selects it, as a pick from the
      // open list does, with its input and change events.
      const select = await element(target);
      const option = (await session.executeScript(
        'return [...arguments[0].options].find((option) => option.value === arguments[1]) ?? null;',
        select,
        value,
      )) as WebElement | null;
      if (!option) throw new Error(`no option ${value} in ${JSON.stringify(target)}`);
      await option.click();
    },
    async back() {
      await session.navigate().back();
    },
    run,
    async path() {
      const url = new URL(await session.getCurrentUrl());
      return url.pathname + url.search;
    },
    problems: async () => (collect ? [...earlier, ...(await current())] : []),
  };
  return traced('webkit', withReads(driver));
}
