// The bench's human table and its one-line JSON summary, with the targets of issue 7. A figure
// whose step failed is null in the JSON and "-" in the table; it is not a missed target, the
// failed step is reported instead (and makes the run's exit code 2). Every target judged is in
// the summary's `judged` (./current-figures.mjs writes docs/performance-current.md from it).
import os from 'node:os';
import { median } from './stats.mjs';
import { newVisitorFigures, newVisitorJudgements, printNewVisitor } from './new-visitor.mjs';

export const TARGETS = {
  coldVsUpstream: 1.3, // at most, every page: a cold page costs at most 1.3 upstream round trips
  // The first-load budget: what a first visit downloads without input, the code fetched at idle
  // included (scripts/lib/first-load-js.mjs says what is counted).
  firstLoadJsGzKb: 120, // at most, every page (KiB: 122,880 B), in the browser for the bench pages
  firstLoadJsGzBytes: 120 * 1024, // at most, every route in every language, read from the build
  lighthouse: 100, // every category of every page, in the median run
  lighthouseTbtMs: 50, // at most, every page, median run
  lighthouseLcpMs: 1500, // at most, every page, median run
  isolateFirstRenderMs: 150, // at most
  warmVsStatic: 0.9, // at least: the median page's warm requests/s over a static file's
  hydrationApiRequests: 0,
  errors: 0,
  // Issue 17, at the walk's round trip (navigation.mjs RTT_MS, 100 ms):
  navigationWithIntentMedianMs: 50, // at most
  navigationWithIntentP95Ms: 100, // at most
  navigationWithoutIntentOverRttMs: 50, // at most, median, above one round trip
  navigationBackMedianMs: 50, // at most, each mode's median going back (issue 49)
  backForwardRequests: 0, // requests that reached the network while going back
  upstreamSearchMedianMs: 50, // at most: the demo upstream's faceted query over the bench catalogue (issue 21)
  bfcacheRestored: true, // every bench page
  // A new visitor's targets are NEW_VISITOR_TARGETS (scripts/bench/new-visitor.mjs, judged by
  // newVisitorMisses): first visit LCP, hydrated, suggestions and working over HTTP/2, the first
  // click's code rounds, code files and data after code, and a first click never slower than its
  // page loaded afresh in the same run.
};

const round = (value, digits = 1) => (value === null || value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits);
export { median };
const sum = (values) => (values.some((value) => value !== null) ? values.reduce((total, value) => total + (value ?? 0), 0) : null);

/** The load averages (1, 5, 15 minutes) and the CPU count: figures mean little without them. */
export const machineLoad = () => ({ loadavg: os.loadavg().map((value) => round(value, 2)), cpus: os.cpus().length });

/** Every figure of the run under its JSON name; null where the step that measures it failed. */
function figures(run) {
  const { plan, pages = [], warm, cold, firstLoad = {}, lighthouse = {}, redirects, everyPage } = run;
  const per = (fn) => Object.fromEntries(pages.map(({ name }) => [name, fn(name)]));
  const warmRps = per((name) => round(warm?.pages[name]?.rps, 0));
  const lighthouseOf = (fn) => per((name) => (lighthouse[name] ? fn(lighthouse[name]) : null));
  return {
    static_rps: round(warm?.staticRun.rps, 0),
    static_rps_runs: warm ? warm.staticRun.runs.map((rps) => round(rps, 0)) : null,
    warm_rps: warmRps,
    warm_p99_ms: per((name) => warm?.pages[name]?.p99 ?? null),
    warm_vs_static: warm ? round(median(Object.values(warmRps)) / warm.staticRun.rps, 2) : null,
    cold_ttfb_ms: per((name) => round(cold?.ttfb[name], 0)),
    cold_vs_upstream: per((name) => (cold ? round(cold.ttfb[name] / plan.upstreamDelayMs, 2) : null)),
    isolate_first_render_ms: round(cold?.firstRenderMs, 0),
    first_load_js_gz_kb: per((name) => round(firstLoad[name]?.jsGzKb, 1)),
    hydration_api_requests: sum(pages.map(({ name }) => firstLoad[name]?.apiRequests ?? null)),
    // Every route in every language (gzip bytes): the heaviest per language, and each one over the budget.
    first_load_js_every_page: everyPage ? everyPageSummary(everyPageFigures(everyPage)) : null,
    lighthouse: lighthouseOf((result) => result.scores),
    lighthouse_metrics: lighthouseOf(({ metrics }) => ({
      lcp_ms: round(metrics.lcpMs, 0),
      tbt_ms: round(metrics.tbtMs, 0),
      cls: round(metrics.cls, 3),
      fcp_ms: round(metrics.fcpMs, 0),
    })),
    lighthouse_performance_runs: lighthouseOf((result) => result.performanceRuns),
    // The tries each run needed (a run failing, e.g. NO_NAVSTART, is tried again in a new Chromium).
    lighthouse_tries: lighthouseOf((result) => result.tries ?? null),
    // A cold page that answers anything but 200 fails its step (direct-page.mjs): no count here.
    errors: warm ? warm.staticRun.errors + sum(Object.values(warm.pages).map((page) => page.errors)) : null,
    redirect_lookup_ratio: round(redirects?.ratio, 2),
    upstream_search_ms: run.upstreamSearch ? { median: run.upstreamSearch.medianMs, p95: run.upstreamSearch.p95Ms, max: run.upstreamSearch.maxMs } : null,
    ...navigationFigures(run),
    ...newVisitorFigures(run.newVisitor?.firstVisit, run.newVisitor?.firstClick),
  };
}

/** The every-page figures as the JSON line reports them: each page over the budget as "page language bytes". */
const everyPageSummary = ({ heaviest, over }) => ({ heaviest, over: over.map(({ page, language, bytes }) => `${page} ${language} ${bytes}`) });

/** The heaviest first load per language, and every page and language over the budget, from the build's figures. */
function everyPageFigures(everyPage) {
  const heaviest = {};
  const over = [];
  for (const [page, languages] of Object.entries(everyPage)) {
    for (const [language, bytes] of Object.entries(languages)) {
      if (bytes > (heaviest[language]?.bytes ?? -1)) heaviest[language] = { page, bytes };
      if (bytes > TARGETS.firstLoadJsGzBytes) over.push({ page, language, bytes });
    }
  }
  return { heaviest, over };
}

/** The navigation walk's figures (scripts/bench/navigation.mjs); null where its step failed. */
function navigationFigures({ navigation, bfcache, pages = [] }) {
  const mode = (m) =>
    m
      ? {
          median_ms: m.medianMs,
          p95_ms: m.p95Ms,
          back_median_ms: m.backMedianMs,
          back_p95_ms: m.backP95Ms,
          api_reads_after_click: m.navigationApiRequestsPerClick,
        }
      : null;
  return {
    navigation_rtt_ms: navigation?.rttMs ?? null,
    navigation_with_intent: mode(navigation?.withIntent),
    navigation_without_intent: mode(navigation?.withoutIntent),
    navigation_steps_median_ms: navigation
      ? Object.fromEntries(
          navigation.withIntent.steps.map(({ label, medianMs }, index) => [
            label,
            { with_intent: medianMs, without_intent: navigation.withoutIntent.steps[index]?.medianMs ?? null },
          ]),
        )
      : null,
    prefetch_requests_per_view: navigation?.withIntent.prefetchRequestsPerView ?? null,
    back_forward_requests: navigation ? navigation.withIntent.backNetworkRequests + navigation.withoutIntent.backNetworkRequests : null,
    bfcache: bfcache
      ? Object.fromEntries(pages.map(({ name }) => [name, bfcache[name] ? (bfcache[name].restored ? 'restored' : bfcache[name].reasons) : null]))
      : null,
  };
}

/**
 * Every target judged, in the order the bench measures: { step, figure, subject, value, target,
 * relation, met, text }, `text` the line a missed one prints ("figure page value > target"), null
 * for one met.
 * Figures that are null (their step failed) are not judged.
 */
function judgements(f, run) {
  const judged = [];
  let step = '';
  const judge = (figure, subject, value, target, worse, label = subject ? `${figure} ${subject}` : figure) => {
    if (value === null || value === undefined) return;
    const met = !worse(value, target);
    const text = met ? null : `${label} ${value} ${worse === above ? '>' : '<'} ${target}`;
    judged.push({ step, figure, subject, value, target, relation: worse === above ? '<=' : '>=', met, text });
  };
  const perPage = (field, target, worse) => {
    for (const [page, value] of Object.entries(f[field])) judge(field, page, value, target, worse);
  };
  step = 'redirect lookup';
  judge('redirect_lookup_ratio', '', f.redirect_lookup_ratio, run.maxLookupRatio, above);
  step = 'first load, every page (build)';
  if (run.everyPage) {
    // The heaviest page of each language stands for the language; each page over is a miss of its own.
    const { heaviest, over } = everyPageFigures(run.everyPage);
    const target = TARGETS.firstLoadJsGzBytes;
    for (const [language, { page, bytes }] of Object.entries(heaviest))
      if (!(bytes > target)) judge('first_load_js_every_page', `${language} heaviest (${page})`, bytes, target, above);
    for (const { page, language, bytes } of over) judge('first_load_js_every_page', `${page} ${language}`, bytes, target, above);
  }
  step = 'upstream search';
  judge('upstream_search_ms median', '', f.upstream_search_ms?.median, TARGETS.upstreamSearchMedianMs, above);
  step = 'cold';
  perPage('cold_vs_upstream', TARGETS.coldVsUpstream, above);
  judge('isolate_first_render_ms', '', f.isolate_first_render_ms, TARGETS.isolateFirstRenderMs, above);
  step = 'warm';
  judge('warm_vs_static', '', f.warm_vs_static, TARGETS.warmVsStatic, below);
  judge('errors', '', f.errors, TARGETS.errors, above);
  step = 'first load (browser)';
  perPage('first_load_js_gz_kb', TARGETS.firstLoadJsGzKb, above);
  judge('hydration_api_requests', '', f.hydration_api_requests, TARGETS.hydrationApiRequests, above);
  step = 'lighthouse';
  // A page kept out of search engines on purpose (noindex: the search results) fails Lighthouse's
  // "is crawlable" by design; its SEO score is reported but not judged.
  const noindex = new Set((run.pages ?? []).filter((page) => page.noindex).map((page) => page.name));
  for (const [page, scores] of Object.entries(f.lighthouse)) {
    for (const [category, score] of Object.entries(scores ?? {}))
      if (!(category === 'seo' && noindex.has(page))) judge(`lighthouse ${category}`, page, score, TARGETS.lighthouse, below, `lighthouse ${page} ${category}`);
  }
  for (const [page, metrics] of Object.entries(f.lighthouse_metrics)) {
    judge('lighthouse_tbt_ms', page, metrics?.tbt_ms, TARGETS.lighthouseTbtMs, above);
    judge('lighthouse_lcp_ms', page, metrics?.lcp_ms, TARGETS.lighthouseLcpMs, above);
  }
  step = 'navigation';
  judge('navigation_with_intent median_ms', '', f.navigation_with_intent?.median_ms, TARGETS.navigationWithIntentMedianMs, above);
  judge('navigation_with_intent p95_ms', '', f.navigation_with_intent?.p95_ms, TARGETS.navigationWithIntentP95Ms, above);
  if (f.navigation_rtt_ms !== null)
    judge(
      'navigation_without_intent median_ms',
      '',
      f.navigation_without_intent?.median_ms,
      f.navigation_rtt_ms + TARGETS.navigationWithoutIntentOverRttMs,
      above,
    );
  judge('navigation_with_intent back_median_ms', '', f.navigation_with_intent?.back_median_ms, TARGETS.navigationBackMedianMs, above);
  judge('navigation_without_intent back_median_ms', '', f.navigation_without_intent?.back_median_ms, TARGETS.navigationBackMedianMs, above);
  judge('back_forward_requests', '', f.back_forward_requests, TARGETS.backForwardRequests, above);
  step = 'back/forward cache';
  for (const [page, outcome] of Object.entries(f.bfcache ?? {}))
    if (outcome !== null)
      judged.push({
        step,
        figure: 'bfcache',
        subject: page,
        value: outcome === 'restored' ? 'restored' : outcome.join('; '),
        target: 'restored',
        relation: '=',
        met: outcome === 'restored',
        text: outcome === 'restored' ? null : `bfcache ${page} not restored: ${outcome.join('; ')}`,
      });
  judged.push(...newVisitorJudgements(run.newVisitor?.firstVisit, run.newVisitor?.firstClick));
  return judged;
}
const above = (value, target) => value > target;
const below = (value, target) => value < target;

/**
 * The run's summary, the object of the JSON line the bench prints last: every figure under its
 * JSON name, every target judged (`judged`), the missed ones as lines (`targets_missed`), and the
 * exit code: 0 every target met, 1 a target missed, 2 the run failed (a step failed or it was
 * interrupted).
 */
export function summarize(run) {
  const f = figures(run);
  const judged = judgements(f, run);
  const missed = judged.filter(({ met }) => !met).map(({ text }) => text);
  const exitCode = run.failed.length || run.interrupted ? 2 : missed.length ? 1 : 0;
  return {
    quick: run.quick,
    language: run.plan.language ?? 'en',
    editions: run.health?.editions ?? null,
    upstream_delay_ms: run.plan.upstreamDelayMs,
    pages: Object.fromEntries((run.pages ?? []).map(({ name, path }) => [name, path])),
    ...f,
    lighthouse_runs_per_page: run.plan.lighthouseRuns,
    failed_steps: run.failed,
    skipped_steps: run.skipped,
    interrupted: run.interrupted,
    targets_missed: missed,
    targets_met: exitCode === 0,
    exit_code: exitCode,
    duration_s: run.durationS,
    cpus: run.loadStart.cpus,
    load_start: run.loadStart.loadavg,
    load_end: run.loadEnd.loadavg,
    judged,
  };
}

/** Prints the table, the missed targets and failed steps, then the JSON line; returns its object (summarize). */
export function printReport(run) {
  const summary = summarize(run);
  const missed = summary.targets_missed;
  printTable(run, summary);
  if (run.failed.length || run.interrupted) {
    const skipped = run.skipped.length ? `; skipped: ${run.skipped.join(', ')}` : '';
    console.log(`\nSteps that failed: ${run.failed.join(', ')}${skipped}${run.interrupted ? ` (interrupted by ${run.interrupted})` : ''}`);
  }
  console.log(
    missed.length
      ? `\nTargets missed:\n  ${missed.join('\n  ')}`
      : run.failed.length
        ? '\nNo target missed among the figures measured.'
        : '\nEvery target met.',
  );
  console.log(JSON.stringify(summary));
  return summary;
}

const pad = (value, width) => String(value ?? '-').padStart(width);

function printTable(run, f) {
  const { plan, quick, health, pages = [], staticPath, lighthouse = {}, redirects } = run;
  const upstream = `${health?.editions ?? '?'} editions, every upstream answer after ${plan.upstreamDelayMs} ms`;
  const runs = `${plan.connections} connections x ${plan.loadSeconds} s per load run, ${plan.coldRounds} cold round(s)`;
  const lighthouseRuns = `Lighthouse median of ${plan.lighthouseRuns} run(s) per page`;
  console.log(`\nBench ${quick ? '(quick) ' : ''}against the demo upstream: ${upstream}; ${runs}, ${lighthouseRuns}; ${run.durationS} s.`);
  const load = (at) => at.loadavg.join(' ');
  console.log(`Machine: ${run.loadStart.cpus} CPUs; load average (1/5/15 min) ${load(run.loadStart)} at the start, ${load(run.loadEnd)} at the end.`);
  // Judged at the start only: by the end the bench's own servers and browsers are in the figure.
  if (run.loadStart.loadavg[0] > run.loadStart.cpus)
    console.log('The machine was busy with other work: timings are slower than on an idle machine and vary more between runs.');
  console.log('');
  const serverHeads = `${pad('warm rps', 10)}${pad('p99 ms', 8)}${pad('cold ms', 9)}${pad('x up', 6)}${pad('JS gz KB', 10)}${pad('/api', 6)}`;
  const lighthouseHeads = `${'perf/a11y/bp/seo'.padEnd(17)}${pad('LCP ms', 7)}${pad('TBT ms', 7)}${pad('CLS', 6)}${pad('FCP ms', 7)}`;
  console.log(`${'page'.padEnd(14)}${serverHeads}  ${lighthouseHeads}`);
  const staticRuns = f.static_rps_runs ? ` (before the pages ${f.static_rps_runs[0]}, after ${f.static_rps_runs[1]})` : '';
  console.log(`${'static file'.padEnd(14)}${pad(f.static_rps, 10)}${pad(run.warm?.staticRun.p99, 8)}  ${staticPath ?? ''}${staticRuns}`);
  for (const { name } of pages) {
    const s = f.lighthouse[name];
    const m = f.lighthouse_metrics[name] ?? {};
    const scores = s ? `${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}` : '-';
    const server = [
      pad(f.warm_rps[name], 10),
      pad(f.warm_p99_ms[name], 8),
      pad(f.cold_ttfb_ms[name], 9),
      pad(f.cold_vs_upstream[name], 6),
      pad(f.first_load_js_gz_kb[name], 10),
      pad(run.firstLoad?.[name]?.apiRequests, 6),
    ].join('');
    console.log(`${name.padEnd(14)}${server}  ${scores.padEnd(17)}${pad(m.lcp_ms, 7)}${pad(m.tbt_ms, 7)}${pad(m.cls, 6)}${pad(m.fcp_ms, 7)}`);
  }
  for (const { name } of pages)
    if (lighthouse[name]) {
      const { performanceRuns, tries, failing } = lighthouse[name];
      const below = failing.length ? `; below 1: ${failing.join(', ')}` : '';
      console.log(`  lighthouse ${name}: performance runs ${performanceRuns.join(', ')}; tries ${tries?.join(', ') ?? '-'}${below}`);
    }
  const everyPage = f.first_load_js_every_page;
  if (everyPage) {
    const heaviest = Object.entries(everyPage.heaviest).map(([language, { page, bytes }]) => `${language} ${bytes} (${page})`);
    const over = everyPage.over.length ? everyPage.over.join(', ') : 'none';
    console.log(`first-load JS of every page, heaviest per language (gzip B, budget ${TARGETS.firstLoadJsGzBytes}): ${heaviest.join(', ')}; over: ${over}`);
  }
  console.log(`a new isolate's first render (preview-mode /404, one uncached CMS read, upstream answering at once): ${f.isolate_first_render_ms ?? '-'} ms`);
  printNavigation(f);
  printNewVisitor(run.newVisitor?.firstVisit, run.newVisitor?.firstClick);
  if (f.upstream_search_ms) {
    const search = f.upstream_search_ms;
    const target = `(target: median <= ${TARGETS.upstreamSearchMedianMs})`;
    console.log(`upstream faceted search (HTTP, before the bench's delay): median ${search.median} ms, p95 ${search.p95} ms, max ${search.max} ms ${target}`);
  }
  if (redirects) {
    const lookups = Object.entries(redirects.bySize).map(
      ([size, ns]) => `${Number(size).toLocaleString('en-GB')} rows ${round(ns)} ns (start ${round(redirects.startMs?.[size], 1)} ms)`,
    );
    console.log(`redirect lookup: ${lookups.join(', ')}; 100,000/100 = ${f.redirect_lookup_ratio}x (limit ${run.maxLookupRatio}x)`);
  }
}

function printNavigation(f) {
  const mode = (m) =>
    m ? `median ${m.median_ms} ms, p95 ${m.p95_ms} ms; back median ${m.back_median_ms} ms; data reads after a click ${m.api_reads_after_click}` : '-';
  console.log(`navigation walk at ${f.navigation_rtt_ms ?? '-'} ms round trip, click to heading painted: with intent ${mode(f.navigation_with_intent)}`);
  console.log(`  without intent ${mode(f.navigation_without_intent)}`);
  for (const [label, { with_intent: withIntent, without_intent: without }] of Object.entries(f.navigation_steps_median_ms ?? {}))
    console.log(`  ${label.padEnd(34)}${pad(withIntent, 8)}${pad(without, 8)} ms`);
  console.log(`  prefetch requests per page view ${f.prefetch_requests_per_view ?? '-'}; requests to the network going back ${f.back_forward_requests ?? '-'}`);
  const bfcache = Object.entries(f.bfcache ?? {}).map(
    ([page, outcome]) => `${page} ${outcome === 'restored' ? 'restored' : outcome === null ? '-' : `not restored (${outcome.join('; ')})`}`,
  );
  console.log(`back/forward cache: ${bfcache.length ? bfcache.join(', ') : '-'}`);
}
