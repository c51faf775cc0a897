// The bench's human table and its one-line JSON summary, with the targets of issue 7.

export const TARGETS = {
  warmVsStatic: 0.8, // the median page's warm requests/s at least 80% of a static file's
  coldVsUpstream: 1.3, // a cold page costs at most 1.3 upstream round trips
  firstLoadJsGzKb: 115,
  hydrationApiRequests: 0,
  lighthouse: 100,
  errors: 0,
};

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
const pad = (value, width) => String(value).padStart(width);
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Prints the table, then the JSON line; returns true when every target is met. */
export function printReport(run) {
  const { plan, quick, health, pages, staticPath, staticRun, warm, cold, firstLoad, lighthouse, redirects, maxLookupRatio, targets } = run;
  const names = pages.map((page) => page.name);
  const per = (fn) => Object.fromEntries(names.map((name) => [name, fn(name)]));

  const warmRps = per((name) => round(warm[name].rps, 0));
  const warmP99 = per((name) => warm[name].p99);
  const warmVsStatic = round(median(Object.values(warmRps)) / staticRun.rps, 2);
  const coldTtfb = per((name) => round(cold.ttfb[name], 0));
  const coldVsUpstream = per((name) => round(cold.ttfb[name] / plan.upstreamDelayMs, 2));
  const firstLoadJs = per((name) => round(firstLoad[name].jsGzKb, 1));
  const hydrationApi = names.reduce((sum, name) => sum + firstLoad[name].apiRequests, 0);
  const scores = per((name) => lighthouse[name].scores);
  const errors = staticRun.errors + names.reduce((sum, name) => sum + warm[name].errors, 0) + cold.errors;

  console.log(`\nBench ${quick ? '(quick) ' : ''}against the demo upstream: ${health.editions ?? '?'} editions, every upstream answer after ${plan.upstreamDelayMs} ms; ${plan.connections} connections x ${plan.loadSeconds} s per load run, ${plan.coldRounds} cold round(s).\n`);
  console.log(`${'page'.padEnd(14)}${pad('warm rps', 10)}${pad('p99 ms', 8)}${pad('cold ms', 9)}${pad('x up', 6)}${pad('JS gz KB', 10)}${pad('/api', 6)}  lighthouse perf/a11y/bp/seo`);
  console.log(`${'static file'.padEnd(14)}${pad(round(staticRun.rps, 0), 10)}${pad(staticRun.p99, 8)}  ${staticPath}`);
  for (const name of names) {
    const s = scores[name];
    console.log(
      `${name.padEnd(14)}${pad(warmRps[name], 10)}${pad(warmP99[name], 8)}${pad(coldTtfb[name], 9)}${pad(coldVsUpstream[name], 6)}${pad(firstLoadJs[name], 10)}${pad(firstLoad[name].apiRequests, 6)}  ${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}`,
    );
  }
  for (const name of names) if (lighthouse[name].failing.length) console.log(`  lighthouse ${name}: ${lighthouse[name].failing.join(', ')}`);
  console.log(`a new isolate's first render (preview-mode not-found page, one uncached CMS read): ${round(cold.firstRenderMs, 0)} ms`);
  const lookups = Object.entries(redirects.bySize).map(([size, ns]) => `${Number(size).toLocaleString('en-GB')} rows ${round(ns)} ns`);
  console.log(`redirect lookup: ${lookups.join(', ')}; 100,000/100 = ${round(redirects.ratio, 2)}x (limit ${maxLookupRatio}x)`);

  const missed = [];
  if (warmVsStatic < targets.warmVsStatic) missed.push(`warm_vs_static ${warmVsStatic} < ${targets.warmVsStatic}`);
  for (const name of names) {
    if (coldVsUpstream[name] > targets.coldVsUpstream) missed.push(`cold_vs_upstream ${name} ${coldVsUpstream[name]} > ${targets.coldVsUpstream}`);
    if (firstLoadJs[name] > targets.firstLoadJsGzKb) missed.push(`first_load_js_gz_kb ${name} ${firstLoadJs[name]} > ${targets.firstLoadJsGzKb}`);
    for (const [category, score] of Object.entries(scores[name])) if (score < targets.lighthouse) missed.push(`lighthouse ${name} ${category} ${score}`);
  }
  if (hydrationApi > targets.hydrationApiRequests) missed.push(`hydration_api_requests ${hydrationApi}`);
  if (errors > targets.errors) missed.push(`errors ${errors}`);
  if (redirects.ratio > maxLookupRatio) missed.push(`redirect lookup grows with the table: ${round(redirects.ratio, 2)}x`);
  console.log(missed.length ? `\nTargets missed:\n  ${missed.join('\n  ')}` : '\nEvery target met.');

  console.log(
    JSON.stringify({
      quick,
      editions: health.editions ?? null,
      upstream_delay_ms: plan.upstreamDelayMs,
      static_rps: round(staticRun.rps, 0),
      warm_rps: warmRps,
      warm_p99_ms: warmP99,
      warm_vs_static: warmVsStatic,
      cold_ttfb_ms: coldTtfb,
      cold_vs_upstream: coldVsUpstream,
      isolate_first_render_ms: round(cold.firstRenderMs, 0),
      first_load_js_gz_kb: firstLoadJs,
      hydration_api_requests: hydrationApi,
      lighthouse: scores,
      errors,
      redirect_lookup_ratio: round(redirects.ratio, 2),
      targets_met: missed.length === 0,
    }),
  );
  return missed.length === 0;
}
