// docs/performance-current.md, written by `npm run bench` at the end of a full run (not a quick
// one unless BENCH_WRITE_CURRENT=1, never a run whose step failed): the run's figures, each
// against its target. A pure function of the JSON summary the bench prints last (report.mjs): its
// `judged` entries carry each figure, its target and whether it was met, so the targets live in
// report.mjs and new-visitor.mjs only.

export const CURRENT_FIGURES_PATH = 'docs/performance-current.md';
/** The same file wherever the bench is started from. */
export const CURRENT_FIGURES_FILE = new URL(`../../${CURRENT_FIGURES_PATH}`, import.meta.url);

/** Longest line written; a longer list item wraps. */
const WIDTH = 100;

const cell = (value) => String(value).replaceAll('|', '\\|');
const grouped = (value) => (typeof value === 'number' && Math.abs(value) >= 10_000 ? value.toLocaleString('en-GB') : String(value));

/** "at most 1.3", "at least 0.9", "restored". */
function targetText({ relation, target }) {
  if (relation === '<=') return `at most ${grouped(target)}`;
  if (relation === '>=') return `at least ${grouped(target)}`;
  return target === null ? '-' : grouped(target);
}

/** `text` wrapped at WIDTH, its first line after `first`, the others after `next`. */
function wrap(text, first = '', next = '') {
  const lines = [];
  let line = first;
  for (const word of text.split(' ')) {
    const joined = line === first || line === next ? `${line}${word}` : `${line} ${word}`;
    if (joined.length > WIDTH && line !== first && line !== next) {
      lines.push(line);
      line = `${next}${word}`;
    } else line = joined;
  }
  lines.push(line);
  return lines.join('\n');
}

/** A list item, wrapped at WIDTH with its continuation indented. */
const item = (text) => wrap(text, '- ', '  ');

/** "2026-11-29 12:29 UTC" from an ISO date. */
const when = (iso) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

const loads = (loadavg) => loadavg.join(' / ');

/**
 * Where each page's first visit (over HTTP/2) spent its time, and the floor its bytes set
 * (new-visitor.mjs, visitFloor): the lines of a section, none when the run has no first visit.
 */
function firstVisitTimelines(visit) {
  const pages = Object.entries(visit?.h2 ?? {});
  if (!pages.length) return [];
  const ms = (value) => (value === null || value === undefined ? '-' : String(Math.round(value)));
  const { latencyMs, downKbps } = visit.network;
  const out = [
    '',
    '## New visitor: where the first visit (h2) went',
    '',
    wrap(
      `Medians of the used visits, in ms from the navigation start: the document and its stylesheet in, ` +
        `the first contentful paint, the page's code asked for and its entry (the largest file) in, hydrated ` +
        `(the figure above). Then the floor its bytes set: the document, the stylesheet and the code (KB as ` +
        `transferred) are three requests, each asked for once the one before is in, so on a ${latencyMs} ms ` +
        `round trip at ${downKbps / 1000} Mbit/s they take "link" ms at the least. To that the CPU as measured ` +
        `is added: "paint", from the stylesheet's arrival to the first paint, and "hydrating", from the ` +
        `entry's arrival to hydrated. "floor" is their sum, hydrated as early as those bytes and that CPU allow.`,
    ),
    '',
    '| page | document | style | FCP | code | entry | hydrated | KB | link | paint | hydrating | floor |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [page, figures] of pages) {
    const t = figures.timeline ?? {};
    const f = figures.floor;
    const kb = f ? (f.bytes / 1000).toFixed(1) : '-';
    const cells = [t.documentEnd, t.styleEnd, figures.fcp_ms, t.codeStart, t.entryEnd, figures.hydrated_ms].map(ms);
    out.push(`| ${cell(page)} | ${cells.join(' | ')} | ${kb} | ${ms(f?.wireMs)} | ${ms(f?.paintMs)} | ${ms(f?.hydrateMs)} | ${ms(f?.floorMs)} |`);
  }
  return out;
}

/**
 * The Markdown of docs/performance-current.md. `summary` is the object of the bench's last JSON
 * line; `run` says when it started (an ISO date), at which commit, and whether the working tree
 * had uncommitted changes; a `note` (never the bench's) is a paragraph on where the figures came from.
 */
export function currentFigures(summary, { date, commit, dirty = false, note = '' }) {
  const judged = summary.judged ?? [];
  const missed = judged.filter(({ met }) => !met);
  const busy = summary.load_start[0] > summary.cpus;
  const exit = summary.exit_code === 0 ? 'every target met' : `${missed.length} of ${judged.length} targets missed`;
  const out = [
    '# Performance: the current figures',
    '',
    'Written by `npm run bench` at the end of its last full run (`scripts/bench/current-figures.mjs`',
    'from the JSON line it prints last); do not edit it by hand. A run with a failed step does not',
    'write it. What each figure measures, and the targets: [performance.md](performance.md).',
    'Earlier runs and what each change bought: [performance-history.md](performance-history.md).',
    '',
    ...(note ? [wrap(note), ''] : []),
    '| run | |',
    '| --- | --- |',
    `| date | ${when(date)} |`,
    `| commit | \`${commit}\`${dirty ? ' with uncommitted changes' : ''} |`,
    `| language | ${summary.language ?? 'en'} |`,
    `| quick run | ${summary.quick ? 'yes (`BENCH_QUICK=1`: shorter runs, fewer samples)' : 'no'} |`,
    `| CPUs | ${summary.cpus} |`,
    `| load average, 1 / 5 / 15 min | ${loads(summary.load_start)} at the start, ${loads(summary.load_end)} at the end |`,
    `| machine | ${busy ? 'busy at the start (load above the CPUs): timings slower than idle' : 'not busy at the start'} |`,
    `| duration | ${summary.duration_s} s |`,
    `| result | ${exit} (exit code ${summary.exit_code}) |`,
    '',
    '## Targets missed',
    '',
    ...(missed.length ? missed.map(({ text }) => item(`\`${text}\``)) : ['None.']),
  ];
  const steps = [...new Set(judged.map(({ step }) => step))];
  for (const step of steps) {
    out.push('', `## ${step[0].toUpperCase()}${step.slice(1)}`, '', '| figure | page | value | target | met |', '| --- | --- | --- | --- | --- |');
    for (const entry of judged.filter((judgement) => judgement.step === step)) {
      // A failed sample's message, or why a page was not restored, is in the misses above.
      const value = entry.relation === null ? 'failed' : !entry.met && typeof entry.value === 'string' ? 'see above' : grouped(entry.value);
      out.push(`| \`${cell(entry.figure)}\` | ${cell(entry.subject || '-')} | ${cell(value)} | ${cell(targetText(entry))} | ${entry.met ? 'yes' : '**no**'} |`);
    }
  }
  out.push(...firstVisitTimelines(summary.new_visitor_first_visit), '');
  return out.join('\n');
}
