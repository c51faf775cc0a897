// Lighthouse's mobile audit (its default: a mid-range phone on a throttled network, simulated)
// of each page, driving Debian's Chromium. One run's performance score moves by a few points, so
// a page's figures are those of its median run.
import lighthouse from 'lighthouse';
import { launchChrome } from './lighthouse-chrome.mjs';
import { withTimeout } from './steps.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const LAUNCH_MS = 30_000;

/**
 * Audits pages `runs` times each. The runs share one Chromium; a run that fails or takes longer
 * than `timeoutMs` is tried again in a new one (a browser that lost a target, as "Target closed"
 * says, is not trusted for the next run), up to `tries` tries of that run in all. On a busy
 * machine Lighthouse fails a page now and then with NO_NAVSTART (its trace missed the
 * navigation's start); one retry was not enough once (a page failed twice and the whole run
 * exited 2), so a run gets `tries` (default 3). A page fails when one of its runs failed every
 * try. `pageMs` bounds one page's step (its runs, two retries, their launches). The result
 * names the tries each run needed (`tries`, e.g. [1, 2, 1]).
 */
export function lighthouseAuditor({ runs, timeoutMs, log, tries = 3 }) {
  let chrome = null;
  const discardChrome = async () => {
    const current = chrome;
    chrome = null;
    // A failed orderly stop still ends with the group killed (processes.mjs); nothing to add.
    await current?.stop().catch(() => {});
  };

  async function oneRun(url, signal) {
    if (!chrome) {
      chrome = await withTimeout((launching) => launchChrome(launching), LAUNCH_MS, 'launching Chromium', signal);
      log(`  Chromium for Lighthouse: pid ${chrome.pid}`);
    }
    const { port } = chrome;
    const run = () => lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    return summarise((await withTimeout(run, timeoutMs, 'a Lighthouse run', signal)).lhr);
  }

  async function audit(url, signal) {
    const reports = [];
    const triesPerRun = [];
    while (reports.length < runs) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          reports.push(await oneRun(url, signal));
          triesPerRun.push(attempt);
          break;
        } catch (error) {
          await discardChrome();
          if (attempt >= tries || signal.aborted) throw new Error(`${error.message} (try ${attempt} of ${tries})`);
          log(`  ${error.message}; try ${attempt + 1} of ${tries} in a new Chromium`);
        }
      }
    }
    return { ...medianRun(reports), tries: triesPerRun };
  }

  // Room for every run and `tries - 1` retries in all: a page failing more often than that is
  // failed by its bound (and named), rather than holding the run for many minutes.
  return { audit, stop: discardChrome, pageMs: (runs + tries - 1) * (timeoutMs + LAUNCH_MS) };
}

/** Scores 0-100 per category, the lab metrics, and the audits that kept a category below 100. */
function summarise(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`.trim());
  const scores = {};
  const failing = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (category.score === null) throw new Error(`Lighthouse gave no ${id} score`);
    scores[id] = Math.round(category.score * 100);
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.push(`${id}:${ref.id}(${audit.score})`);
    }
  }
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const metrics = {
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    fcpMs: metric('first-contentful-paint'),
  };
  return { scores, metrics, failing };
}

/** The run with the median performance score (the lower middle one of an even count). */
function medianRun(reports) {
  const sorted = [...reports].sort((a, b) => a.scores.performance - b.scores.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], performanceRuns: reports.map((report) => report.scores.performance) };
}
