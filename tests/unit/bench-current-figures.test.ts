import { describe, expect, it } from 'vitest';
import { currentFigures } from '../../scripts/bench/current-figures.mjs';
// @ts-expect-error: plain JS helpers of the bench, no declarations.
import { FIRST_VISIT_NETWORK, visitFloor } from '../../scripts/bench/new-visitor.mjs';
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

describe('where a first visit went, in the current figures', () => {
  // A first visit of the home page over HTTP/2 as measureFirstVisit returns it (scripts/bench/new-visitor.mjs).
  const timeline = {
    documentEnd: 220,
    styleEnd: 452,
    codeStart: 825,
    entryEnd: 1590,
    codeEnd: 2104,
    documentBytes: 9112,
    styleBytes: 8109,
    codeBytes: 116_779,
  };
  const home = {
    fcpMs: 736,
    lcpMs: 736,
    hydratedMs: 2260,
    timeline: { ...timeline, hydrated: 2260 },
    floor: visitFloor(FIRST_VISIT_NETWORK, 736, { ...timeline, hydrated: 2260 }),
    errors: [],
  };
  const firstVisit = { network: FIRST_VISIT_NETWORK, cpuSlowdown: 4, samples: 3, protocols: { h2: { home } } };

  it("gives each page's timeline and the floor its bytes set beside the hydrated figure", () => {
    const page = currentFigures(summarize(run({ newVisitor: { firstVisit } })), RUN_OF);
    expect(page).toContain('## New visitor: where the first visit (h2) went');
    // 134.0 KB take 3 × 150 ms and 670 ms at 1.6 Mbit/s; the paint took 284 ms, the entry 670 ms to hydrated.
    expect(page).toContain('| home | 220 | 452 | 736 | 825 | 1590 | 2260 | 134.0 | 1120 | 284 | 670 | 2074 |');
    for (const line of page.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
  });

  it('leaves the section out of a run without a first visit', () => {
    expect(currentFigures(summarize(run()), RUN_OF)).not.toContain('where the first visit');
  });
});

describe("a first visit's floor", () => {
  const timeline = { styleEnd: 450, entryEnd: 1600, hydrated: 2000, documentBytes: 10_000, styleBytes: 10_000, codeBytes: 100_000 };

  it('is three round trips and every byte at the link rate, plus the CPU measured before the paint and after the entry', () => {
    // 120 KB at 200 KB/s: 600 ms, and 3 × 150 ms.
    expect(visitFloor(FIRST_VISIT_NETWORK, 700, timeline)).toEqual({ bytes: 120_000, wireMs: 1050, paintMs: 250, hydrateMs: 400, floorMs: 1700 });
  });

  it('is unknown when a step of the timeline is, or when the visit had two documents', () => {
    expect(visitFloor(FIRST_VISIT_NETWORK, 700, { ...timeline, entryEnd: null })).toBeNull();
    expect(visitFloor(FIRST_VISIT_NETWORK, null, timeline)).toBeNull();
    // A form posted before the code: the page's second document.
    expect(visitFloor(FIRST_VISIT_NETWORK, 700, { ...timeline, documents: 2 })).toBeNull();
  });
});
