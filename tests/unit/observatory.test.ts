import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  contentTypeOptionsTest,
  cookiesTest,
  corpTest,
  corsTest,
  cspTest,
  frameOptionsTest,
  grade,
  hstsTest,
  redirectionTest,
  referrerPolicyTest,
  sriTest,
  type ScannedResponse,
} from '../security/observatory';
import { Hono } from 'hono';
import { cspSources, securityHeaders } from '../../worker/middleware/security-headers';
import type { CspSources } from '../../worker/middleware/security-header-values';
import { previewCookieLine } from './fixtures/preview-cookie';
import { shippedConfig } from './fixtures/shipped-config';

const previewTokenCookieLine = await previewCookieLine('https://www.example.org', true);

/**
 * The scorer (tests/security/observatory.ts), one rule at a time, each shown to move the score
 * the way the Observatory's published table says; then the site's own headers graded A+.
 */

const URL_ = 'https://www.example.org/';
const IMAGES = 'https://images.example.org';

/** The headers the worker's own security middleware sets on an HTML page or a JSON answer. */
async function servedHeaders(sources: CspSources, kind: 'html' | 'json'): Promise<Headers> {
  const app = new Hono().use(securityHeaders(sources)).get('/', (c) => (kind === 'html' ? c.html('<p>x</p>') : c.json({})));
  return (await app.request('/')).headers;
}

// With a chat widget: its origin in the CSP must not cost the grade.
const HTML_ANSWER = await servedHeaders(
  { imageStorageRoot: IMAGES, analyticsOrigin: 'https://plausible.io', supportChatWidgetUrl: 'https://chat.example.org/widget.js' },
  'html',
);
// The shipped [vars] with analytics switched on (ANALYTICS_KEY ships empty): its endpoint's origin joins the CSP.
const SHIPPED_HTML_ANSWER = await servedHeaders(cspSources({ ...shippedConfig, ANALYTICS_KEY: 'www.nkoda.com' }), 'html');
const JSON_ANSWER = await servedHeaders({ imageStorageRoot: IMAGES, analyticsOrigin: 'https://plausible.io', supportChatWidgetUrl: '' }, 'json');
const HSTS = JSON_ANSWER.get('strict-transport-security') ?? '';

/** The headers the worker sends on an HTML page (a copy each test may change). */
function siteHeaders(): Headers {
  return new Headers(HTML_ANSWER);
}

const page = (headers: Headers, html = '<script type="module" src="/assets/entry-x.js"></script>'): ScannedResponse => ({ url: URL_, headers, html });
const withHeader = (name: string, value: string | null, headers = siteHeaders()) => {
  if (value === null) headers.delete(name);
  else headers.set(name, value);
  return headers;
};
const resultOf = (test: (r: ScannedResponse) => { result: string; modifier: number }, headers: Headers, extra: Partial<ScannedResponse> = {}) =>
  test({ ...page(headers), ...extra });

describe('Observatory rules', () => {
  it(
    "CSP: default-src 'none' with a nonce and strict-dynamic earns +10, without default-src 'none' +5; " +
      'unsafe-inline alone in script-src costs 20, a missing CSP 25',
    () => {
      expect(resultOf(cspTest, siteHeaders())).toEqual(expect.objectContaining({ result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 }));
      const selfDefault = withHeader(
        'content-security-policy',
        (siteHeaders().get('content-security-policy') ?? '').replace("default-src 'none'", "default-src 'self'"),
      );
      expect(resultOf(cspTest, selfDefault)).toEqual(expect.objectContaining({ result: 'csp-implemented-with-no-unsafe', modifier: 5 }));
      const inline = withHeader('content-security-policy', "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'");
      expect(resultOf(cspTest, inline).modifier).toBe(-20);
      // With a nonce, browsers ignore 'unsafe-inline' and so does the Observatory.
      const withNonce = withHeader('content-security-policy', "default-src 'self'; script-src 'nonce-x' 'unsafe-inline'; object-src 'none'");
      expect(resultOf(cspTest, withNonce).modifier).toBe(5);
      expect(resultOf(cspTest, withHeader('content-security-policy', null))).toEqual(expect.objectContaining({ result: 'csp-not-implemented', modifier: -25 }));
    },
  );

  it('CSP: unsafe-eval, http: sources, a missing object-src, strict-dynamic without a nonce and default-src none each score as published', () => {
    const score = (policy: string) => resultOf(cspTest, withHeader('content-security-policy', policy));
    expect(score("default-src 'self'; script-src 'self' 'unsafe-eval'; object-src 'none'").modifier).toBe(-10);
    expect(score("default-src 'self'; script-src 'self' http://cdn.example; object-src 'none'").modifier).toBe(-20);
    expect(score("default-src 'self'; img-src http://img.example; object-src 'none'").result).toBe(
      'csp-implemented-with-insecure-scheme-in-passive-content-only',
    );
    expect(score("script-src 'self'").result).toBe('csp-implemented-with-unsafe-inline');
    expect(score("default-src 'self'; script-src 'strict-dynamic'").result).toBe('csp-header-invalid');
    expect(score("default-src 'self'; style-src 'self' 'unsafe-inline'").result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    expect(score("default-src 'none'; script-src 'nonce-a' 'strict-dynamic'")).toEqual(expect.objectContaining({ modifier: 10 }));
  });

  it('cookies: Secure, HttpOnly session and SameSite earn +5; a session cookie without HttpOnly costs 30, without Secure 40', () => {
    const cookie = (line: string, headers = siteHeaders()) => {
      headers.append('set-cookie', line);
      return resultOf(cookiesTest, headers);
    };
    expect(resultOf(cookiesTest, siteHeaders()).result).toBe('cookies-not-found');
    expect(cookie(previewTokenCookieLine).modifier).toBe(5);
    expect(cookie('session=x; Path=/; Secure; SameSite=Lax').modifier).toBe(-30);
    expect(cookie('session=x; Path=/; HttpOnly', withHeader('strict-transport-security', null)).modifier).toBe(-40);
    expect(cookie('pref=x; Path=/; SameSite=Lax', withHeader('strict-transport-security', null)).modifier).toBe(-20);
    expect(cookie('pref=x; Path=/; SameSite=Lax').modifier).toBe(-5);
    expect(cookie('pref=x; Path=/; Secure; SameSite=Sideways').modifier).toBe(-20);
    expect(cookie('pref=x; Path=/; Secure').result).toBe('cookies-secure-with-httponly-sessions');
  });

  it('CORS: reflecting any origin with credentials costs 50', () => {
    const origin = 'https://scanner.example';
    const reflected = withHeader('access-control-allow-origin', origin);
    reflected.set('access-control-allow-credentials', 'true');
    expect(resultOf(corsTest, reflected, { scannerOrigin: origin }).modifier).toBe(-50);
    expect(resultOf(corsTest, withHeader('access-control-allow-origin', '*')).modifier).toBe(0);
    expect(resultOf(corsTest, siteHeaders()).result).toBe('cross-origin-resource-sharing-not-implemented');
  });

  it('redirection: http must go to https on the same host first', () => {
    const headers = siteHeaders();
    expect(resultOf(redirectionTest, headers, { httpRedirects: ['https://www.example.org/'] }).modifier).toBe(0);
    expect(resultOf(redirectionTest, headers, { httpRedirects: ['https://other.example.org/'] }).modifier).toBe(-5);
    expect(resultOf(redirectionTest, headers, { httpRedirects: ['http://www.example.org/a', 'https://www.example.org/a'] }).modifier).toBe(-10);
    expect(resultOf(redirectionTest, headers, { httpRedirects: ['http://www.example.org/a'] }).modifier).toBe(-20);
    expect(resultOf(redirectionTest, headers, { httpRedirects: [] }).modifier).toBe(-20);
  });

  it('Referrer-Policy: strict ones earn +5, leaky ones cost 5, the last understood value counts', () => {
    expect(resultOf(referrerPolicyTest, siteHeaders()).modifier).toBe(5);
    expect(resultOf(referrerPolicyTest, withHeader('referrer-policy', 'unsafe-url')).modifier).toBe(-5);
    expect(resultOf(referrerPolicyTest, withHeader('referrer-policy', 'unsafe-url, no-referrer')).modifier).toBe(5);
    expect(resultOf(referrerPolicyTest, withHeader('referrer-policy', 'nonsense')).result).toBe('referrer-policy-header-invalid');
    expect(resultOf(referrerPolicyTest, withHeader('referrer-policy', null)).modifier).toBe(0);
  });

  it('HSTS: six months or more is fine, less costs 10, none or unreadable costs 20', () => {
    expect(resultOf(hstsTest, siteHeaders()).modifier).toBe(0);
    expect(resultOf(hstsTest, withHeader('strict-transport-security', 'max-age=86400')).modifier).toBe(-10);
    expect(resultOf(hstsTest, withHeader('strict-transport-security', 'includeSubDomains')).modifier).toBe(-20);
    expect(resultOf(hstsTest, withHeader('strict-transport-security', null)).modifier).toBe(-20);
  });

  it('SRI: same-origin scripts are fine, external ones without integrity cost 5, over http 50', () => {
    const headers = siteHeaders();
    expect(sriTest(page(headers)).modifier).toBe(0);
    expect(sriTest(page(headers, '<script src="https://cdn.example/x.js"></script>')).modifier).toBe(-5);
    expect(sriTest(page(headers, '<script src="http://cdn.example/x.js"></script>')).modifier).toBe(-50);
    expect(sriTest(page(headers, '<script src="//cdn.example/x.js" integrity="sha384-x"></script>')).modifier).toBe(-20);
    expect(sriTest(page(headers, '<script src="/a.js" integrity="sha384-x"></script>')).modifier).toBe(5);
    expect(sriTest(page(headers, '<p>no scripts</p>')).result).toBe('sri-not-implemented-but-no-scripts-loaded');
  });

  it('X-Content-Type-Options: anything but nosniff costs 5', () => {
    expect(resultOf(contentTypeOptionsTest, siteHeaders()).modifier).toBe(0);
    expect(resultOf(contentTypeOptionsTest, withHeader('x-content-type-options', 'sniff')).modifier).toBe(-5);
    expect(resultOf(contentTypeOptionsTest, withHeader('x-content-type-options', null)).modifier).toBe(-5);
  });

  it('X-Frame-Options: CSP frame-ancestors earns +5, the header alone 0, neither costs 20', () => {
    expect(resultOf(frameOptionsTest, siteHeaders()).modifier).toBe(5);
    const headerOnly = withHeader('content-security-policy', null);
    expect(resultOf(frameOptionsTest, headerOnly).modifier).toBe(0);
    expect(resultOf(frameOptionsTest, withHeader('x-frame-options', null, headerOnly)).modifier).toBe(-20);
    expect(resultOf(frameOptionsTest, withHeader('content-security-policy', 'frame-ancestors *', withHeader('x-frame-options', null))).modifier).toBe(-20);
  });

  it('CORP: same-origin or same-site earns +10, an unknown value costs 5', () => {
    expect(resultOf(corpTest, siteHeaders()).modifier).toBe(10);
    expect(resultOf(corpTest, withHeader('cross-origin-resource-policy', 'cross-origin')).modifier).toBe(0);
    expect(resultOf(corpTest, withHeader('cross-origin-resource-policy', 'nobody')).modifier).toBe(-5);
  });

  it('gives bonuses only to a site that keeps 90 or more after its penalties', () => {
    // No HSTS (-20): 80, so the CSP, frame, referrer and CORP bonuses do not count.
    expect(grade(page(withHeader('strict-transport-security', null)))).toEqual(expect.objectContaining({ score: 80, grade: 'B+' }));
    // No nosniff (-5): 95 plus the bonuses (CSP with default-src 'none', frame, referrer, CORP).
    expect(grade(page(withHeader('x-content-type-options', null))).score).toBe(95 + 10 + 5 + 5 + 10);
  });
});

describe("the site's headers", () => {
  it('score 135 (A+) on an HTML page of the shipped configuration, with the preview cookie set', () => {
    const headers = new Headers(SHIPPED_HTML_ANSWER);
    headers.append('set-cookie', previewTokenCookieLine);
    const result = grade({ ...page(headers), url: `${shippedConfig.PUBLIC_ORIGIN}/`, httpRedirects: [`${shippedConfig.PUBLIC_ORIGIN}/`] });
    console.info(
      `Observatory score of the shipped configuration: ${result.score} (${result.grade}); ` +
        result.results
          .filter((r) => r.modifier !== 0)
          .map((r) => `${r.result} ${r.modifier > 0 ? '+' : ''}${r.modifier}`)
          .join(', '),
    );
    expect(result.results.filter((r) => r.modifier < 0)).toEqual([]);
    // 100, plus: CSP with default-src 'none' 10, cookies Secure/HttpOnly/SameSite 5, frame-ancestors 5,
    // Referrer-Policy 5, CORP 10. It was 130 with default-src 'self' (CSP +5).
    expect(result.results.filter((r) => r.modifier > 0).map((r) => [r.test, r.modifier])).toEqual([
      ['content-security-policy', 10],
      ['cookies', 5],
      ['referrer-policy', 5],
      ['x-frame-options', 5],
      ['cross-origin-resource-policy', 10],
    ]);
    expect({ score: result.score, grade: result.grade }).toEqual({ score: 135, grade: 'A+' });
  });

  it('ask browsers for HTTPS for at least a year, subdomains included', () => {
    expect(Number(/max-age=(\d+)/.exec(HSTS)?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(HSTS).toMatch(/;\s*includeSubDomains/);
  });

  it('are the same on the static assets (client/public/_headers) as on every worker answer', () => {
    const text = readFileSync('client/public/_headers', 'utf8');
    const block = text.split(/\n(?=\S)/).find((b) => b.startsWith('/*\n'));
    expect(block, 'a /* rule').toBeDefined();
    const rules = Object.fromEntries(
      block!
        .split('\n')
        .slice(1)
        .filter((line) => line.trim() !== '')
        .map(
          (line) =>
            line
              .trim()
              .split(/:\s*/, 2)
              .map((part, i) => (i === 0 ? part.toLowerCase() : part)) as [string, string],
        ),
    );
    const everyAnswer = Object.fromEntries([...JSON_ANSWER].filter(([name]) => name !== 'content-type'));
    expect(rules).toEqual(everyAnswer);
  });

  it('are exactly these, on a page and on any other answer', () => {
    const every = {
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-resource-policy': 'same-origin',
    };
    expect(Object.fromEntries(JSON_ANSWER)).toEqual({ 'content-type': 'application/json', ...every });
    const page = Object.fromEntries(SHIPPED_HTML_ANSWER);
    const nonce = /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(page['content-security-policy'] ?? '')?.[1];
    expect(nonce, '16 random bytes in base64').toBeDefined();
    expect({ ...page, 'content-security-policy': page['content-security-policy']!.replace(nonce!, 'N') }).toEqual({
      'content-type': 'text/html; charset=UTF-8',
      ...every,
      'content-security-policy':
        "default-src 'none'; script-src 'nonce-N' 'strict-dynamic'; style-src 'self'; img-src 'self' https://images.nkoda.com; " +
        "connect-src 'self' https://plausible.io; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'; " +
        "require-trusted-types-for 'script'; trusted-types page-boot page-server-copy page-progress-bar nkoda-cms-html nkoda-json-ld nkoda-chat-widget; " +
        'report-uri /api/csp-reports; report-to csp',
      'reporting-endpoints': 'csp="/api/csp-reports"',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy':
        'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()',
    });
  });
  it("let a configured chat widget's origin (and only its origin) run scripts, be called, framed and show images", () => {
    const csp = (HTML_ANSWER.get('content-security-policy') ?? '').replace(/'nonce-[^']+'/, "'nonce-N'");
    expect(csp.split('; ').filter((d) => /^(script|img|connect|frame)-src /.test(d))).toEqual([
      "script-src 'nonce-N' 'strict-dynamic' https://chat.example.org",
      "img-src 'self' https://images.example.org https://chat.example.org",
      "connect-src 'self' https://plausible.io https://chat.example.org",
      'frame-src https://chat.example.org',
    ]);
    // The grade holds with the widget's origin in the policy.
    const result = grade({ ...page(siteHeaders()), url: URL_, httpRedirects: [URL_] });
    expect(result.results.filter((r) => r.modifier < 0)).toEqual([]);
    expect(result.grade).toBe('A+');
  });
});
