/** Types of current-figures.mjs, for its unit test. */
export interface Judgement {
  step: string;
  figure: string;
  subject: string;
  value: number | string;
  target: number | string | null;
  relation: '<=' | '>=' | '=' | null;
  met: boolean;
  text: string | null;
}

/** The fields of the bench's JSON summary the page reads (scripts/bench/report.mjs prints it all). */
export interface BenchSummary {
  quick: boolean;
  language?: string;
  cpus: number;
  load_start: number[];
  load_end: number[];
  duration_s: number;
  exit_code: number;
  judged: Judgement[];
}

export declare const CURRENT_FIGURES_PATH: string;
export declare const CURRENT_FIGURES_FILE: URL;
export declare function currentFigures(summary: BenchSummary, run: { date: string; commit: string; dirty?: boolean; note?: string }): string;
