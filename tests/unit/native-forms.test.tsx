import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ANALYTICS_FORMS } from '../../shared/analytics-events';
import { FORM_TYPES } from '../../shared/forms/contact-forms';
import { CONTACT_MESSAGES, FIELD_MESSAGES, NEWSLETTER_MESSAGES } from '#messages/shared/forms/form-messages';
import { FORM_NAME_FIELD, PAGE_FIELD, type FormOutcome } from '../../shared/forms/form-outcome';
import { FORM_PATHS } from '../../shared/forms/promotion-forms';
import { NEWSLETTER_TOASTS } from '#messages/shared/help';
import type { PublicConfig } from '../../shared/public-config';
import { FORM_TEXT } from '#messages/client/components/form-kit/form';
import { ContactForm } from '../../client/components/site-forms/contact-form';
import { HELP_FORM_TEXT } from '#messages/client/components/site-forms/help-form';
import { LearningSpaceForm } from '../../client/components/site-forms/learning-space-form';
import { MadeNotBornForm } from '../../client/components/site-forms/made-not-born-form';
import { PROMOTION_FORM_TEXT } from '#messages/client/components/site-forms/promotion-form';
import { NewsletterForm } from '../../client/components/layout/newsletter-form';
import { ToastRegion } from '../../client/components/toast/toast-region';
import { createAppStore } from '../../client/state/store';
import { escapeHtml, escapeRegExp, unescapeHtml } from '../support/escape';

/**
 * Issue 31: every form works before and without the page's code. These read the server's HTML
 * (the browser side is tests/e2e/forms-without-code.spec.ts): each form posts natively to its BFF
 * path with the hidden fields the BFF answers by, no button waits for code, and a page rendered
 * with a native post's outcome shows it.
 */

const CONFIG = { publicOrigin: 'https://www.nkoda.com', webAppUrl: 'https://app.nkoda.com', analyticsKey: '', fundFormOpen: true } as PublicConfig;

/** `element` rendered at `address` as the worker renders a page: a static handler under the language's basename. */
async function render(element: ReactNode, address: string, form?: FormOutcome, basename = '/'): Promise<string> {
  const handler = createStaticHandler([{ path: '*', element }], { basename });
  const context = await handler.query(new Request(`https://www.nkoda.com${address}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  const store = createAppStore(CONFIG, { cookieConsent: false, showUnpublished: false, country: null, form });
  return renderToStaticMarkup(
    <Provider store={store}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </Provider>,
  );
}

/** The attributes of the first `<form` tag (attribute names are case-insensitive in HTML: React writes some in camel case). */
const formTag = (html: string) => (/<form [^>]*>/.exec(html)?.[0] ?? '').toLowerCase();
const hidden = (html: string, name: string) => new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? null;
const contact = <ContactForm formType={FORM_TYPES.contact} formLabel={HELP_FORM_TEXT.contact.formLabel} thanks={HELP_FORM_TEXT.contact.thanks} />;

describe('a form as the server renders it', () => {
  it('posts natively to its BFF path, with the page (language prefix and query) and its hidden fields', async () => {
    const html = await render(contact, '/fr/app/help/contact?enquiry=institutions&x=a%20b', undefined, '/fr');
    expect(formTag(html)).toMatch(/^<form class="form" /);
    for (const attribute of ['method="post"', `action="${FORM_PATHS.contactInfos}"`, 'novalidate=""']) expect(formTag(html)).toContain(attribute);
    expect(unescapeHtml(hidden(html, PAGE_FIELD)!)).toBe('/fr/app/help/contact?enquiry=institutions&x=a%20b');
    expect(hidden(html, FORM_NAME_FIELD)).toBe(ANALYTICS_FORMS.contact);
    expect(hidden(html, 'formType')).toBe(String(FORM_TYPES.contact));
    for (const name of ['name', 'email', 'message', 'website']) expect(html).toMatch(new RegExp(`<(input|textarea)[^>]* name="${name}"`));
    // No button waits for code.
    expect(html).not.toMatch(/<button[^>]*disabled/);
  });

  it('names the English page without a prefix, and the home page of a language as its prefix', async () => {
    expect(hidden(await render(contact, '/app/help/report'), PAGE_FIELD)).toBe('/app/help/report');
    expect(hidden(await render(<NewsletterForm />, '/de', undefined, '/de'), PAGE_FIELD)).toBe('/de');
  });

  it("carries the learning-space registration's event, and the newsletter no form name and no toast region", async () => {
    const html = await render(<LearningSpaceForm eventSlug="score-reading" eventTitle="Score reading" instruments={null} />, '/learning-spaces/score-reading');
    expect(html).toContain(`action="${FORM_PATHS.learningSpace}"`);
    expect(hidden(html, 'event')).toBe('score-reading');
    expect(hidden(html, FORM_NAME_FIELD)).toBe(ANALYTICS_FORMS.learningSpace);
    const newsletter = await render(<NewsletterForm />, '/features');
    for (const attribute of ['method="post"', `action="${FORM_PATHS.newsletter}"`, 'novalidate=""']) expect(formTag(newsletter)).toContain(attribute);
    expect(hidden(newsletter, FORM_NAME_FIELD)).toBeNull();
    expect(newsletter).not.toMatch(/<button[^>]*disabled/);
    // The toast region is the browser's alone: the server sends none, so a native post's answer is
    // never looked for there (the outcome shows by the form, below).
    expect(await render(<ToastRegion />, '/features')).not.toContain('toast-region');
  });
});

describe('a page rendered with a native post outcome', () => {
  it('invalid: the messages by their fields, the values typed, and autofocus on the first field in error', async () => {
    const html = await render(contact, '/app/help/contact', {
      form: 'contactinfos',
      state: 'invalid',
      fields: { email: CONTACT_MESSAGES.email, message: CONTACT_MESSAGES.messageRequired },
      values: { name: 'Clara Wieck', email: 'clara@', message: '' },
    });
    expect(html).toContain(`>${CONTACT_MESSAGES.email}</p>`);
    expect(html).toContain(`>${CONTACT_MESSAGES.messageRequired}</p>`);
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="Clara Wieck"/);
    expect(html).toMatch(/<input[^>]*name="email"[^>]*value="clara@"/);
    // React writes `autofocus` (a browser focuses it on load, with or without code), once.
    expect(html.match(/autofocus=""/g)).toHaveLength(1);
    expect(html).toMatch(/<input[^>]*autofocus=""[^>]*name="email"|<input[^>]*name="email"[^>]*autofocus=""/);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="email"|<input[^>]*name="email"[^>]*aria-invalid="true"/);
  });

  it('sent: the thanks in place of the form, focused on load', async () => {
    const html = await render(<MadeNotBornForm />, '/made-not-born', { form: 'madenotborn', state: 'sent' });
    expect(html).toContain(PROMOTION_FORM_TEXT.madeNotBorn.thanksTitle);
    expect(html).not.toContain('<form');
    expect(html).toMatch(/<div class="form-thanks" role="status" tabindex="-1" autofocus="">/);
  });

  it("another form's outcome changes nothing", async () => {
    const fresh = await render(<MadeNotBornForm />, '/made-not-born');
    expect(await render(<MadeNotBornForm />, '/made-not-born', { form: 'newslettersubscribers', state: 'sent' })).toBe(fresh);
  });

  it('refused or unavailable: the failure beside the button, the values kept', async () => {
    const html = await render(<MadeNotBornForm />, '/made-not-born', {
      form: 'madenotborn',
      state: 'unavailable',
      values: { name: 'Ada Lovelace', email: 'ada@example.com', discipline: 'Composer', link: '', message: 'A quartet.' },
    });
    expect(html).toContain(`role="alert">${FORM_TEXT.unavailable}</p>`);
    expect(html).toMatch(/<option value="Composer" selected="">/);
    expect(html).toContain('>A quartet.</textarea>');
    expect(html).not.toContain('autofocus');
    expect(html).not.toContain(FIELD_MESSAGES.nameRequired);
  });

  it("newsletter: the sign-up's answer as an announced status in the footer, or the message by the field", async () => {
    const sent = await render(<NewsletterForm />, '/features', { form: 'newslettersubscribers', state: 'sent' });
    expect(sent).toMatch(
      new RegExp(
        `role="status" tabindex="-1" autofocus=""><p[^>]*>${escapeRegExp(NEWSLETTER_TOASTS.success.title)}</p>` +
          `<p[^>]*>${escapeRegExp(escapeHtml(NEWSLETTER_TOASTS.success.message))}</p>`,
      ),
    );
    const failed = await render(<NewsletterForm />, '/features', { form: 'newslettersubscribers', state: 'failed' });
    expect(failed).toContain(`>${NEWSLETTER_TOASTS.failure.title}</p>`);
    expect(failed).toContain(`>${NEWSLETTER_TOASTS.failure.message}</p>`);
    const invalid = await render(<NewsletterForm />, '/features', {
      form: 'newslettersubscribers',
      state: 'invalid',
      fields: { email: NEWSLETTER_MESSAGES.invalid },
      values: { email: 'ada@' },
    });
    expect(invalid).toContain(`>${NEWSLETTER_MESSAGES.invalid}</p>`);
    expect(invalid).toMatch(/<input[^>]*autofocus=""[^>]*value="ada@"/);
    expect(invalid).not.toContain('role="status"');
  });
});
