import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, footerHydrated, hydrated, pageViolations, test } from './fixtures';
import { HELP_PATHS } from '../../shared/paths';

/**
 * Issue 8, item 5: every form of the site announces its errors. Sent empty from the keyboard,
 * each form marks every field in error with aria-invalid="true" and points aria-describedby at
 * the visible message, every visible message belongs to such a field, focus moves to the first
 * field in error, and axe finds nothing on the page with the messages showing.
 */

interface FormVisit {
  name: string;
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** Where the form sits: the page's main content, or the footer (the newsletter). */
  within: 'main' | 'contentinfo';
}

/** An event page with a registration form (only upcoming events take registrations). */
async function eventWithForm(request: APIRequestContext): Promise<string> {
  const list = await (await request.get('/learning-spaces')).text();
  const events = [...new Set([...list.matchAll(/href="(\/learning-spaces\/[a-z0-9-]+)"/g)].map((m) => m[1]!))];
  for (const event of events) {
    if ((await (await request.get(event)).text()).includes('<form')) return event;
  }
  throw new Error('no learning-space event takes registrations');
}

const FORMS: readonly FormVisit[] = [
  { name: 'help contact', path: HELP_PATHS.contact, within: 'main' },
  { name: 'help report', path: HELP_PATHS.report, within: 'main' },
  { name: 'request content', path: HELP_PATHS.requestContent, within: 'main' },
  { name: 'site contact', path: HELP_PATHS.siteContact, within: 'main' },
  { name: 'made-not-born application', path: '/made-not-born', within: 'main' },
  { name: 'fund application', path: '/nkoda-22-fund', within: 'main' },
  { name: 'learning-space registration', path: eventWithForm, within: 'main' },
  { name: 'newsletter sign-up (footer)', path: '/', within: 'contentinfo' },
];

/**
 * What a screen reader would miss in `form`, one line each: invalid fields without a visible
 * message among their descriptions, and visible messages no invalid field points at.
 */
function unannounced(form: Locator): Promise<string[]> {
  return form.evaluate((root) => {
    const problems: string[] = [];
    const visible = (el: Element) => (el as HTMLElement).offsetParent !== null && (el.textContent ?? '').trim() !== '';
    const controls = [...root.querySelectorAll('input, select, textarea')].filter((el) => !el.closest('[aria-hidden="true"]'));
    const describedMessages = new Set<Element>();
    for (const control of controls) {
      if (control.getAttribute('aria-invalid') !== 'true') continue;
      const name = control.getAttribute('name');
      const described = (control.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id));
      const messages = described.filter((el): el is HTMLElement => el instanceof HTMLElement && el.classList.contains('field__error') && visible(el));
      if (messages.length === 0) problems.push(`${name}: aria-invalid without a visible message in aria-describedby`);
      for (const el of messages) describedMessages.add(el);
    }
    for (const message of root.querySelectorAll('.field__error')) {
      if (visible(message) && !describedMessages.has(message)) problems.push(`message "${message.textContent}" is not the description of an invalid field`);
    }
    return problems;
  });
}

async function sendEmptyFromKeyboard(page: Page, form: Locator, within: FormVisit['within']): Promise<void> {
  // The visitor comes to the form first: the footer's newsletter form loads its code as it nears
  // the screen. This is about what the code does, so it waits for it (before, the form posts
  // natively: tests/e2e/forms-without-code.spec.ts).
  await form.scrollIntoViewIfNeeded();
  if (within === 'contentinfo') await footerHydrated(page);
  const button = form.locator('button[type="submit"]');
  await button.focus();
  await page.keyboard.press('Enter');
}

test.describe('forms announce their errors', () => {
  for (const visit of FORMS) {
    test(`${visit.name}: aria-invalid and aria-describedby on every field in error`, async ({ page, request, consoleLog }) => {
      const path = typeof visit.path === 'string' ? visit.path : await visit.path(request);
      await page.goto(path);
      await hydrated(page);
      const form = page.getByRole(visit.within).getByRole('form');
      await expect(form).toHaveCount(1);
      const invalid = form.locator('[aria-invalid="true"]');
      await expect(invalid).toHaveCount(0);

      await sendEmptyFromKeyboard(page, form, visit.within);
      await expect(invalid.first()).toBeVisible();
      expect(await unannounced(form)).toEqual([]);
      // Focus lands on the first field in error, which a screen reader reads with its message.
      await expect(invalid.first()).toBeFocused();
      expect(await pageViolations(page)).toEqual([]);

      // Correcting a field removes its error state and the message with it.
      const first = invalid.first();
      const name = await first.getAttribute('name');
      const corrected = form.locator(`[name="${name}"]`);
      const kind = await corrected.evaluate((el) => (el instanceof HTMLSelectElement ? 'select' : (el as HTMLInputElement).type));
      if (kind === 'select') await corrected.selectOption({ index: 1 });
      else await corrected.fill(kind === 'email' ? 'ada@example.com' : 'Ada Lovelace and the analytical engine');
      await corrected.blur();
      await expect(corrected).not.toHaveAttribute('aria-invalid', 'true');
      expect(await unannounced(form)).toEqual([]);
      expect(consoleLog.problems).toEqual([]);
    });
  }
});
