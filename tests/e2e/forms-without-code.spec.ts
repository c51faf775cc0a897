import type { Locator, Page } from '@playwright/test';
import { FORM_TYPES } from '../../shared/forms/contact-forms';
import { CONTACT_MESSAGES, FIELD_MESSAGES, FIELD_NAMES, NEWSLETTER_MESSAGES } from '#messages/shared/forms/form-messages';
import { ANALYTICS_EVENTS } from '../../shared/analytics-events';
import { NEWSLETTER_TOASTS } from '#messages/shared/help';
import { HELP_PATHS } from '../../shared/paths';
import { FORM_PATHS } from '../../shared/forms/promotion-forms';
import { NEWSLETTER_TEXT } from '#messages/client/components/layout/newsletter';
import { HELP_FORM_TEXT } from '#messages/client/components/site-forms/help-form';
import { PROMOTION_FORM_TEXT } from '#messages/client/components/site-forms/promotion-form';
import { requestContentHref } from '../../client/routes/search/search-links';
import { CONTACT_MESSAGES as CONTACT_MESSAGES_FR } from '#messages/shared/forms/form-messages.fr';
import { NEWSLETTER_TOASTS as NEWSLETTER_TOASTS_FR } from '#messages/shared/help.fr';
import { NEWSLETTER_TEXT as NEWSLETTER_TEXT_FR } from '#messages/client/components/layout/newsletter.fr';
import { HELP_FORM_TEXT as H_FR } from '#messages/client/components/site-forms/help-form.fr';
import { expect, footerHydrated, hydrated, markDocument, networkQuiet, pageViolations, sameDocument, test, upstreamHook, ANALYTICS_ENDPOINT } from './fixtures';

/**
 * Issue 31: every form works before and without the page's code. Each form is sent the native
 * way, with JavaScript off and with every script held back (the visitor acts while the code is
 * on its way): a valid one reaches the service once and the page it was sent from thanks the
 * visitor; an invalid one comes back with the messages of docs/requirements.md §5 by their fields,
 * what was typed, and focus on the first field in error, and reaches nothing. The page's HTML is
 * the server's (tests/unit/native-forms.test.tsx reads it); the BFF's side is worker/api/forms.ts.
 */

/** An event far enough ahead that its registration is open (as in forms.spec.ts). */
const UPCOMING = { slug: 'score-reading-for-conductors', title: 'Score reading for conductors' };

interface Received {
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
  time: string;
}

/** What the demo upstream received at `path` since `since` (its list is shared by every spec file: never cleared). */
async function received(path: string, since: string): Promise<Received[]> {
  return ((await upstreamHook('GET', '/__received')) as Received[]).filter((row) => row.path === path && row.time >= since);
}

/** Every test's own name and address, so tests running alongside never count each other's posts. */
function visitor() {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { name: `Clara Wieck ${tag}`, email: `without-code-${tag}@example.com` };
}
type Visitor = ReturnType<typeof visitor>;

/** A post of `who`'s, by the address the service read (the newsletter also sends it in the query). */
const fromVisitor = (who: Visitor) => (row: Received) => row.body?.email === who.email || row.query.email === who.email;

/** A control by its label, within the form's part of the page. */
const control = (scope: Locator, label: string) => scope.getByLabel(label, { exact: false });

/** The message a control's description ends with, when it is a field's message (else null). */
const messageOf = (scope: Locator, label: string) =>
  control(scope, label).evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(' ');
    const last = document.getElementById(ids[ids.length - 1] ?? '');
    return last?.classList.contains('field__error') ? last.textContent : null;
  });

interface InvalidCase {
  name: string;
  /** What the visitor types (label -> value; a select takes its option's value). */
  typed: Array<[label: string, value: string]>;
  /** Every message the page must show, by its field's label, in the form's order. */
  messages: Array<[label: string, message: string]>;
  /** What the fields hold when the page is back: what was typed (or the page filled in), message or not. */
  kept: Array<[label: string, value: string]>;
}

interface NativeForm {
  name: string;
  /** The page the form is on (with a query: it must come back to it). */
  path: string;
  /** The form's part of the page. */
  scope: (page: Page) => Locator;
  submit: string;
  /** Where the BFF hands the form on, at the demo upstream. */
  upstream: string;
  fill: (scope: Locator, who: Visitor) => Promise<void>;
  /** What the service must have received, beyond the visitor's own name and address. */
  body?: Record<string, unknown>;
  /** The thanks, and the element that has focus once the page is back. */
  thanked: (page: Page) => Promise<void>;
  invalid: (who: Visitor) => InvalidCase[];
}

const H = HELP_FORM_TEXT;
const P = PROMOTION_FORM_TEXT;
const main = (page: Page) => page.locator('main');
const footer = (page: Page) => page.getByRole('contentinfo');

async function fillHelpForm(scope: Locator, who: Visitor, messageLabel: string = H.messageLabel) {
  await control(scope, H.nameLabel).fill(who.name);
  await control(scope, H.emailLabel).fill(who.email);
  await control(scope, messageLabel).fill('Sent before the page had its code.');
}

/** The help area's thanks: its title and words, the way back, and focus on it. */
const helpThanks = (title: string, text: string) => async (page: Page) => {
  const thanks = main(page).locator('.form-thanks');
  await expect(thanks.getByRole('heading', { name: title })).toBeVisible();
  await expect(thanks.getByText(text)).toBeVisible();
  await expect(thanks.getByRole('link', { name: H.backToHome })).toHaveAttribute('href', HELP_PATHS.home);
  await expect(main(page).locator('form')).toHaveCount(0);
  await expect(thanks).toBeFocused();
};

const promotionThanks = (scope: (page: Page) => Locator, title: string, text: string) => async (page: Page) => {
  const thanks = scope(page).locator('.form-thanks');
  await expect(thanks.getByRole('heading', { name: title })).toBeVisible();
  await expect(thanks.getByText(text)).toBeVisible();
  await expect(scope(page).locator('form')).toHaveCount(0);
  await expect(thanks).toBeFocused();
};

const REQUEST_PAGE = requestContentHref('hildegard von bingen');
const PREFILLED = H.requestContent.prefilledMessage({ searched: 'query', query: 'hildegard von bingen', filters: '' });
/** 219 characters once its trailing space is trimmed; a name takes 200. */
const LONG_NAME = 'Clara Josephine Wieck '.repeat(10);

const FORMS: NativeForm[] = [
  {
    name: 'contact',
    path: `${HELP_PATHS.contact}?source=without-code`,
    scope: main,
    submit: H.sendMessage,
    upstream: '/v4/promotion/contactinfos',
    fill: (scope, who) => fillHelpForm(scope, who),
    body: { formType: FORM_TYPES.contact, message: 'Sent before the page had its code.', extraProperties: { source: 'without-code' } },
    thanked: helpThanks(H.thanksTitle, H.contact.thanks),
    invalid: (who) => [
      {
        name: 'a name and message left empty',
        typed: [[H.emailLabel, who.email]],
        messages: [
          [H.nameLabel, CONTACT_MESSAGES.nameRequired],
          [H.messageLabel, CONTACT_MESSAGES.messageRequired],
        ],
        kept: [[H.emailLabel, who.email]],
      },
    ],
  },
  {
    name: 'report',
    path: HELP_PATHS.report,
    scope: main,
    submit: H.sendMessage,
    upstream: '/v4/promotion/contactinfos',
    fill: (scope, who) => fillHelpForm(scope, who),
    body: { formType: FORM_TYPES.report },
    thanked: helpThanks(H.thanksTitle, H.report.thanks),
    invalid: () => [
      {
        name: 'nothing filled in',
        typed: [],
        messages: [
          [H.nameLabel, CONTACT_MESSAGES.nameRequired],
          [H.emailLabel, CONTACT_MESSAGES.email],
          [H.messageLabel, CONTACT_MESSAGES.messageRequired],
        ],
        kept: [],
      },
    ],
  },
  {
    name: 'request content',
    path: REQUEST_PAGE,
    scope: main,
    submit: H.requestContent.submit,
    upstream: '/v4/promotion/contactinfos',
    // The message the search's link filled in is sent as it is.
    fill: async (scope, who) => {
      await control(scope, H.nameLabel).fill(who.name);
      await control(scope, H.emailLabel).fill(who.email);
    },
    body: { formType: FORM_TYPES.request, message: PREFILLED, extraProperties: { q: 'hildegard von bingen' } },
    thanked: helpThanks(H.requestContent.thanksTitle, H.requestContent.thanks),
    invalid: (who) => [
      {
        name: 'no name and a broken address',
        typed: [[H.emailLabel, who.email.replace('@', ' at ')]],
        messages: [
          [H.nameLabel, CONTACT_MESSAGES.nameRequired],
          [H.emailLabel, CONTACT_MESSAGES.email],
        ],
        kept: [
          [H.emailLabel, who.email.replace('@', ' at ')],
          [H.requestContent.messageLabel, PREFILLED],
        ],
      },
      {
        // Issue 33: a name longer than the form takes is said to be, not cut by the browser.
        name: 'a name past its bound',
        typed: [
          [H.nameLabel, LONG_NAME],
          [H.emailLabel, who.email],
        ],
        messages: [[H.nameLabel, 'Name must be at most 200 characters long.']],
        kept: [
          [H.nameLabel, LONG_NAME],
          [H.emailLabel, who.email],
          [H.requestContent.messageLabel, PREFILLED],
        ],
      },
    ],
  },
  {
    name: 'newsletter (footer)',
    path: '/features?from=without-code',
    scope: footer,
    submit: NEWSLETTER_TEXT.submit,
    upstream: '/v4/promotion/newslettersubscribers',
    fill: (scope, who) => control(scope, NEWSLETTER_TEXT.label).fill(who.email),
    thanked: async (page) => {
      const status = footer(page).getByRole('status');
      await expect(status).toContainText(NEWSLETTER_TOASTS.success.title);
      await expect(status).toContainText(NEWSLETTER_TOASTS.success.message);
      await expect(status).toBeFocused();
      await expect(control(footer(page), NEWSLETTER_TEXT.label)).toHaveValue('');
    },
    invalid: (who) => [
      { name: 'an empty address', typed: [], messages: [[NEWSLETTER_TEXT.label, NEWSLETTER_MESSAGES.required]], kept: [] },
      {
        name: 'a broken address',
        typed: [[NEWSLETTER_TEXT.label, who.email.replace('@', '@@')]],
        messages: [[NEWSLETTER_TEXT.label, NEWSLETTER_MESSAGES.invalid]],
        kept: [],
      },
    ],
  },
  {
    name: 'made-not-born application',
    path: '/made-not-born',
    scope: (page) => page.locator('#apply'),
    submit: P.madeNotBorn.submit,
    upstream: '/v4/promotion/madenotborn',
    fill: async (scope, who) => {
      await control(scope, P.name).fill(who.name);
      await control(scope, P.email).fill(who.email);
      await control(scope, P.madeNotBorn.discipline).selectOption('Composer');
      await control(scope, P.madeNotBorn.message).fill('A string quartet about weaving machines.');
    },
    body: { discipline: 'Composer' },
    thanked: promotionThanks((page) => page.locator('#apply'), P.madeNotBorn.thanksTitle, P.madeNotBorn.thanks),
    invalid: (who) => [
      {
        name: 'no discipline nor message',
        typed: [
          [P.name, who.name],
          [P.email, who.email],
        ],
        messages: [
          [P.madeNotBorn.discipline, FIELD_MESSAGES.choiceDiscipline],
          [P.madeNotBorn.message, FIELD_MESSAGES.messageRequired],
        ],
        kept: [
          [P.name, who.name],
          [P.email, who.email],
        ],
      },
    ],
  },
  {
    name: 'learning-space registration',
    path: `/learning-spaces/${UPCOMING.slug}`,
    scope: (page) => page.locator('#register'),
    submit: P.learningSpace.submit,
    upstream: '/v4/promotion/learningspace',
    fill: async (scope, who) => {
      await control(scope, P.name).fill(who.name);
      await control(scope, P.email).fill(who.email);
      await control(scope, P.learningSpace.role).selectOption('Teacher');
    },
    body: { role: 'Teacher', event: UPCOMING.slug },
    thanked: promotionThanks((page) => page.locator('#register'), P.learningSpace.thanksTitle, P.learningSpace.thanks({ event: UPCOMING.title })),
    invalid: (who) => [
      {
        name: 'no address',
        typed: [
          [P.name, who.name],
          [P.learningSpace.role, 'Student'],
        ],
        messages: [[P.email, FIELD_MESSAGES.email]],
        kept: [
          [P.name, who.name],
          [P.learningSpace.role, 'Student'],
        ],
      },
    ],
  },
  {
    name: 'fund application',
    path: '/nkoda-22-fund',
    scope: (page) => page.locator('#apply'),
    submit: P.fund.submit,
    upstream: '/v4/promotion/fund/nkoda-22-fund',
    fill: async (scope, who) => {
      await control(scope, P.name).fill(who.name);
      await control(scope, P.email).fill(who.email);
      await control(scope, P.fund.organisation).fill('Riverside Music Hub');
      await control(scope, P.fund.projectTitle).fill('Strings for all');
      await control(scope, P.fund.message).fill('Loan instruments and weekly group lessons.');
    },
    body: { organisation: 'Riverside Music Hub', projectTitle: 'Strings for all' },
    thanked: promotionThanks((page) => page.locator('#apply'), P.fund.thanksTitle, P.fund.thanks),
    invalid: (who) => [
      {
        name: 'a short name and no project',
        typed: [
          [P.name, 'Ru'],
          [P.email, who.email],
          [P.fund.organisation, 'Riverside Music Hub'],
        ],
        messages: [
          [P.name, FIELD_MESSAGES.nameTooShort],
          [P.fund.projectTitle, FIELD_MESSAGES.required({ label: FIELD_NAMES.projectTitle })],
          [P.fund.message, FIELD_MESSAGES.required({ label: FIELD_NAMES.projectDescription })],
        ],
        kept: [
          [P.email, who.email],
          [P.fund.organisation, 'Riverside Music Hub'],
        ],
      },
    ],
  },
];

/** Types into a control, or chooses the option of a select. */
async function type(scope: Locator, label: string, value: string) {
  const target = control(scope, label);
  if (await target.evaluate((el) => el instanceof HTMLSelectElement)) await target.selectOption(value);
  else await target.fill(value);
}

interface Mode {
  name: string;
  javaScriptEnabled: boolean;
  /** Opens a page in this mode, once its form is there. */
  open: (page: Page, path: string) => Promise<void>;
}

/**
 * Every script the pages ask for is held and never answered: the HTML is all the visitor has,
 * as on a slow connection before the code arrives. (A page then never fires `load`.)
 */
async function holdEveryScript(page: Page) {
  await page.route(
    (url) => /\.m?js$/.test(url.pathname),
    () => undefined,
  );
}

const MODES: Mode[] = [
  {
    name: 'JavaScript off',
    javaScriptEnabled: false,
    open: async (page, path) => {
      await page.goto(path);
    },
  },
  {
    name: 'every script held back',
    javaScriptEnabled: true,
    open: async (page, path) => {
      await holdEveryScript(page);
      await page.goto(path, { waitUntil: 'commit' });
    },
  },
];

for (const mode of MODES) {
  test.describe(mode.name, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled });

    for (const form of FORMS) {
      test(`${form.name}: sent once, and thanked on the page it was sent from`, async ({ page }) => {
        // A delivery queued while another file's test has the service failing arrives once it recovers.
        test.setTimeout(60_000);
        const who = visitor();
        const since = new Date().toISOString();
        await mode.open(page, form.path);
        const scope = form.scope(page);
        await form.fill(scope, who);
        await scope.getByRole('button', { name: form.submit }).click();

        await form.thanked(page);
        // The BFF answered with the page the form was on: its address, query and all.
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(form.path);
        await expect.poll(async () => (await received(form.upstream, since)).filter(fromVisitor(who)).length, { timeout: 45_000 }).toBeGreaterThan(0);
        const rows = (await received(form.upstream, since)).filter(fromVisitor(who));
        expect(rows).toHaveLength(1);
        if (form.upstream !== '/v4/promotion/newslettersubscribers') expect(rows[0]!.body).toMatchObject({ name: who.name, email: who.email, ...form.body });
      });

      const cases = form.invalid(visitor());
      for (const [index, invalid] of cases.entries()) {
        test(`${form.name}, ${invalid.name}: the messages by their fields, what was typed kept, focus on the first, nothing sent`, async ({ page }) => {
          const since = new Date().toISOString();
          // The case's own values (a fresh visitor per test, so no two tests share an address).
          const { typed, messages, kept } = form.invalid(visitor())[index]!;
          await mode.open(page, form.path);
          const scope = form.scope(page);
          for (const [label, value] of typed) await type(scope, label, value);
          await scope.getByRole('button', { name: form.submit }).click();

          // The first message's field has focus as the page comes back, with no code to give it.
          await expect(control(form.scope(page), messages[0]![0])).toBeFocused();
          for (const [label, message] of messages) {
            expect(await messageOf(form.scope(page), label), label).toBe(message);
            await expect(control(form.scope(page), label)).toHaveAttribute('aria-invalid', 'true');
          }
          for (const [label, value] of kept) {
            await expect(control(form.scope(page), label)).toHaveValue(value);
            if (!messages.some(([withMessage]) => withMessage === label)) expect(await messageOf(form.scope(page), label), label).toBeNull();
          }
          const sentBy = new Set(typed.map(([, value]) => value));
          expect((await received(form.upstream, since)).filter((row) => sentBy.has(String(row.body?.email ?? row.query.email)))).toEqual([]);
        });
      }
    }
  });
}

/** A page under a language prefix comes back under it, in its language (the form posts the page as the browser has it). */
test.describe('JavaScript off, a page in French', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form comes back with its messages in French, and once sent thanks in French on the French page', async ({ page }) => {
    const who = visitor();
    const path = `/fr${HELP_PATHS.contact}?source=sans-code`;
    await page.goto(path);
    const scope = main(page);
    await control(scope, H_FR.emailLabel).fill(who.email);
    await scope.getByRole('button', { name: H_FR.sendMessage }).click();
    await expect(control(scope, H_FR.nameLabel)).toBeFocused();
    expect(await messageOf(scope, H_FR.nameLabel)).toBe(CONTACT_MESSAGES_FR.nameRequired);
    expect(await messageOf(scope, H_FR.messageLabel)).toBe(CONTACT_MESSAGES_FR.messageRequired);
    await expect(control(scope, H_FR.emailLabel)).toHaveValue(who.email);

    const since = new Date().toISOString();
    await control(scope, H_FR.nameLabel).fill(who.name);
    await control(scope, H_FR.messageLabel).fill('Envoyé sans le code de la page.');
    await scope.getByRole('button', { name: H_FR.sendMessage }).click();
    await expect(scope.getByRole('heading', { name: H_FR.thanksTitle })).toBeVisible();
    await expect(scope.getByText(H_FR.contact.thanks)).toBeVisible();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    await expect.poll(async () => (await received('/v4/promotion/contactinfos', since)).filter(fromVisitor(who)).length).toBe(1);
  });

  test('the newsletter thanks in French in the footer of the French page', async ({ page }) => {
    const who = visitor();
    await page.goto('/fr/features');
    await control(footer(page), NEWSLETTER_TEXT_FR.label).fill(who.email);
    await footer(page).getByRole('button', { name: NEWSLETTER_TEXT_FR.submit }).click();
    await expect(footer(page).getByRole('status')).toContainText(NEWSLETTER_TOASTS_FR.success.title);
    await expect(footer(page).getByRole('status')).toContainText(NEWSLETTER_TOASTS_FR.success.message);
    await expect(page).toHaveURL('/fr/features');
  });
});

/**
 * The code arriving after the visitor began: what was typed stays and is sent by the code. A page
 * the BFF answered a native post with is the server's render of the outcome; once its code
 * arrives it hydrates that same page (no mismatch logged), sends no analytics event of its own
 * for it, and the form carries on as the code makes it (live messages, a send in place).
 */
test.describe('then the code arrives', () => {
  /** Holds every script of the first page only: the form is sent before its code runs; the answer loads its own. */
  async function openWithoutCode(page: Page, path: string) {
    const hold = (url: URL) => /\.m?js$/.test(url.pathname);
    const never = () => undefined;
    // Released only once the page has asked for its entry, which then never comes: else, on a
    // slow run, the page could ask for it after the release, and run its code.
    const entryAsked = page.waitForRequest((request) => /\/entry\.client-[^/]*\.js$/.test(new URL(request.url()).pathname));
    await page.route(hold, never);
    await page.goto(path, { waitUntil: 'commit' });
    await entryAsked;
    return () => page.unroute(hold, never);
  }

  /** The named analytics events the page sends (page views left out). */
  async function watchEvents(page: Page): Promise<string[]> {
    const events: string[] = [];
    await page.route(ANALYTICS_ENDPOINT, async (route) => {
      const sent = JSON.parse(route.request().postData() ?? '{}') as { n: string };
      if (sent.n !== 'pageview' && sent.n !== 'engagement') events.push(sent.n);
      await route.fulfill({ status: 202, body: 'ok' });
    });
    return events;
  }

  test('what was typed before the code arrived stays in the fields as the page hydrates, and the code sends it, once', async ({
    page,
    baseURL,
    consoleLog,
  }) => {
    const who = visitor();
    const since = new Date().toISOString();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    // The site's own scripts (the chat widget's stand-in is answered by the fixtures).
    await page.route(
      (url) => url.origin === new URL(baseURL!).origin && /\.m?js$/.test(url.pathname),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto(HELP_PATHS.report, { waitUntil: 'commit' });
    const scope = main(page);
    await fillHelpForm(scope, who);
    release();
    await hydrated(page);
    await networkQuiet(page);
    await expect(control(scope, H.nameLabel)).toHaveValue(who.name);
    await expect(control(scope, H.emailLabel)).toHaveValue(who.email);
    await markDocument(page);
    await scope.getByRole('button', { name: H.sendMessage }).click();
    await expect(scope.getByText(H.report.thanks)).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    await expect.poll(async () => (await received('/v4/promotion/contactinfos', since)).filter(fromVisitor(who)).length).toBe(1);
    expect((await received('/v4/promotion/contactinfos', since)).filter(fromVisitor(who))[0]!.body).toMatchObject({
      name: who.name,
      message: 'Sent before the page had its code.',
    });
    expect(consoleLog.problems).toEqual([]);
  });

  test('a sent form hydrates as thanked and sends no event of its own', async ({ page, consoleLog }) => {
    const events = await watchEvents(page);
    const who = visitor();
    const release = await openWithoutCode(page, '/made-not-born');
    const form = FORMS.find((candidate) => candidate.upstream === '/v4/promotion/madenotborn')!;
    await form.fill(form.scope(page), who);
    await release();
    await form.scope(page).getByRole('button', { name: form.submit }).click();
    await hydrated(page);
    await form.thanked(page);
    await networkQuiet(page);
    expect(events).not.toContain(ANALYTICS_EVENTS.formSent);
    expect(consoleLog.problems).toEqual([]);
  });

  test('an invalid form hydrates with its messages and focus, then takes live messages and sends in place', async ({ page, consoleLog }) => {
    const who = visitor();
    const release = await openWithoutCode(page, HELP_PATHS.contact);
    const scope = main(page);
    await control(scope, H.emailLabel).fill(who.email);
    await release();
    await scope.getByRole('button', { name: H.sendMessage }).click();
    await hydrated(page);
    await expect(control(scope, H.nameLabel)).toBeFocused();
    expect(await messageOf(scope, H.nameLabel)).toBe(CONTACT_MESSAGES.nameRequired);
    await expect(control(scope, H.emailLabel)).toHaveValue(who.email);
    expect(await pageViolations(page)).toEqual([]);

    // The code carries on: live messages as the name changes, then a send with no new page.
    await markDocument(page);
    // The live rules come with the first use of the form, not with the page.
    await control(scope, H.nameLabel).fill('Cla');
    await expect.poll(() => messageOf(scope, H.nameLabel)).toBe(CONTACT_MESSAGES.nameTooShort);
    await control(scope, H.nameLabel).fill(who.name);
    await control(scope, H.messageLabel).fill('Sent by the code after all.');
    await scope.getByRole('button', { name: H.sendMessage }).click();
    await expect(scope.getByRole('heading', { name: H.thanksTitle })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    // Chromium logs the answer to the post itself, a 400 by design; nothing else may show.
    expect(
      consoleLog.problems.filter((problem) => !problem.includes(`status of 400 (Bad Request) (${new URL(FORM_PATHS.contactInfos, page.url()).href})`)),
    ).toEqual([]);
  });

  test("the newsletter's answer in the footer hydrates as it was, and a sign-up by the code replaces it with a toast", async ({ page, consoleLog }) => {
    const who = visitor();
    const release = await openWithoutCode(page, '/features');
    await control(footer(page), NEWSLETTER_TEXT.label).fill(who.email);
    await release();
    await footer(page).getByRole('button', { name: NEWSLETTER_TEXT.submit }).click();
    await hydrated(page);
    const status = footer(page).getByRole('status');
    await expect(status).toContainText(NEWSLETTER_TOASTS.success.title);
    await expect(status).toBeFocused();
    expect(await pageViolations(page)).toEqual([]);

    await control(footer(page), NEWSLETTER_TEXT.label).fill(visitor().email);
    await footerHydrated(page);
    await expect(status).toContainText(NEWSLETTER_TOASTS.success.title);
    await markDocument(page);
    await footer(page).getByRole('button', { name: NEWSLETTER_TEXT.submit }).click();
    await expect(page.locator('.toast').getByText(NEWSLETTER_TOASTS.success.title, { exact: true })).toBeVisible();
    await expect(status).toHaveCount(0);
    expect(await sameDocument(page)).toBe(true);
    expect(consoleLog.problems).toEqual([]);
  });
});
