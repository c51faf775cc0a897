import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from '../../shared/zod';
import type { AppEnv } from '../app-env';
import { clientKey } from '../forms/client-key';
import { mediaType } from '../forms/form-post';
import { sameOrigin } from '../middleware/same-origin';
import { logEvent, logRejected } from '../log';

/**
 * Where browsers send the CSP's violation reports (the CSP's `report-to csp` with the
 * Reporting-Endpoints header, and `report-uri` for browsers without the Reporting API):
 * docs/decisions/045-trusted-types-and-csp-reports.md.
 *
 * Anyone can post here, so it costs as little as it can: rate limited per client before the body
 * is read, a bounded body, zod on its shape, and at most MAX_LINES log lines per request. A log
 * line keeps what an operator needs to find the broken resource and nothing about the visitor:
 * the directive, the blocked resource's origin (never its path or query), the document's path
 * (never its query: search words, a checkout session, a preview key), the script file's origin
 * and path, the position in it, and for Trusted Types the sink's name. The sample (the start of
 * the refused script or HTML, which can hold what the visitor typed or was shown), the referrer,
 * the User-Agent and the address are dropped.
 *
 * Answers 204 with no body; a body that is not a report 400, a too large one 413, another media
 * type 415, a post naming another site's Origin 403, a flood 429. Never a page, never a 5xx.
 */

/** Largest report body taken: a browser's batch of a few reports is 1-10 KB. */
export const MAX_REPORT_BYTES = 32 * 1024;
/** Most reports in one Reporting API batch. */
export const MAX_REPORTS = 50;
/** Most log lines one request writes; identical reports are one line with a count. */
export const MAX_LINES = 10;
/** Seconds a flooding client is asked to wait (CSP_REPORT_RATE_LIMIT's period, wrangler.toml). */
const RATE_LIMIT_WINDOW_SECONDS = 60;

const REPORTS_TYPE = 'application/reports+json';
const LEGACY_TYPE = 'application/csp-report';

const text = z.string().max(4096);
const position = z.number().int().min(0).max(10_000_000);

/** A Reporting API report's body (type "csp-violation"); other report types are ignored. */
const violationBody = z.object({
  documentURL: text,
  blockedURL: text.optional(),
  effectiveDirective: text,
  disposition: z.enum(['enforce', 'report']).optional(),
  sourceFile: text.optional(),
  lineNumber: position.optional(),
  columnNumber: position.optional(),
  sample: text.optional(),
});

const reportingApiReports = z
  .array(
    z.object({
      type: z.string().max(64),
      url: text.optional(),
      body: z.record(z.string(), z.unknown()),
    }),
  )
  .max(MAX_REPORTS);

/** The older `report-uri` body: one report, kebab-case fields. */
const legacyReport = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'blocked-uri': text.optional(),
    'effective-directive': text.optional(),
    'violated-directive': text.optional(),
    disposition: z.enum(['enforce', 'report']).optional(),
    'source-file': text.optional(),
    'line-number': position.optional(),
    'column-number': position.optional(),
    'script-sample': text.optional(),
  }),
});

/** One violation, in the words of the log line. */
export interface Violation {
  directive: string;
  /** The blocked resource's origin, or the browser's keyword for what was blocked (inline, eval, trusted-types-sink, ...). */
  blocked: string;
  /** The document's path. */
  path: string;
  /** Origin and path of the script that did it, when the browser named one. */
  source?: string;
  line?: number;
  column?: number;
  /** For a Trusted Types violation: the sink (e.g. "Element innerHTML") or the refused policy's name. */
  sink?: string;
  disposition: string;
}

/** A directive's name as CSP spells them. */
const directiveName = (value: string | undefined) => (value && /^[a-z-]{1,40}$/.test(value) ? value : 'unknown');

/** An address's origin, a keyword kept as it is, anything else "other". */
function originOrKeyword(value: string | undefined): string {
  if (!value) return 'none';
  if (/^[a-z-]{1,40}$/.test(value)) return value;
  if (URL.canParse(value)) {
    const url = new URL(value);
    return url.origin === 'null' ? `${url.protocol.replace(':', '')}` : url.origin;
  }
  return 'other';
}

/** A path alone, no query or fragment, cut to a sane length; "other" when unreadable. */
function pathOf(value: string): string {
  return URL.canParse(value) ? new URL(value).pathname.slice(0, 200) : 'other';
}

/** A script file's origin and path, no query. */
function sourceOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!URL.canParse(value)) return originOrKeyword(value);
  const url = new URL(value);
  return `${url.origin}${url.pathname}`.slice(0, 200);
}

/**
 * Trusted Types put what was refused in the sample after a "|" ("Element innerHTML|<p>..."); the
 * part before it names the sink, or for `trusted-types` the policy name. Only that is kept.
 */
function sinkOf(directive: string, sample: string | undefined): string | undefined {
  if (!sample || !['require-trusted-types-for', 'trusted-types'].includes(directive)) return undefined;
  const name = sample.split('|', 1)[0]!.trim();
  return /^[\w .#-]{1,60}$/.test(name) ? name : 'other';
}

function violation(input: {
  directive?: string;
  blocked?: string;
  document: string;
  source?: string;
  line?: number;
  column?: number;
  sample?: string;
  disposition?: string;
}): Violation {
  const directive = directiveName(input.directive);
  const found: Violation = { directive, blocked: originOrKeyword(input.blocked), path: pathOf(input.document), disposition: input.disposition ?? 'enforce' };
  const source = sourceOf(input.source);
  if (source) found.source = source;
  if (input.line !== undefined) found.line = input.line;
  if (input.column !== undefined) found.column = input.column;
  const sink = sinkOf(directive, input.sample);
  if (sink) found.sink = sink;
  return found;
}

/** The violations in a body of either format; null when it is not one. */
export function readViolations(type: string, body: unknown): Violation[] | null {
  if (type === REPORTS_TYPE || (type === 'application/json' && Array.isArray(body))) {
    const parsed = reportingApiReports.safeParse(body);
    if (!parsed.success) return null;
    const violations: Violation[] = [];
    for (const report of parsed.data) {
      if (report.type !== 'csp-violation') continue;
      const found = violationBody.safeParse(report.body);
      if (!found.success) return null;
      const b = found.data;
      violations.push(
        violation({
          directive: b.effectiveDirective,
          blocked: b.blockedURL,
          document: b.documentURL,
          source: b.sourceFile,
          line: b.lineNumber,
          column: b.columnNumber,
          sample: b.sample,
          disposition: b.disposition,
        }),
      );
    }
    return violations;
  }
  const parsed = legacyReport.safeParse(body);
  if (!parsed.success) return null;
  const r = parsed.data['csp-report'];
  return [
    violation({
      directive: r['effective-directive'] ?? r['violated-directive']?.split(' ', 1)[0],
      blocked: r['blocked-uri'],
      document: r['document-uri'],
      source: r['source-file'],
      line: r['line-number'],
      column: r['column-number'],
      sample: r['script-sample'],
      disposition: r.disposition,
    }),
  ];
}

/** Identical violations once, with how many there were; at most MAX_LINES. */
function summarise(violations: Violation[]): Array<Violation & { count: number }> {
  const lines = new Map<string, Violation & { count: number }>();
  for (const v of violations) {
    const key = JSON.stringify(v);
    const line = lines.get(key);
    if (line) line.count += 1;
    else if (lines.size < MAX_LINES) lines.set(key, { ...v, count: 1 });
  }
  return [...lines.values()];
}

const invalid = (c: Context) => {
  logRejected(c.req.url, 400, 'invalid', ['body']);
  return c.json({ error: 'invalid' }, 400);
};

export const cspReports = new Hono<AppEnv>().post(
  '/',
  // A report is posted by the browser of the site's page, whose Origin is the site's; one that
  // names another site is a forgery from that site's page. Without Origin (older browsers'
  // report-uri, curl) it is taken: it can only add a log line, within the rate limit.
  sameOrigin(),
  // CSP_REPORT_RATE_LIMIT: wrangler.toml declares it in every environment, and its type says so.
  async function reportLimit(c, next) {
    if ((await c.env.CSP_REPORT_RATE_LIMIT.limit({ key: `${clientKey(c)} csp-reports` })).success) return next();
    logRejected(c.req.url, 429, 'rate_limited');
    return c.json({ error: 'rate_limited' }, 429, { 'retry-after': String(RATE_LIMIT_WINDOW_SECONDS) });
  },
  async function reportType(c, next) {
    const type = mediaType(c);
    if (type === REPORTS_TYPE || type === LEGACY_TYPE || type === 'application/json') return next();
    logRejected(c.req.url, 415, 'unsupported_media_type');
    return c.json({ error: 'unsupported_media_type' }, 415);
  },
  bodyLimit({
    maxSize: MAX_REPORT_BYTES,
    onError: (c) => {
      logRejected(c.req.url, 413, 'too_large');
      return c.json({ error: 'too_large' }, 413);
    },
  }),
  async (c) => {
    let body: unknown;
    try {
      // Decoded by hand: workerd warns when .text() reads a body whose type is not text/*.
      body = JSON.parse(new TextDecoder().decode(await c.req.arrayBuffer()));
    } catch {
      return invalid(c);
    }
    const violations = readViolations(mediaType(c), body);
    if (violations === null) return invalid(c);
    for (const line of summarise(violations)) logEvent('csp_violation', { ...line });
    return c.body(null, 204);
  },
);
