import { expect, type Page } from '@playwright/test';
import { FORM_TYPES } from '../../shared/forms/contact-forms';
import { CONTACT_MESSAGES as MSG } from '#messages/shared/forms/form-messages';
import { FORM_PATHS } from '../../shared/forms/promotion-forms';
import { HELP_TEXT } from '#messages/shared/help';
import { HELP_PAGE_VIEWS } from '../../shared/spec';
import { FORM_TEXT } from '#messages/client/components/form-kit/form';
import { HELP_FORM_TEXT as TEXT } from '#messages/client/components/site-forms/help-form';
import { REQUEST_CONTENT_PATH, requestContentHref } from '../../client/routes/search/search-links';
import { fakeSupportChat, hydrated, loadHydrated, test, upstreamHook, ANALYTICS_ENDPOINT, axeBuilder } from './fixtures';
import { HELP_PATHS } from '../../shared/paths';

/** Where the BFF forwards contact infos on the demo upstream. */
const UPSTREAM_PATH = '/v4/promotion/contactinfos';

/** The address every test here sends from. */
const EMAIL = 'clara@example.com';

/**
 * Contact posts from this file the demo upstream received since this test began. Other files
 * share its list (never cleared) and post contact forms of their own alongside, from other addresses.
 */
let since = '';
const received = async (): Promise<Array<{ path: string; body: Record<string, unknown> }>> =>
  ((await upstreamHook('GET', '/__received')) as Array<{ path: string; body: Record<string, unknown>; time: string }>).filter(
    (r) => r.path === UPSTREAM_PATH && r.time >= since && r.body.email === EMAIL,
  );

// Every test reads the demo upstream's one list of received posts: one test at a time.
test.describe.configure({ mode: 'serial' });
test.beforeEach(() => {
  since = new Date().toISOString();
});

const field = (page: Page, label: string) => page.locator('main').getByLabel(label, { exact: false });
const messageOf = (page: Page, label: string) =>
  field(page, label).evaluate((el) => {
    const ids = (el.getAttribute('aria-describedby') ?? '').split(' ');
    const last = document.getElementById(ids[ids.length - 1] ?? '');
    return last?.classList.contains('field__error') ? last.textContent : null;
  });
const submitButton = (page: Page, name: string) => page.locator('main').getByRole('button', { name });

/** The three fields of a help form as messages show them: name, email, message. */
async function messages(page: Page, messageLabel: string = TEXT.messageLabel) {
  return [await messageOf(page, TEXT.nameLabel), await messageOf(page, TEXT.emailLabel), await messageOf(page, messageLabel)];
}

async function fill(page: Page, messageLabel: string = TEXT.messageLabel, message = 'The page turner skips a page in landscape.') {
  await field(page, TEXT.nameLabel).fill('Clara Wieck');
  await field(page, TEXT.emailLabel).fill(EMAIL);
  await field(page, messageLabel).fill(message);
}

/** Counts the posts the page makes to the BFF's contact path. */
function countPosts(page: Page): { count: number } {
  const posts = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === FORM_PATHS.contactInfos) posts.count += 1;
  });
  return posts;
}

test.describe('Contact (/app/help/contact)', () => {
  test('messages follow the typing with the live wording, and nothing is sent while one shows', async ({ page }) => {
    const posts = countPosts(page);
    await loadHydrated(page, HELP_PATHS.contact);
    await expect(page.getByRole('heading', { level: 1, name: HELP_TEXT.contact.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: HELP_TEXT.contact.introTitle })).toBeVisible();
    expect(await messages(page)).toEqual([null, null, null]);

    // The rules come with the first use of the form (they are not in the page's first load).
    await field(page, TEXT.nameLabel).fill('Cla');
    await expect.poll(() => messages(page)).toEqual([MSG.nameTooShort, null, null]);
    await field(page, TEXT.nameLabel).fill('');
    expect(await messages(page)).toEqual([MSG.contactNameRequired, null, null]);
    await field(page, TEXT.emailLabel).fill('clara@');
    await field(page, TEXT.messageLabel).fill('x');
    await field(page, TEXT.messageLabel).fill('');
    expect(await messages(page)).toEqual([MSG.contactNameRequired, MSG.email, MSG.messageRequired]);

    // Submitting while messages show sends nothing and keeps the live wording.
    await submitButton(page, TEXT.sendMessage).click();
    await expect(field(page, TEXT.nameLabel)).toBeFocused();
    expect(await messages(page)).toEqual([MSG.contactNameRequired, MSG.email, MSG.messageRequired]);

    await field(page, TEXT.nameLabel).fill('Clara Wieck');
    await field(page, TEXT.emailLabel).fill('clara@example.com');
    expect(await messages(page)).toEqual([null, null, MSG.messageRequired]);
    await submitButton(page, TEXT.sendMessage).click();
    await expect(field(page, TEXT.messageLabel)).toBeFocused();
    expect(posts.count).toBe(0);
    expect(await received()).toEqual([]);
  });

  test('an untouched form submitted shows the submit wording, and axe finds nothing', async ({ page }) => {
    const posts = countPosts(page);
    await loadHydrated(page, HELP_PATHS.contact);
    // A first submit waits for the form's rules, then shows their messages.
    await submitButton(page, TEXT.sendMessage).click();
    await expect.poll(() => messages(page)).toEqual([MSG.nameRequired, MSG.email, MSG.messageRequired]);
    await expect(field(page, TEXT.nameLabel)).toBeFocused();
    await expect(field(page, TEXT.nameLabel)).toHaveAttribute('aria-invalid', 'true');
    // Typing replaces the submit message with the live one.
    await field(page, TEXT.nameLabel).fill('Cl');
    expect(await messageOf(page, TEXT.nameLabel)).toBe(MSG.nameTooShort);
    const { violations } = await axeBuilder(page).analyze();
    expect(violations).toEqual([]);
    expect(posts.count).toBe(0);
  });

  test('a valid message is sent once with formType 4 and the page query, then thanked', async ({ page }) => {
    const posts = countPosts(page);
    await loadHydrated(page, `${HELP_PATHS.contact}?source=app&topic=billing`);
    await fill(page);
    // Hold the post so the double click lands while the first is on its way.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${FORM_PATHS.contactInfos}`, async (route) => {
      await held;
      await route.continue();
    });
    await submitButton(page, TEXT.sendMessage).dblclick();
    await expect(submitButton(page, FORM_TEXT.sending)).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: TEXT.thanksTitle })).toBeVisible();
    await expect(page.getByText(TEXT.contact.thanks)).toBeVisible();
    await expect(page.getByRole('link', { name: TEXT.backToHome })).toHaveAttribute('href', HELP_PATHS.home);
    await expect(page.locator('main form')).toHaveCount(0);
    expect(posts.count).toBe(1);
    const rows = await received();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toMatchObject({
      name: 'Clara Wieck',
      email: 'clara@example.com',
      message: 'The page turner skips a page in landscape.',
      formType: FORM_TYPES.contact,
      extraProperties: { source: 'app', topic: 'billing' },
    });
  });

  test('a failure says so beside the button, keeps every field, and a retry sends once', async ({ page }) => {
    await loadHydrated(page, HELP_PATHS.contact);
    await fill(page);
    // The network drops the first attempt.
    await page.route(`**${FORM_PATHS.contactInfos}`, (route) => route.abort('failed'), { times: 1 });
    await submitButton(page, TEXT.sendMessage).click();
    await expect(page.getByRole('alert').filter({ hasText: FORM_TEXT.unavailable })).toBeVisible();
    await expect(field(page, TEXT.nameLabel)).toHaveValue('Clara Wieck');
    await expect(field(page, TEXT.emailLabel)).toHaveValue('clara@example.com');
    await expect(field(page, TEXT.messageLabel)).toHaveValue('The page turner skips a page in landscape.');

    // A refusal is told apart from an outage, and still keeps the fields.
    await page.route(`**${FORM_PATHS.contactInfos}`, (route) => route.fulfill({ status: 422, json: { error: 'refused' } }), { times: 1 });
    await submitButton(page, TEXT.sendMessage).click();
    await expect(page.getByRole('alert').filter({ hasText: FORM_TEXT.refused })).toBeVisible();
    await expect(field(page, TEXT.messageLabel)).toHaveValue('The page turner skips a page in landscape.');

    await submitButton(page, TEXT.sendMessage).click();
    await expect(page.getByRole('heading', { name: TEXT.thanksTitle })).toBeVisible();
    expect(await received()).toHaveLength(1);
  });
});

test('Report sends formType 5 and thanks with the way back to the help area', async ({ page }) => {
  await loadHydrated(page, HELP_PATHS.report);
  await expect(page.getByRole('heading', { level: 1, name: HELP_TEXT.report.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: HELP_TEXT.report.introTitle })).toBeVisible();
  await submitButton(page, TEXT.sendMessage).click();
  await expect.poll(() => messages(page)).toEqual([MSG.nameRequired, MSG.email, MSG.messageRequired]);
  expect((await axeBuilder(page).analyze()).violations).toEqual([]);
  await fill(page, TEXT.messageLabel, 'Search ignores accents in composer names.');
  await submitButton(page, TEXT.sendMessage).click();
  await expect(page.getByText(TEXT.report.thanks)).toBeVisible();
  await expect(page.getByRole('link', { name: TEXT.backToHome })).toHaveAttribute('href', HELP_PATHS.home);
  const rows = await received();
  expect(rows.map((r) => r.body)).toMatchObject([
    { name: 'Clara Wieck', formType: FORM_TYPES.report, message: 'Search ignores accents in composer names.', extraProperties: {} },
  ]);
});

test.describe('Request content (/app/help/request-content)', () => {
  const MESSAGE = TEXT.requestContent.messageLabel;
  const SUBMIT = TEXT.requestContent.submit;

  test('the submit button looks unavailable while the name is empty or a message shows, and stays operable', async ({ page }) => {
    const posts = countPosts(page);
    await loadHydrated(page, HELP_PATHS.requestContent);
    const button = submitButton(page, SUBMIT);
    // The button's colour eases between looks; read the end state, not a frame of the transition.
    await button.evaluate((el) => {
      el.style.transition = 'none';
    });
    const look = () => button.evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect(button).toHaveClass(/button--inactive/);
    const inactiveLook = await look();

    await field(page, TEXT.nameLabel).fill('Clara Wieck');
    await expect(button).not.toHaveClass(/button--inactive/);
    const activeLook = await look();
    expect(activeLook).not.toBe(inactiveLook);

    await field(page, TEXT.emailLabel).fill('clara');
    await expect(button).toHaveClass(/button--inactive/);
    expect(await look()).toBe(inactiveLook);
    await field(page, TEXT.emailLabel).fill('clara@example.com');
    await expect(button).not.toHaveClass(/button--inactive/);

    await field(page, TEXT.nameLabel).fill('');
    await expect(button).toHaveClass(/button--inactive/);
    expect(await messageOf(page, TEXT.nameLabel)).toBe(MSG.contactNameRequired);
    await field(page, TEXT.nameLabel).fill('Clara Wieck');
    await expect(button).not.toHaveClass(/button--inactive/);

    // Only styled: a click while it looks unavailable shows the submit messages and sends nothing.
    await field(page, TEXT.nameLabel).fill('');
    await button.click();
    expect(await messages(page, MESSAGE)).toEqual([MSG.contactNameRequired, null, null]);
    await page.reload();
    await hydrated(page);
    await expect(button).toBeEnabled();
    await button.click();
    await expect.poll(() => messages(page, MESSAGE)).toEqual([MSG.nameRequired, MSG.email, MSG.messageRequired]);
    await expect(button).toHaveClass(/button--inactive/);
    expect(posts.count).toBe(0);
  });

  test('shows its fields, placeholder and terms notice, and axe finds nothing with messages showing', async ({ page }) => {
    await loadHydrated(page, HELP_PATHS.requestContent);
    await expect(page.getByRole('heading', { level: 2, name: HELP_TEXT.requestContent.introTitle })).toBeVisible();
    await expect(field(page, MESSAGE)).toHaveAttribute('placeholder', TEXT.requestContent.messagePlaceholder);
    // On screen "Name*" and "Email address*" (docs/requirements.md §2.5.4); to a screen reader
    // "Name" and "Email address", required.
    const form = page.locator('main form');
    await expect(form.locator('label.field__label')).toHaveText(['Name*', 'Email address*', `${MESSAGE}${TEXT.requestContent.requiredMark}`]);
    for (const name of [TEXT.nameLabel, TEXT.emailLabel, MESSAGE]) {
      await expect(form.getByRole('textbox', { name, exact: true })).toHaveAttribute('aria-required', 'true');
    }
    const notice = page.locator('.form__notice');
    const links = { terms: '', privacy: '' };
    TEXT.requestContent.notice({ terms: (text) => (links.terms = text), privacy: (text) => (links.privacy = text) });
    await expect(notice.getByRole('link', { name: links.terms })).toHaveAttribute('href', HELP_PATHS.terms);
    await expect(notice.getByRole('link', { name: links.privacy })).toHaveAttribute('href', HELP_PATHS.privacy);
    await submitButton(page, SUBMIT).click();
    await expect.poll(() => messages(page, MESSAGE)).toEqual([MSG.nameRequired, MSG.email, MSG.messageRequired]);
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
  });

  test('a name typed past its bound and a message pasted past its bound say "at most" beside their fields, keep all of it, and send nothing', async ({
    page,
  }) => {
    const posts = countPosts(page);
    await loadHydrated(page, HELP_PATHS.requestContent);
    // 219 characters once the trailing space is trimmed: the name takes 200.
    const name = 'Clara Josephine Wieck '.repeat(10);
    await field(page, TEXT.nameLabel).fill(name);
    await expect.poll(() => messageOf(page, TEXT.nameLabel)).toBe('Name must be at most 200 characters long.');
    // Nothing was cut: the visitor sees what they typed and can shorten it themselves.
    await expect(field(page, TEXT.nameLabel)).toHaveValue(name);

    await field(page, TEXT.emailLabel).fill(EMAIL);
    // A long text pasted in one go, as the browser inserts a paste.
    const pasted = 'Every string quartet Fanny Hensel wrote, please. '.repeat(110);
    expect(pasted.trim().length).toBeGreaterThan(5000);
    await field(page, MESSAGE).focus();
    await page.keyboard.insertText(pasted);
    await expect.poll(() => messageOf(page, MESSAGE)).toBe('Message must be at most 5,000 characters long.');
    await expect(field(page, MESSAGE)).toHaveValue(pasted);
    expect(await messageOf(page, TEXT.emailLabel)).toBeNull();

    await submitButton(page, SUBMIT).click();
    await expect(field(page, TEXT.nameLabel)).toBeFocused();
    expect(await messages(page, MESSAGE)).toEqual(['Name must be at most 200 characters long.', null, 'Message must be at most 5,000 characters long.']);
    expect(posts.count).toBe(0);
    expect(await received()).toEqual([]);
  });

  test('a request from the search page is sent with formType 5 and its query, then thanked', async ({ page }) => {
    expect(requestContentHref('hildegard von bingen').startsWith(REQUEST_CONTENT_PATH)).toBe(true);
    await loadHydrated(page, requestContentHref('hildegard von bingen'));
    await fill(page, MESSAGE, 'The complete Symphonia, please.');
    await submitButton(page, SUBMIT).click();
    await expect(page.getByText(TEXT.requestContent.thanks)).toBeVisible();
    await expect(page.getByRole('link', { name: TEXT.backToHome })).toHaveAttribute('href', HELP_PATHS.home);
    const rows = await received();
    expect(rows.map((r) => r.body)).toMatchObject([
      {
        name: 'Clara Wieck',
        email: 'clara@example.com',
        message: 'The complete Symphonia, please.',
        formType: FORM_TYPES.request,
        extraProperties: { q: 'hildegard von bingen' },
      },
    ]);
  });
});

test.describe('/contact in the main layout', () => {
  test('sends the contact form with the enquiry it came from, and thanks with the way back', async ({ page }) => {
    await loadHydrated(page, '/contact?enquiry=institutions');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.siteContact.title })).toBeVisible();
    await expect(page.getByText(TEXT.siteContact.intro.institutions)).toBeVisible();
    // A first submit waits for the form's rules, then shows their messages.
    await submitButton(page, TEXT.sendMessage).click();
    await expect.poll(() => messages(page)).toEqual([MSG.nameRequired, MSG.email, MSG.messageRequired]);
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await fill(page, TEXT.messageLabel, 'Thirty licences for our music department.');
    await submitButton(page, TEXT.sendMessage).click();
    await expect(page.getByRole('heading', { name: TEXT.thanksTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: TEXT.backToHome })).toHaveAttribute('href', HELP_PATHS.home);
    const rows = await received();
    expect(rows.map((r) => r.body)).toMatchObject([{ formType: FORM_TYPES.contact, extraProperties: { enquiry: 'institutions' } }]);
  });
});

test.describe('support chat and page views', () => {
  test('Request content and /contact leave the chat alone', async ({ page }) => {
    const calls = await fakeSupportChat(page);
    await loadHydrated(page, HELP_PATHS.requestContent);
    await loadHydrated(page, HELP_PATHS.siteContact);
    expect(await calls()).toEqual([]);
  });

  test('each help form page sends the page-view name the requirements give it', async ({ page }) => {
    const views: Array<{ path: string; name: string | undefined }> = [];
    await page.route(ANALYTICS_ENDPOINT, async (route) => {
      const event = JSON.parse(route.request().postData() ?? '{}') as { n: string; u: string; p?: { name?: string } };
      if (event.n === 'pageview') views.push({ path: new URL(event.u).pathname, name: event.p?.name });
      await route.fulfill({ status: 202, body: 'ok' });
    });
    const expected = [
      { path: HELP_PATHS.contact, name: HELP_PAGE_VIEWS.contact },
      { path: HELP_PATHS.report, name: HELP_PAGE_VIEWS.report },
      { path: HELP_PATHS.requestContent, name: HELP_PAGE_VIEWS.request },
    ];
    for (const [i, view] of expected.entries()) {
      await loadHydrated(page, view.path);
      await expect.poll(() => views.length).toBe(i + 1);
    }
    expect(views).toEqual(expected);
  });
});
