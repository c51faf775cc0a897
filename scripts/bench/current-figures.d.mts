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

/** The floor a first visit's bytes set, and the CPU it measured (new-visitor.mjs, visitFloor). */
export interface VisitFloor {
  bytes: number;
  wireMs: number;
  paintMs: number;
  hydrateMs: number;
  floorMs: number;
}

/** One page's first visit over one protocol, as the summary has it (new-visitor.mjs, newVisitorFigures). */
export interface FirstVisitFigures {
  fcp_ms: number | null;
  hydrated_ms: number | null;
  timeline?: Record<string, number | null>;
  floor?: VisitFloor | null;
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
  new_visitor_first_visit?: { network: { latencyMs: number; downKbps: number }; h2?: Record<string, FirstVisitFigures> } | null;
}

export declare const CURRENT_FIGURES_PATH: string;
export declare const CURRENT_FIGURES_FILE: URL;
export declare function currentFigures(summary: BenchSummary, run: { date: string; commit: string; dirty?: boolean; note?: string }): string;
