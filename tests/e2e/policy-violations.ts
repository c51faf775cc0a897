import type { Page } from '@playwright/test';
import config from '../../playwright.config';
import { FOOTER_TEXT } from '#messages/client/components/layout/footer';
import { HEADER_TEXT } from '#messages/client/components/layout/layout';
import { SEARCH_BOX_TEXT } from '#messages/client/components/search/search';
import { CSP_REPORT_PATH } from '../../shared/trusted-types';
import { HELP_PATHS } from '../../shared/paths';
import { expect, footerHydrated, hydrated, networkQuiet } from './fixtures';

/**
 * Issue 32, point 9: the CSP (default-src 'none', nonce scripts) with Trusted Types enforced
 * (`require-trusted-types-for 'script'`, named policies only) costs no page anything. Violations
 * are counted two ways, both must be 0: the `securitypolicyviolation` events in the page (an init
 * script), and the reports that reach the site's report endpoint (worker/reports/csp-reports.ts
 * answers each with 204). Used by the route walk (every-route.spec.ts) and csp-violations.spec.ts.
 *
 * A check ends by breaking the policy once on purpose (a string to innerHTML): that sentinel must
 * be seen both ways, which shows the counting works, and since the browser sends reports in
 * order, once its report has arrived every earlier one has too (no waiting for time).
 *
 * How the reports are read: Chromium's Reporting API (report-to) queues reports for the
 * loopback test server but never delivers them here (its attempts fail and retry forever, with or
 * without a short reporting delay), and a browser that knows report-to ignores report-uri. So the
 * page's CSP is given to the browser without `report-to`, and Chromium sends each report at once
 * to `report-uri`, the same endpoint. A document the test fulfils counts as public address space
 * for Chromium's local network access checks, which would block the demo upstream's images on
 * loopback: a file that watches violations turns those checks off (`withoutLocalNetworkChecks`).
 */

/** The launch options a spec file that watches violations uses (`test.use`). */
export const withoutLocalNetworkChecks = {
  launchOptions: { ...config.use?.launchOptions, args: [...(config.use?.launchOptions?.args ?? []), '--disable-features=LocalNetworkAccessChecks'] },
};

const SENTINEL = 'csp-violations-spec-sentinel';

export interface Seen {
  /** The page's securitypolicyviolation events: "directive blocked sample-start". */
  events: string[];
  /** The reports the endpoint took: "status directive blocked sample-start". */
  reports: string[];
}

/** Watches both ways from the next document on. */
export async function watchViolations(page: Page, baseURL: string): Promise<Seen> {
  const seen: Seen = { events: [], reports: [] };
  const origin = new URL(baseURL).origin;
  await page.exposeFunction('__policyViolation', (text: string) => seen.events.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __policyViolation: (text: string) => void }).__policyViolation(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sample.slice(0, 80)} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  // Documents: the site's own answer, without report-to (see above).
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      // Redirects followed here: a redirect this handler fulfilled would bring the next document
      // to the browser unrouted, with report-to (the catch-all's redirect to /404).
      const response = await route.fetch();
      const headers = { ...response.headers() };
      const csp = headers['content-security-policy'];
      if (csp) headers['content-security-policy'] = csp.replace(/;\s*report-to [^;]+/, '');
      await route.fulfill({ response, headers });
    },
  );
  page.on('response', async (response) => {
    const request = response.request();
    if (new URL(response.url()).pathname !== CSP_REPORT_PATH || request.method() !== 'POST') return;
    const report = (JSON.parse(request.postData() ?? '{}') as { 'csp-report'?: Record<string, string> })['csp-report'] ?? {};
    seen.reports.push(`${response.status()} ${report['effective-directive']} ${report['blocked-uri']} ${String(report['script-sample'] ?? '').slice(0, 80)}`);
  });
  return seen;
}

/** Breaks the policy once, then waits until both counts have the sentinel; returns everything else. */
export async function otherThanSentinel(page: Page, seen: Seen): Promise<Seen> {
  await page.evaluate((text) => {
    try {
      document.createElement('div').innerHTML = text;
    } catch {
      // Refused, as it must be.
    }
  }, SENTINEL);
  await expect.poll(() => seen.events.filter((e) => e.includes(SENTINEL)).length, { message: 'the sentinel seen in the page' }).toBe(1);
  // Taken (204), or refused by the endpoint's rate limit (429): every local request shares one
  // client key, and two workers' reports can pass its 30 a minute. Either way it reached the site.
  await expect
    .poll(() => seen.reports.filter((r) => r.includes(SENTINEL)).map((r) => r.replace(/^429 /, '204 ')), { message: 'the sentinel reported to the endpoint' })
    .toEqual([`204 require-trusted-types-for trusted-types-sink Element innerHTML|${SENTINEL}`]);
  return { events: seen.events.filter((e) => !e.includes(SENTINEL)), reports: seen.reports.filter((r) => !r.includes(SENTINEL)) };
}

export const none: Seen = { events: [], reports: [] };

/** Wakes the islands (shared/framework/page/hydrate-on-use.tsx): the search box, then the footer. */
export async function wakeParts(page: Page) {
  const box = page.getByRole('banner').getByRole('combobox', { name: SEARCH_BOX_TEXT.label });
  await box.hover();
  await expect(page.locator('.search-box-host')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await footerHydrated(page);
}

/**
 * After a route's first load: both islands woken, the chat widget's script added on
 * Contact and Report, a navigation away by the page's code and Back (the route rendered again in
 * the browser: CMS HTML, structured data); then every violation seen but the sentinel.
 */
export async function violationsOnRoute(page: Page, seen: Seen, path: string): Promise<Seen> {
  await wakeParts(page);
  if (path === HELP_PATHS.contact || path === HELP_PATHS.report) {
    // The chat widget's script, added with its Trusted Types URL (client/lib/support-chat-widget.ts).
    await expect.poll(() => page.evaluate(() => (window as unknown as { __chatWidgetRan?: object }).__chatWidgetRan !== undefined)).toBe(true);
  }
  const shown = page.url();
  const away =
    new URL(shown).pathname === '/'
      ? page.getByRole('contentinfo').getByRole('link', { name: FOOTER_TEXT.features, exact: true })
      : page.getByRole('banner').getByRole('link', { name: HEADER_TEXT.logoLabel });
  await away.click();
  await expect(page).not.toHaveURL(shown);
  await hydrated(page);
  await page.goBack();
  await expect(page).toHaveURL(shown);
  await networkQuiet(page);
  return otherThanSentinel(page, seen);
}
