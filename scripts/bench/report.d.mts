/** Types of report.mjs, for the unit test of the current figures (tests/unit/bench-current-figures.test.ts). */
import type { BenchSummary } from './current-figures.d.mts';

export declare const TARGETS: Record<string, number | boolean>;
export declare function median(values: number[]): number | null;
export declare function machineLoad(): { loadavg: number[]; cpus: number };
/** The bench's results of one run (scripts/bench.mjs); the steps that did not run are absent. */
export type BenchRun = Record<string, unknown> & {
  plan: { upstreamDelayMs: number; lighthouseRuns: number; language?: string };
  quick: boolean;
  failed: string[];
  skipped: string[];
  interrupted?: string | null;
  loadStart: { loadavg: number[]; cpus: number };
  loadEnd: { loadavg: number[]; cpus: number };
  durationS: number;
};
export declare function summarize(run: BenchRun): BenchSummary & Record<string, unknown>;
export declare function printReport(run: BenchRun): BenchSummary & Record<string, unknown>;
