/**
 * The Mozilla HTTP Observatory's scoring (https://developer.mozilla.org/en-US/observatory/docs/
 * tests_and_scoring), re-implemented for one response so tests can grade the site's headers
 * without the network. Start at 100, subtract every penalty; only a score of 90 or more then
 * gets the bonuses; 100 or more is an A+. Each test gives one named result and its modifier.
 * Left out: HSTS preloading (a list outside the site) and the http->https scan, which is
 * scored from the redirect chain the caller observed.
 */

export interface ScannedResponse {
  /** The address scanned, normally https://host/. */
  url: string;
  headers: Headers;
  /** The HTML body, for the Subresource Integrity test; omitted for non-HTML answers. */
  html?: string;
  /**
   * Locations followed from http://host/ (empty: plain HTTP was not answered at all). Omitted
   * when the caller did not scan HTTP; the test then scores as "not needed".
   */
  httpRedirects?: string[];
  /** Origin the scanner sent, to see whether CORS reflects any origin. */
  scannerOrigin?: string;
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

const BROAD = new Set(['http:', 'https:', 'ftp:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const INLINE = new Set(["'unsafe-inline'", 'data:']);
const hasNonceOrHash = (sources: Set<string>) => [...sources].some((s) => /^'(nonce|sha256|sha384|sha512)-/.test(s));

/** Directive -> sources, from every policy of the header(s); a malformed directive throws. */
export function parseCsp(value: string): Map<string, Set<string>> {
  const policy = new Map<string, Set<string>>();
  for (const part of value.split(/[;,]/)) {
    const words = part.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const name = words[0]!.toLowerCase();
    if (!/^[a-z-]+$/.test(name)) throw new Error(`bad directive ${name}`);
    // The first occurrence wins, as browsers read a policy.
    if (!policy.has(name)) policy.set(name, new Set(words.slice(1).map((w) => (w.startsWith("'") ? w.toLowerCase() : w))));
  }
  return policy;
}

export function cspTest({ headers, url }: ScannedResponse): TestResult {
  const test = 'content-security-policy';
  const header = headers.get('content-security-policy');
  if (!header) return { test, result: 'csp-not-implemented', modifier: -25 };
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(header);
  } catch {
    return { test, result: 'csp-header-invalid', modifier: -25 };
  }
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*']);
  const script = fallback('script-src');
  const style = fallback('style-src');
  const object = fallback('object-src');
  for (const list of [script, style]) if (hasNonceOrHash(list)) list.delete("'unsafe-inline'");
  if (script.has("'strict-dynamic'")) {
    if (!hasNonceOrHash(script)) return { test, result: 'csp-header-invalid', modifier: -25 };
    for (const source of [...script]) if (source === "'self'" || [...BROAD].some((b) => source.startsWith(b))) script.delete(source);
  }
  const secure = new URL(url).protocol === 'https:';
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');
  const active = [...csp].filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name)).flatMap(([, s]) => [...s]);
  active.push(...script);
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);

  if ([...script].some((s) => BROAD.has(s) || INLINE.has(s)) || [...object].some((s) => BROAD.has(s))) {
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  }
  if (secure && active.some(insecure)) return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (secure && passive.some(insecure)) return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 };
  if ([...style].some((s) => BROAD.has(s) || INLINE.has(s))) return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'")) return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

interface SetCookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite: string | null;
}

export function parseSetCookie(line: string): SetCookie {
  const [pair = '', ...attributes] = line.split(';');
  const cookie: SetCookie = { name: pair.split('=')[0]!.trim(), secure: false, httpOnly: false, sameSite: null };
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=').map((s) => s.trim());
    const name = key.toLowerCase();
    if (name === 'secure') cookie.secure = true;
    if (name === 'httponly') cookie.httpOnly = true;
    if (name === 'samesite') cookie.sameSite = value.toLowerCase();
  }
  return cookie;
}

export function cookiesTest({ headers }: ScannedResponse): TestResult {
  const test = 'cookies';
  const cookies = headers.getSetCookie().map(parseSetCookie);
  if (cookies.length === 0) return { test, result: 'cookies-not-found', modifier: 0 };
  const hsts = hstsTest({ headers } as ScannedResponse).modifier >= 0;
  // Worst first: the first rule a cookie breaks names the result.
  const results: Array<[string, number, (c: SetCookie, session: boolean) => boolean]> = [
    ['cookies-session-without-secure-flag', -40, (c, session) => session && !c.secure && !hsts],
    ['cookies-session-without-httponly-flag', -30, (c, session) => session && !c.httpOnly],
    ['cookies-anticsrf-without-samesite-flag', -20, (c) => c.name.toLowerCase().includes('csrf') && c.sameSite === null],
    ['cookies-samesite-flag-invalid', -20, (c) => c.sameSite !== null && !['lax', 'strict', 'none'].includes(c.sameSite)],
    ['cookies-samesite-flag-invalid', -20, (c) => c.sameSite === 'none' && !c.secure],
    ['cookies-without-secure-flag', -20, (c) => !c.secure && !hsts],
    ['cookies-session-without-secure-flag-but-protected-by-hsts', -10, (c, session) => session && !c.secure],
    ['cookies-without-secure-flag-but-protected-by-hsts', -5, (c) => !c.secure],
  ];
  for (const [result, modifier, breaks] of results) {
    // The Observatory takes a cookie named like a login or session for a session identifier.
    if (cookies.some((c) => breaks(c, /login|sess/i.test(c.name)))) return { test, result, modifier };
  }
  return cookies.every((c) => c.sameSite !== null)
    ? { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
    : { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

export function corsTest({ headers, scannerOrigin = 'https://http-observatory.security.mozilla.org' }: ScannedResponse): TestResult {
  const test = 'cross-origin-resource-sharing';
  const allow = headers.get('access-control-allow-origin');
  if (!allow) return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (allow === scannerOrigin && headers.get('access-control-allow-credentials')?.toLowerCase() === 'true') {
    return { test, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 };
  }
  return { test, result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
}

export function redirectionTest({ url, httpRedirects }: ScannedResponse): TestResult {
  const test = 'redirection';
  if (httpRedirects === undefined || httpRedirects.length === 0) {
    return httpRedirects === undefined
      ? { test, result: 'redirection-not-needed-no-http', modifier: 0 }
      : { test, result: 'redirection-missing', modifier: -20 };
  }
  const first = new URL(httpRedirects[0]!, `http://${new URL(url).host}/`);
  const last = new URL(httpRedirects.at(-1)!, first);
  if (last.protocol !== 'https:') return { test, result: 'redirection-not-to-https', modifier: -20 };
  if (first.protocol !== 'https:') return { test, result: 'redirection-not-to-https-on-initial-redirection', modifier: -10 };
  if (first.host !== new URL(url).host) return { test, result: 'redirection-off-host-from-http', modifier: -5 };
  return { test, result: 'redirection-to-https', modifier: 0 };
}

const PRIVATE_REFERRER = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);
const UNSAFE_REFERRER = new Set(['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade']);

export function referrerPolicyTest({ headers }: ScannedResponse): TestResult {
  const test = 'referrer-policy';
  const header = headers.get('referrer-policy');
  if (!header) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  // Browsers use the last value they understand.
  const policy = header
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => PRIVATE_REFERRER.has(v) || UNSAFE_REFERRER.has(v))
    .at(-1);
  if (policy === undefined) return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
  return PRIVATE_REFERRER.has(policy) ? { test, result: 'referrer-policy-private', modifier: 5 } : { test, result: 'referrer-policy-unsafe', modifier: -5 };
}

/** Six months, the Observatory's threshold; the site itself asks for a year or more. */
export const HSTS_MIN_SECONDS = 15768000;

export function hstsTest({ headers }: ScannedResponse): TestResult {
  const test = 'strict-transport-security';
  const header = headers.get('strict-transport-security');
  if (!header) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(header);
  if (!maxAge) return { test, result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge[1]) >= HSTS_MIN_SECONDS
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

export function sriTest({ url, headers, html }: ScannedResponse): TestResult {
  const test = 'subresource-integrity';
  if (html === undefined || !(headers.get('content-type') ?? '').startsWith('text/html')) {
    return { test, result: 'sri-not-implemented-response-not-html', modifier: 0 };
  }
  const site = new URL(url);
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']?([^"' >]+)[^>]*>/gi)].map((m) => ({
    src: new URL(m[1]!, site),
    protocolRelative: m[1]!.startsWith('//'),
    integrity: /\bintegrity\s*=/.test(m[0]),
  }));
  if (scripts.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const external = scripts.filter((s) => s.src.origin !== site.origin);
  const insecure = external.some((s) => s.src.protocol !== 'https:' || s.protocolRelative);
  const allIntegrity = scripts.every((s) => s.integrity);
  if (allIntegrity) {
    if (insecure) return { test, result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20 };
    return external.length === 0
      ? { test, result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 }
      : { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 };
  }
  if (insecure) return { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 };
  return external.length === 0
    ? { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 }
    : { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

export function contentTypeOptionsTest({ headers }: ScannedResponse): TestResult {
  const test = 'x-content-type-options';
  const header = headers.get('x-content-type-options');
  if (!header) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test, result: 'x-content-type-options-header-invalid', modifier: -5 };
}

export function frameOptionsTest({ headers }: ScannedResponse): TestResult {
  const test = 'x-frame-options';
  const csp = headers.get('content-security-policy');
  let ancestors: Set<string> | undefined;
  try {
    ancestors = csp ? parseCsp(csp).get('frame-ancestors') : undefined;
  } catch {
    ancestors = undefined;
  }
  if (ancestors && ![...ancestors].some((s) => BROAD.has(s))) return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const header = headers.get('x-frame-options')?.trim().toLowerCase();
  if (!header) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  if (header === 'deny' || header === 'sameorigin') return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  if (header.startsWith('allow-from ')) return { test, result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

export function corpTest({ headers }: ScannedResponse): TestResult {
  const test = 'cross-origin-resource-policy';
  const header = headers.get('cross-origin-resource-policy')?.trim().toLowerCase();
  if (!header) return { test, result: 'corp-not-implemented', modifier: 0 };
  if (header === 'same-origin') return { test, result: 'corp-implemented-with-same-origin', modifier: 10 };
  if (header === 'same-site') return { test, result: 'corp-implemented-with-same-site', modifier: 10 };
  if (header === 'cross-origin') return { test, result: 'corp-implemented-with-cross-origin', modifier: 0 };
  return { test, result: 'corp-header-invalid', modifier: -5 };
}

export const OBSERVATORY_TESTS = [
  cspTest,
  cookiesTest,
  corsTest,
  redirectionTest,
  referrerPolicyTest,
  hstsTest,
  sriTest,
  contentTypeOptionsTest,
  frameOptionsTest,
  corpTest,
];

const GRADES: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export interface Grade {
  score: number;
  grade: string;
  results: TestResult[];
}

/** Penalties first; bonuses only for a site that still has 90 or more. */
export function grade(response: ScannedResponse): Grade {
  const results = OBSERVATORY_TESTS.map((test) => test(response));
  const penalised = 100 + results.filter((r) => r.modifier < 0).reduce((sum, r) => sum + r.modifier, 0);
  const bonus = results.filter((r) => r.modifier > 0).reduce((sum, r) => sum + r.modifier, 0);
  const score = Math.max(0, penalised >= 90 ? penalised + bonus : penalised);
  return { score, grade: GRADES.find(([min]) => score >= min)![1], results };
}
