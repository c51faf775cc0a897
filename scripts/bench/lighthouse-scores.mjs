// Lighthouse's mobile audit (its default: a mid-range phone on a throttled network, simulated)
// of each page, driving Debian's Chromium.
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROMIUM } from './browser-load.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Scores 0-100 per category for each page, plus the audits that kept a category below 100. */
export async function lighthouseScores(site, pages) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const results = {};
  try {
    for (const { name, path } of pages) {
      const { lhr } = await lighthouse(`${site}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      const scores = {};
      const failing = [];
      for (const id of CATEGORIES) {
        const category = lhr.categories[id];
        scores[id] = Math.round((category.score ?? 0) * 100);
        for (const ref of category.auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.push(`${id}:${ref.id}(${audit.score})`);
        }
      }
      results[name] = { scores, failing };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
