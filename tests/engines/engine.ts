/**
 * What a flow (./flows.ts) may do in a browser: the same few acts in every engine, each the way a
 * visitor does it (a real pointer click, real key presses), so Firefox and WebKit are asked the
 * same things and must answer the same. Each engine's adapter (./firefox.ts, ./webkit.ts) maps
 * them onto its client.
 */

/** An element: the first one matching `css` whose text, trimmed, is `text` (any text when omitted). */
export interface Target {
  css: string;
  text?: string;
}

/** What each engine's adapter implements: the acts, and a way to read the page. */
export interface PageDriver {
  /** Opens `path` on the site as a new document and waits until it has loaded. */
  goto(path: string): Promise<void>;
  /** A pointer click on the element, scrolled into view first. */
  click(target: Target): Promise<void>;
  /** Moves focus to the element, as a visitor's Tab or a press on it does. */
  focus(target: Target): Promise<void>;
  /** Focuses the field and types `text` key by key. */
  type(target: Target, text: string): Promise<void>;
  /** Chooses the option with `value` in a select. */
  select(target: Target, value: string): Promise<void>;
  /** The browser's Back. */
  back(): Promise<void>;
  /** The address shown, as path and query ('/search?q=bach'). */
  path(): Promise<string>;
  /** Runs `script` in the page (a function body, which may `return` a JSON value). */
  run<T>(script: string): Promise<T>;
  /**
   * Console errors and warnings, uncaught exceptions and unhandled rejections, and Content
   * Security Policy violations the page met so far, one line each.
   */
  problems(): Promise<string[]>;
}

/** A page as a flow uses it: the driver's acts, and reads built on its `run`, the same in every engine. */
export interface EnginePage extends PageDriver {
  /** The element's text, trimmed; null when there is no such element. */
  text(target: Target): Promise<string | null>;
  /** The element's attribute; null when the element or the attribute is missing. */
  attribute(target: Target, name: string): Promise<string | null>;
  /** How many elements match `css`. */
  count(css: string): Promise<number>;
}

/** Every flow sees the site at a desktop width: the search facets are a sidebar there, not a drawer. */
export const VIEWPORT = { width: 1280, height: 800 };

/** How long an act waits for its element to be there (a flow's own waits are bounded by expect.poll). */
const ELEMENT_TIMEOUT_MS = 10_000;
const POLL_MS = 50;

/** A script that finds the target and returns `expression` of it (`element`, null when none). */
const aboutTarget = (target: Target, expression: string) =>
  `const element = (${findTarget.toString()})(${JSON.stringify(target.css)}, ${JSON.stringify(target.text ?? null)});\n` +
  `return element === null ? null : ${expression};`;

export function withReads(driver: PageDriver): EnginePage {
  return {
    ...driver,
    text: (target) => driver.run(aboutTarget(target, "(element.textContent ?? '').trim()")),
    attribute: (target, name) => driver.run(aboutTarget(target, `element.getAttribute(${JSON.stringify(name)})`)),
    count: (css) => driver.run(`return document.querySelectorAll(${JSON.stringify(css)}).length;`),
  };
}

/** Resolves once the target is in the page; an act on it comes next. Rejects after ELEMENT_TIMEOUT_MS, naming it. */
export async function waitForElement(target: Target, run: PageDriver['run']): Promise<void> {
  const deadline = Date.now() + ELEMENT_TIMEOUT_MS;
  while (!(await run<boolean>(aboutTarget(target, 'true')))) {
    if (Date.now() > deadline) throw new Error(`no element ${JSON.stringify(target)} within ${ELEMENT_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export interface Engine {
  readonly name: string;
  /** The page every flow of this engine uses, one after the other. */
  readonly page: EnginePage;
  /**
   * A page in which the site's own scripts never run, as a visitor has before the page's code
   * arrives, or without it: each engine makes it its own way (./firefox.ts, ./webkit.ts).
   */
  pageWithoutCode(): Promise<EnginePage & { close(): Promise<void> }>;
  close(): Promise<void>;
}

/**
 * The element a Target names, found in the page. Passed to the page as a function's source, so it
 * must stay self-contained (no closure, no import).
 */
export function findTarget(css: string, text: string | null): Element | null {
  for (const element of document.querySelectorAll(css)) {
    if (text === null || (element.textContent ?? '').trim() === text) return element;
  }
  return null;
}

/**
 * Reports each Content Security Policy violation on the console, where both engines' problem
 * lists see it: a blocked script whose error the code swallows logs nothing, yet the browser
 * still reports it (as the browser suite counts it, tests/e2e/fixtures.ts). Self-contained: its
 * source is what the page runs, before any script of the page's.
 */
export function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) =>
    console.error(`csp: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
  );
}

/**
 * Collects, in the page, what `problems()` reports where the engine's client cannot hear the
 * console itself (WebKit's classic WebDriver): console errors and warnings, uncaught exceptions,
 * unhandled rejections, and (./reportCspViolations's way) CSP violations. Self-contained.
 */
export function collectProblems(): void {
  const target = window as unknown as { __engineProblems?: string[] };
  if (target.__engineProblems) return;
  const list: string[] = (target.__engineProblems = []);
  // Each with the address and the time into the document's life it came at.
  const problems = { push: (line: string) => list.push(`${line} (${location.pathname}${location.search} at ${Math.round(performance.now())} ms)`) };
  const describe = (value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      problems.push(`${level === 'warn' ? 'warning' : 'error'}: ${args.map(describe).join(' ')}`);
      original(...args);
    };
  }
  window.addEventListener('error', (event) => problems.push(`pageerror: ${describe(event.error ?? event.message)}`));
  window.addEventListener('unhandledrejection', (event) => problems.push(`pageerror: ${describe(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    console.error(`csp: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`),
  );
}

/**
 * With ENGINES_TRACE=1, each act and read of a page is logged with how long it took, so a flow
 * that runs out of time shows which step it was waiting on.
 */
export function traced<P extends object>(engine: string, page: P): P {
  if (!process.env.ENGINES_TRACE) return page;
  const wrapped = { ...page } as Record<string, unknown>;
  for (const [name, value] of Object.entries(page)) {
    if (typeof value !== 'function') continue;
    wrapped[name] = async (...args: unknown[]) => {
      const start = Date.now();
      const what = `[${engine}] ${name}(${args.map((arg) => JSON.stringify(arg)?.slice(0, 80)).join(', ')})`;
      console.log(`${what} …`);
      try {
        return await (value as (...a: unknown[]) => Promise<unknown>).apply(page, args);
      } finally {
        console.log(`${what} ${Date.now() - start} ms`);
      }
    };
  }
  return wrapped as P;
}
