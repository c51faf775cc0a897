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
 * than `timeoutMs` is tried once more in a new one (a browser that lost a target, as "Target
 * closed" says, is not trusted for the next run), and a second failure fails the page.
 * `pageMs` bounds one page's step: every run, the retry and their launches.
 */
export function lighthouseAuditor({ runs, timeoutMs, log }) {
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
    let retried = false;
    while (reports.length < runs) {
      try {
        reports.push(await oneRun(url, signal));
      } catch (error) {
        await discardChrome();
        if (retried || signal.aborted) throw error;
        retried = true;
        log(`  ${error.message}; once more in a new Chromium`);
      }
    }
    return medianRun(reports);
  }

  return { audit, stop: discardChrome, pageMs: (runs + 1) * (timeoutMs + LAUNCH_MS) };
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
