import { describe, expect, it } from 'vitest';
import { currentFigures } from '../../scripts/bench/current-figures.mjs';
import { summarize, TARGETS, type BenchRun } from '../../scripts/bench/report.mjs';

/**
 * docs/performance-current.md as `npm run bench` writes it: a small run's results through the
 * bench's own summary (scripts/bench/report.mjs, which holds the targets), then the page.
 */
const run = (over: Partial<BenchRun> = {}): BenchRun => ({
  plan: { upstreamDelayMs: 150, lighthouseRuns: 3, language: 'de' },
  quick: false,
  pages: [
    { name: 'home', path: '/de' },
    { name: 'work', path: '/de/work/a' },
  ],
  // KiB in the browser: the home page within the budget, the work page over it.
  firstLoad: { home: { jsGzKb: 119.4, apiRequests: 0 }, work: { jsGzKb: 121.2, apiRequests: 0 } },
  lighthouse: {},
  // Gzip bytes from the build: English within the budget, the Japanese artist page over it.
  everyPage: { 'artist-by-slug': { en: 122_246, ja: 123_439 }, home: { en: 120_015, ja: 121_480 } },
  maxLookupRatio: 3,
  redirects: { ratio: 1.9, bySize: {} },
  failed: [],
  skipped: [],
  interrupted: null,
  loadStart: { loadavg: [3.1, 2, 1.5], cpus: 2 },
  loadEnd: { loadavg: [2.5, 2.1, 1.6], cpus: 2 },
  durationS: 412,
  ...over,
});

const RUN_OF = { date: '2026-11-30T09:15:42.000Z', commit: 'abc1234' };

describe('the current figures the bench writes', () => {
  it('shows a met target as met and a missed one as missed, against the targets of report.mjs', () => {
    expect(TARGETS.firstLoadJsGzKb).toBe(120);
    const page = currentFigures(summarize(run()), RUN_OF);
    expect(page).toContain('| `first_load_js_gz_kb` | home | 119.4 | at most 120 | yes |');
    expect(page).toContain('| `first_load_js_gz_kb` | work | 121.2 | at most 120 | **no** |');
    expect(page).toContain('| `first_load_js_every_page` | en heaviest (artist-by-slug) | 122,246 | at most 122,880 | yes |');
    expect(page).toContain('| `first_load_js_every_page` | artist-by-slug ja | 123,439 | at most 122,880 | **no** |');
    expect(page).toContain('| `redirect_lookup_ratio` | - | 1.9 | at most 3 | yes |');
    const missed = page.slice(page.indexOf('## Targets missed'), page.indexOf('\n## ', page.indexOf('## Targets missed') + 1));
    expect(missed).toContain('- `first_load_js_gz_kb work 121.2 > 120`');
    expect(missed).toContain('- `first_load_js_every_page artist-by-slug ja 123439 > 122880`');
    expect(missed).not.toContain('home');
  });

  it('says when, at which commit, in which language and on how busy a machine the run was', () => {
    const page = currentFigures(summarize(run()), { ...RUN_OF, dirty: true });
    expect(page).toContain('| date | 2026-11-30 09:15 UTC |');
    expect(page).toContain('| commit | `abc1234` with uncommitted changes |');
    expect(page).toContain('| language | de |');
    expect(page).toContain('| quick run | no |');
    expect(page).toContain('| load average, 1 / 5 / 15 min | 3.1 / 2 / 1.5 at the start, 2.5 / 2.1 / 1.6 at the end |');
    expect(page).toMatch(/\| machine \| busy at the start/);
    expect(page).toContain('| result | 2 of 6 targets missed (exit code 1) |');
  });

  it('says every target was met when none was missed, and keeps every line within 100 characters', () => {
    const page = currentFigures(
      summarize(run({ firstLoad: { home: { jsGzKb: 110, apiRequests: 0 } }, everyPage: { home: { en: 115_000 } }, quick: true })),
      RUN_OF,
    );
    expect(page).toContain('| result | every target met (exit code 0) |');
    expect(page).toContain('## Targets missed\n\nNone.');
    expect(page).toMatch(/\| quick run \| yes/);
    for (const line of currentFigures(summarize(run()), RUN_OF).split('\n')) expect(line.length).toBeLessThanOrEqual(100);
  });
});
