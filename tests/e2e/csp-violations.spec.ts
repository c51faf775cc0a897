import { HEADER_TEXT } from '#messages/client/components/layout/layout';
import { CSP_REPORT_PATH } from '../../shared/trusted-types';
import { expect, hydrated, test, holdPageData, isAnalytics } from './fixtures';
import { none, otherThanSentinel, watchViolations, withoutLocalNetworkChecks } from './policy-violations';

/**
 * Issue 32, point 9: what the CSP with Trusted Types costs no page (./policy-violations.ts says
 * how violations are counted). Every route is walked with it in every-route.spec.ts; here, the
 * progress bar and the analytics tracker, and what the policy must refuse.
 */

test.use(withoutLocalNetworkChecks);

test.describe('no CSP or Trusted Types violation', () => {
  test('the progress bar, shown while a navigation waits, and the analytics tracker', async ({ page, baseURL }) => {
    const seen = await watchViolations(page, baseURL!);
    const events: string[] = [];
    page.on('request', (r) => {
      if (isAnalytics(r.url())) events.push(r.postData() ?? '');
    });
    await page.goto('/404');
    await hydrated(page);
    const release = await holdPageData(page);
    await page.getByRole('banner').getByRole('link', { name: HEADER_TEXT.logoLabel }).click();
    // nprogress writes its template with innerHTML: the progress-bar policy's value.
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    release();
    await expect(page).toHaveURL('/');
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await expect.poll(() => events.filter((e) => e.includes('"n":"pageview"')).length).toBe(2);
    expect(await otherThanSentinel(page, seen)).toEqual(none);
  });

  test('a policy the site does not name, and a string at a script-URL sink, are refused and reported', async ({ page, baseURL }) => {
    const seen = await watchViolations(page, baseURL!);
    // Its reports come from a client of their own (as CF-Connecting-IP names one at the edge): the
    // route tests' sentinels share the local key, and two workers can fill its 30 a minute.
    await page.route(`**${CSP_REPORT_PATH}`, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'cf-connecting-ip': `198.51.100.${(Date.now() % 250) + 1}` } }),
    );
    await page.goto('/');
    await hydrated(page);
    const refused = await page.evaluate(() => {
      const tt = (window as unknown as { trustedTypes: { createPolicy: (name: string, rules: object) => unknown } }).trustedTypes;
      const results: string[] = [];
      try {
        tt.createPolicy('attacker', { createHTML: (s: string) => s });
        results.push('policy made');
      } catch {
        results.push('policy refused');
      }
      try {
        document.createElement('script').src = '/assets/evil.js';
        results.push('src set');
      } catch {
        results.push('src refused');
      }
      return results;
    });
    expect(refused).toEqual(['policy refused', 'src refused']);
    await expect
      .poll(() => seen.reports.map((r) => r.split(' ').slice(0, 3).join(' ')).sort())
      .toEqual(['204 require-trusted-types-for trusted-types-sink', '204 trusted-types trusted-types-policy']);
    expect(seen.events.map((e) => e.split(' ').slice(0, 2).join(' ')).sort()).toEqual([
      'require-trusted-types-for trusted-types-sink',
      'trusted-types trusted-types-policy',
    ]);
  });
});
