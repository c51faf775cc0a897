import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { type Engine, type EnginePage, findTarget, reportCspViolations, type Target, traced, VIEWPORT, waitForElement, withReads } from './engine';

/** Debian's Firefox ESR (apt-get install firefox-esr; .ci/run installs it). Never a downloaded build. */
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox over WebDriver BiDi through puppeteer-core: one headless browser for every flow. Its
 * console and uncaught errors come from the browser itself (BiDi's log events), from the first
 * script of each document on.
 */
export async function launchFirefox(baseURL: string): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX,
    headless: true,
    defaultViewport: VIEWPORT,
    // Every command to the browser is bounded, well within a flow's limit (puppeteer's default is
    // 180 s, past it): one the browser never answers fails the flow naming the command.
    protocolTimeout: 45_000,
  });
  try {
    const page = await openPage(await browser.newPage(), baseURL);
    return {
      name: 'firefox',
      page,
      async pageWithoutCode() {
        const raw = await browser.newPage();
        // Every script the site's pages ask for is held and never answered, as the browser suite
        // does (tests/e2e/forms-without-code.spec.ts): Firefox's BiDi has no switch for scripting.
        await raw.setRequestInterception(true);
        raw.on('request', (request) => {
          const url = new URL(request.url());
          if (url.origin === baseURL && /\.m?js$/.test(url.pathname)) return;
          void request.continue();
        });
        return Object.assign(await openPage(raw, baseURL), { close: () => raw.close() });
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

async function openPage(page: Page, baseURL: string): Promise<EnginePage> {
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warn') problems.push(`${type === 'warn' ? 'warning' : 'error'}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`));
  await page.evaluateOnNewDocument(reportCspViolations);

  const element = async (target: Target): Promise<ElementHandle<Element>> => {
    await waitForElement(target, (script) => run(script));
    const handle = await page.evaluateHandle(findTarget, target.css, target.text ?? null);
    const found = handle.asElement();
    if (!found) throw new Error(`no element ${JSON.stringify(target)}`);
    return found as ElementHandle<Element>;
  };
  const run = <T>(script: string): Promise<T> => page.evaluate(`(() => {${script}\n})()`) as Promise<T>;

  return traced(
    'firefox',
    withReads({
      async goto(path) {
        await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' });
      },
      async click(target) {
        await (await element(target)).click();
      },
      async focus(target) {
        await (await element(target)).focus();
      },
      async type(target, text) {
        await (await element(target)).type(text);
      },
      async select(target, value) {
        await (await element(target)).select(value);
      },
      // Session history's back, as the browser's button: page.goBack() waits for a navigation event
      // that Firefox 140 ESR's BiDi does not send for a same-document entry (see path).
      async back() {
        await run('history.back();');
      },
      run,
      // The document's own address: puppeteer's page.url() misses a history.pushState on Firefox 140 ESR.
      path: () => run<string>('return location.pathname + location.search;'),
      problems: async () => [...problems],
    }),
  );
}
