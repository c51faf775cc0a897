import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '#messages/shared/forms/form-messages';
import { HELP_CRUMBS, HELP_TEXT } from '#messages/shared/help';
import { HELP_FORM_TEXT as TEXT } from '#messages/client/components/site-forms/help-form';
import { anchors, canonical, crumbs, expectShell, h1, h1Count, jsonLdOfType, part } from '../support/page-html';
import { getPage, ORIGIN } from '../support/site';
import { unescapeHtml } from '../support/escape';
import { HELP_PATHS } from '../../shared/paths';

/** Labels of the form's fields, in order, without the "(required)" or "*" marker. */
function labels(html: string): string[] {
  const form = part(html, '<form class="form"', '</form>');
  return [...form.matchAll(/<label class="field__label"[^>]*>(.*?)<\/label>/gs)].map((m) =>
    unescapeHtml(m[1]!.replace(/<span class="field__required"[^>]*>.*?<\/span>/s, '').replace(/<[^>]*>/g, '')).trim(),
  );
}

/** Labels as they read on screen, marks included; and each mark, which must be hidden from screen readers. */
function shownLabels(html: string): { text: string[]; marks: string[] } {
  const found = [...part(html, '<form class="form"', '</form>').matchAll(/<label class="field__label"[^>]*>(.*?)<\/label>/gs)].map((m) => m[1]!);
  return {
    text: found.map((label) => unescapeHtml(label.replace(/<[^>]*>/g, '')).trim()),
    marks: found.flatMap((label) => [...label.matchAll(/<span class="field__required"[^>]*>/g)].map((m) => m[0])),
  };
}

/** Text of the intro section (its heading and sentence). */
function intro(html: string): { title: string; text: string } {
  const section = part(html, 'class="help-form-page__intro"', '</section>');
  const title = unescapeHtml(section.match(/<h2[^>]*>(.*?)<\/h2>/s)?.[1] ?? '');
  const text = unescapeHtml((section.match(/<p[^>]*>(.*?)<\/p>/s)?.[1] ?? '').replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ''));
  return { title, text };
}

async function page(path: string) {
  const { status, html } = await getPage(path);
  expect(status).toBe(200);
  expectShell(html);
  expect(h1Count(html)).toBe(1);
  // None of the messages of docs/requirements.md §5.1 shows before the visitor has typed or
  // submitted.
  for (const message of Object.values(CONTACT_MESSAGES)) expect(html).not.toContain(message);
  return html;
}

const helpCrumb = { name: HELP_CRUMBS.help, href: HELP_PATHS.home };

describe('help area: Contact', () => {
  it('renders its crumbs, title, intro with the Help Centre link, and the three fields', async () => {
    const html = await page(HELP_PATHS.contact);
    expect(crumbs(html)).toEqual([helpCrumb, { name: HELP_CRUMBS.contact, href: null }]);
    expect(jsonLdOfType(html, 'BreadcrumbList').itemListElement).toMatchObject([{ name: 'Help', item: `${ORIGIN}/app/help` }, { name: 'Contact' }]);
    expect(h1(html)).toBe(HELP_TEXT.contact.title);
    expect(html).toContain(`<title>${HELP_TEXT.contact.title} | nkoda</title>`);
    const { title, text } = intro(html);
    expect(title).toBe(HELP_TEXT.contact.introTitle);
    let helpCentreText = '';
    // The sentence around the link, and the link's own words (followed by the new-tab hint).
    for (const words of TEXT.contact.intro({ helpCentre: (linkText) => (helpCentreText = linkText) })) expect(text).toContain(words);
    expect(text).toContain('chat bot');
    const helpCentre = anchors(part(html, 'class="help-form-page__intro"', '</section>')).find((a) => a.text.startsWith(helpCentreText));
    expect(helpCentre?.href).toBe(env.HELP_CENTRE_URL);
    expect(helpCentre?.tag).toContain('target="_blank"');
    expect(labels(html)).toEqual([TEXT.nameLabel, TEXT.emailLabel, TEXT.messageLabel]);
    expect(html).toContain(`>${TEXT.sendMessage}</button>`);
    expect(canonical(html)).toBe(`${ORIGIN}${HELP_PATHS.contact}`);
  });
});

describe('help area: Report', () => {
  it('renders its crumbs, title, intro and the same fields', async () => {
    const html = await page(HELP_PATHS.report);
    expect(crumbs(html)).toEqual([helpCrumb, { name: HELP_CRUMBS.report, href: null }]);
    expect(h1(html)).toBe(HELP_TEXT.report.title);
    expect(intro(html)).toEqual({ title: HELP_TEXT.report.introTitle, text: TEXT.report.intro });
    expect(labels(html)).toEqual([TEXT.nameLabel, TEXT.emailLabel, TEXT.messageLabel]);
  });
});

describe('help area: Request content', () => {
  it('renders its crumbs, intro, labels, placeholder and the notice with both legal links', async () => {
    const html = await page(`${HELP_PATHS.requestContent}?q=hildegard`);
    expect(crumbs(html)).toEqual([helpCrumb, { name: HELP_CRUMBS.requestContent, href: null }]);
    expect(h1(html)).toBe(HELP_CRUMBS.requestContent);
    expect(intro(html)).toEqual({ title: HELP_TEXT.requestContent.introTitle, text: TEXT.requestContent.intro });
    expect(labels(html)).toEqual([TEXT.nameLabel, TEXT.emailLabel, TEXT.requestContent.messageLabel]);
    // The "Name*" and "Email address*" of docs/requirements.md §2.5.4 on screen; screen readers
    // hear the name and "required".
    const { requiredMark } = TEXT.requestContent;
    const shown = shownLabels(html);
    expect(shown.text).toEqual(['Name*', 'Email address*', `${TEXT.requestContent.messageLabel}${requiredMark}`]);
    expect(shown.marks).toEqual(Array(3).fill('<span class="field__required" aria-hidden="true">'));
    expect(part(html, '<form class="form"', '</form>').match(/<(?:input|textarea)[^>]*aria-required="true"/g)).toHaveLength(3);
    expect(html).toContain(`<p class="form__required-note" aria-hidden="true">${TEXT.requestContent.requiredNote}</p>`);
    expect(html).toMatch(new RegExp(`<textarea[^>]*placeholder="${TEXT.requestContent.messagePlaceholder}"`));
    const notice = part(html, 'class="form__notice"', '</p>');
    const links = { terms: '', privacy: '' };
    const sentence = TEXT.requestContent.notice({ terms: (text) => (links.terms = text), privacy: (text) => (links.privacy = text) }).join('');
    expect(unescapeHtml(notice.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, ''))).toContain(sentence);
    expect(anchors(notice).map((a) => [a.text, a.href])).toEqual([
      [links.terms, '/legal/end-user-licence-agreement'],
      [links.privacy, '/legal/privacy-policy'],
    ]);
    // The name is empty on arrival: the submit button is drawn unavailable from the start.
    expect(html).toMatch(new RegExp(`<button type="submit" class="[^"]*button--inactive[^"]*"[^>]*>${TEXT.requestContent.submit}</button>`));
  });
});

describe('/contact in the main layout', () => {
  it('renders the contact form with a title and intro of its own', async () => {
    const html = await page(HELP_PATHS.siteContact);
    expect(crumbs(html)).toEqual([
      { name: 'Home', href: '/' },
      { name: TEXT.siteContact.title, href: null },
    ]);
    expect(h1(html)).toBe(TEXT.siteContact.title);
    expect(intro(html)).toEqual({ title: TEXT.siteContact.introTitle, text: TEXT.siteContact.intro.default });
    expect(labels(html)).toEqual([TEXT.nameLabel, TEXT.emailLabel, TEXT.messageLabel]);
  });

  it('words its intro for the institutions and partnership enquiries', async () => {
    expect(intro(await page('/contact?enquiry=institutions')).text).toBe(TEXT.siteContact.intro.institutions);
    expect(intro(await page('/contact?enquiry=partnership')).text).toBe(TEXT.siteContact.intro.partnership);
    expect(intro(await page('/contact?enquiry=%3Cscript%3E')).text).toBe(TEXT.siteContact.intro.default);
  });
});
