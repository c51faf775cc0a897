import type { Page } from '@playwright/test';

/** The name of the attachment a timed-out test's page state is kept under, for the retry report. */
export const PAGE_AT_TIMEOUT = 'page-at-timeout';

/** How long the page is given to answer each question: a hung page must not hold the teardown. */
const ANSWER_MS = 3_000;

const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'no answer'> =>
  Promise.race([promise, new Promise<'no answer'>((resolve) => setTimeout(() => resolve('no answer'), ms))]);

/**
 * What a test that ran out of time left its page doing, on one line: whether its main thread still
 * answers, whether it still makes frames, where focus is and which parts have hydrated. A locator
 * action that waits the whole timeout with nothing in its call log has no other trace in a CI
 * log, and the answer tells a page that hung (its code, or the browser) from one that was slow.
 */
export async function pageAtTimeout(page: Page): Promise<string> {
  if (page.isClosed()) return 'the page was closed';
  try {
    const started = Date.now();
    const state = await within(
      page.evaluate(() => {
        const describe = (element: Element | null) => {
          if (!element) return 'none';
          const name = element.getAttribute('name');
          return `${element.localName}${element.id ? `#${element.id}` : ''}${name ? `[name=${name}]` : ''}`;
        };
        const islands = [...document.querySelectorAll<HTMLElement>('[class$="-host"]')].map((host) => `${host.className}=${host.dataset.hydrated ?? 'asleep'}`);
        const hydrated = document.documentElement.dataset.hydrated ?? 'no';
        return `${location.pathname}${location.search}; hydrated=${hydrated}; focus ${describe(document.activeElement)}; ${islands.join(' ')}`;
      }),
      ANSWER_MS,
    );
    if (state === 'no answer') return `the page's main thread did not answer in ${ANSWER_MS} ms`;
    const answered = Date.now() - started;
    const frame = Date.now();
    const framed = await within(
      page.evaluate(() => new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true)))),
      ANSWER_MS,
    );
    const frames = framed === 'no answer' ? `no frame in ${ANSWER_MS} ms` : `a frame in ${Date.now() - frame} ms`;
    return `main thread answered in ${answered} ms, ${frames}; ${state}`;
  } catch (error) {
    return `the page could not be asked: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
}
