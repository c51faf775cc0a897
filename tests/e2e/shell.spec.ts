import { test, expect, hydrated, scrollAndSettle } from './fixtures';
import { COOKIE_TEXT, HEADER_TEXT, NOT_FOUND_TEXT } from '#messages/client/components/layout/layout';
import { FOOTER_TEXT } from '#messages/client/components/layout/footer';
import { COOKIE_CONSENT } from '../../shared/spec';

const DESKTOP = { width: 1280, height: 800 };
const MOBILE = { width: 375, height: 740 };

test.describe('cookie consent bar', () => {
  test('shows until accepted, then stays hidden without a flash', async ({ page, context }) => {
    await page.goto('/');
    await hydrated(page);
    const bar = page.getByRole('region', { name: COOKIE_TEXT.regionLabel });
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: COOKIE_TEXT.accept }).click();
    await expect(bar).toHaveCount(0);

    // Chromium's renderer hands a document.cookie write to the cookie store by a message of its own,
    // which a read through the browser's protocol can overtake: the store is asked until it has it.
    const consent = async () => (await context.cookies()).find((c) => c.name === COOKIE_CONSENT);
    await expect.poll(async () => (await consent())?.value).toBe('true');
    expect((await consent())?.expires).toBe(-1); // a session cookie

    // The server already leaves the bar out, so it never appears, even before hydration.
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain(COOKIE_TEXT.regionLabel);
    await page.reload();
    await expect(page.getByRole('region', { name: COOKIE_TEXT.regionLabel })).toHaveCount(0);
  });
});

for (const viewport of [DESKTOP, MOBILE]) {
  const label = `${viewport.width} px`;

  test.describe(`header at ${label}`, () => {
    test.use({ viewport });

    test('turns solid once scrolled more than 1 px', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      const header = page.locator('header.header');
      await expect(header).not.toHaveClass(/header--solid/);
      // The header has handled the scroll to 1 px before it is checked for staying clear.
      await scrollAndSettle(page, 1);
      await expect(header).not.toHaveClass(/header--solid/);
      await page.evaluate(() => window.scrollTo(0, 2));
      await expect(header).toHaveClass(/header--solid/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).not.toHaveClass(/header--solid/);
    });

    test('opens and closes the Partnership dropdown', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      if (viewport === MOBILE) {
        const toggle = page.getByRole('button', { name: HEADER_TEXT.menu });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      }
      const partnership = page.getByRole('button', { name: HEADER_TEXT.partnership });
      const header = page.getByRole('banner');
      const item = header.getByRole('link', { name: HEADER_TEXT.madeNotBorn });
      await expect(item).toBeHidden();
      await partnership.click();
      await expect(partnership).toHaveAttribute('aria-expanded', 'true');
      await expect(item).toBeVisible();
      await expect(header.getByRole('link', { name: HEADER_TEXT.developmentPartnership })).toBeVisible();

      // Escape closes it and gives focus back to its button.
      await page.keyboard.press('Escape');
      await expect(item).toBeHidden();
      await expect(partnership).toBeFocused();

      // A press outside it closes it (a plain mouse press, so the page does not scroll).
      await partnership.click();
      await expect(item).toBeVisible();
      await page.mouse.click(viewport.width - 10, viewport.height - 10);
      await expect(item).toBeHidden();

      // Scrolling closes it.
      await partnership.click();
      await expect(item).toBeVisible();
      await page.mouse.wheel(0, 200);
      await expect(item).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 0));

      // Navigation closes it.
      await partnership.click();
      await expect(item).toBeVisible();
      await item.click();
      await expect(page).toHaveURL('/made-not-born');
      await expect(header.getByRole('link', { name: HEADER_TEXT.madeNotBorn })).toBeHidden();
    });

    test('the hidden Learning dropdown is in the page but not shown', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: HEADER_TEXT.learning, includeHidden: true })).toBeHidden();
    });

    test('Login and Get Started open the web app in a new tab', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      if (viewport === MOBILE) await page.getByRole('button', { name: HEADER_TEXT.menu }).click();
      const logIn = page.getByRole('link', { name: new RegExp(`^${HEADER_TEXT.logIn}`) });
      const start = page.getByRole('link', { name: new RegExp(`^${HEADER_TEXT.getStarted}`) });
      await expect(logIn).toHaveAttribute('href', 'https://app.nkoda.com/log-in');
      await expect(logIn).toHaveAttribute('target', '_blank');
      await expect(start).toHaveAttribute('href', 'https://app.nkoda.com/sign-up');
      await expect(start).toHaveAttribute('target', '_blank');
    });
  });

  test.describe(`footer at ${label}`, () => {
    test.use({ viewport });

    test('lists its columns, the CMS legal pages, store buttons and this year', async ({ page }) => {
      await page.goto('/');
      const footer = page.locator('footer');
      for (const heading of [FOOTER_TEXT.about, FOOTER_TEXT.ourProjects, FOOTER_TEXT.content, FOOTER_TEXT.legal, FOOTER_TEXT.support]) {
        await expect(footer.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      }
      await expect(footer.locator('a[href="/legal/privacy-policy"]')).toBeVisible();
      await expect(footer.locator('a[href="/legal/end-user-licence-agreement"]')).toBeVisible();
      await expect(footer.getByRole('link', { name: FOOTER_TEXT.contactUs })).toHaveAttribute('href', '/contact');
      await expect(footer.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /apps\.apple\.com/);
      await expect(footer.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /play\.google\.com/);
      await expect(footer.getByRole('link', { name: /Microsoft/ })).toHaveAttribute('href', /microsoft\.com/);
      await expect(footer).toContainText(`© ${new Date().getFullYear()} nkoda`);

      // Desktop: the columns stand side by side; mobile: they stack.
      const tops = await footer
        .getByRole('heading', { name: FOOTER_TEXT.about, exact: true })
        .evaluate(() => [...document.querySelectorAll('footer h2, footer h3')].slice(0, 5).map((h) => Math.round(h.getBoundingClientRect().top)));
      const distinct = new Set(tops).size;
      if (viewport === DESKTOP) expect(distinct).toBeLessThan(tops.length);
      else expect(distinct).toBe(tops.length);
    });
  });
}

test.describe('not-found page', () => {
  test('a client navigation to an unknown path shows the same page in place', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // A marker on window survives only a client navigation, not a document load.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    // No link of the site leads to an unknown path, so the address changes the way Back and
    // Forward change it: a new history entry, then the popstate event the router listens to.
    await page.evaluate(() => {
      history.pushState(null, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_TEXT.title })).toBeVisible();
    await expect(page).toHaveURL('/no-such-page');
    await expect(page.locator('header.header')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});
