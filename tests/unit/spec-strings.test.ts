import { describe, expect, it } from 'vitest';
import { formMessageIn } from '../../shared/forms/form-message';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider, createStore } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes } from '../../client/routes';
import { RegionBanner } from '../../client/components/layout/region-banner';
import { newsletterMessage } from '../../client/components/layout/newsletter-rules';
import { HELP_FAQ_TEXT } from '#messages/client/routes/help/help-faq';
import { bannerAtom } from '../../client/state/atoms';
import { HEADER_TEXT } from '#messages/client/components/layout/layout';
import { FOOTER_TEXT } from '#messages/client/components/layout/footer';
import { contactInfoSchema, contactLiveSchema, contactSubmitSchema, FORM_TYPES } from '../../shared/forms/contact-forms';
import { fieldErrors, NAME_MIN_LENGTH } from '../../shared/forms/field-rules';
import { HELP_CRUMBS, HELP_TEXT, NEWSLETTER_TOASTS } from '#messages/shared/help';
import { HELP_FORM_TEXT } from '#messages/client/components/site-forms/help-form';
import { FAQ_SCROLL_TOP_THRESHOLD_PX, TOAST_MS } from '../../shared/spec';
import { HELP_PATHS } from '../../shared/paths';
import { RELEASE_VERSIONS } from '../../shared/releases';
import {
  APPLINK_TOKEN_COOKIE,
  APPLINK_TOKEN_MAX_AGE_SECONDS,
  COOKIE_CONSENT,
  DEFAULT_CONTENT_TYPE,
  DESIGN_VERSION,
  FOOTER_BREAKPOINT_PX,
  HEADER_SOLID_SCROLL_PX,
  PREVIEW_QUERY_PARAM,
  PROGRESS_BAR,
  RESTRICTION,
  SHOW_UNPUBLISHED_COOKIE,
  THEMES,
  VIEWPORT_VAR_DELAY_MS,
} from '../../shared/spec';

/**
 * Every literal docs/requirements.md fixes, typed out here exactly as it gives it
 * (deliberately NOT imported from shared/, so a wording slip there cannot slip past a test that
 * reads its expectation from the same constant), next to what the code shows, sends or stores.
 * Where a value can be read from the code's behaviour (a schema's message, the rendered banner,
 * a route's page-view name) the row reads it that way. Comparisons are exact (`toBe`): one
 * character changed on either side fails its row.
 */

/** The first message each field gets from a schema, as the forms and the BFF's 400 show it. */
function messages(schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return fieldErrors(result.error as Parameters<typeof fieldErrors>[0], formMessageIn('en'));
}

const valid = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'More Bach, please.' };

/** The page-view name the route tree gives the page at `path` (the handle the layout sends). */
function pageViewOf(path: string): string | undefined {
  const walk = (list: RouteObject[]): RouteObject | undefined => {
    for (const route of list) {
      if (route.path === path) return route;
      const found = route.children && walk(route.children);
      if (found) return found;
    }
    return undefined;
  };
  const route = walk(routes);
  expect(route, `a route with path ${path}`).toBeDefined();
  return (route!.handle as { pageView?: string } | undefined)?.pageView;
}

/** The region banner's text as the layout renders it while a page asks for it. */
function regionBannerText(): string {
  const store = createStore();
  store.set(bannerAtom, 'region');
  const router = createMemoryRouter([{ id: 'page', path: '/', Component: RegionBanner }], { hydrationData: { loaderData: { page: null } } });
  const html = renderToStaticMarkup(createElement(Provider, { store }, createElement(RouterProvider, { router })));
  const text = /<p class="banner__text">([^<]*)<\/p>/.exec(html)?.[1];
  // React escapes the apostrophe-free sentence as is; nothing here needs unescaping.
  return text ?? `(no banner in ${html})`;
}

type Row = [what: string, spec: string | number, code: () => string | number | undefined];

const STRINGS: Row[] = [
  // docs/requirements.md §8: toasts.
  ['newsletter success toast title', 'Thanks for signing up', () => NEWSLETTER_TOASTS.success.title],
  ['newsletter success toast message', "We'll send you all the latest news by email.", () => NEWSLETTER_TOASTS.success.message],
  ['newsletter failure toast title', 'Error', () => NEWSLETTER_TOASTS.failure.title],
  ['newsletter failure toast message', 'Please try again', () => NEWSLETTER_TOASTS.failure.message],

  // docs/requirements.md §5.1: contact, report and request forms, live on change.
  ['live: empty name', 'Contact name is required', () => messages(contactLiveSchema, { ...valid, name: '' }).name],
  ['live: name under 4 characters', 'Name must be at least 4 characters long.', () => messages(contactLiveSchema, { ...valid, name: 'Ada' }).name],
  ['live: invalid email', 'Please enter a valid email', () => messages(contactLiveSchema, { ...valid, email: 'ada@' }).email],
  ['live: empty message', 'Message is required', () => messages(contactLiveSchema, { ...valid, message: '' }).message],
  // On submit.
  ['submit: empty name', 'Name is required', () => messages(contactSubmitSchema, { ...valid, name: '' }).name],
  ['submit: empty email', 'Please enter a valid email', () => messages(contactSubmitSchema, { ...valid, email: '' }).email],
  ['submit: empty message', 'Message is required', () => messages(contactSubmitSchema, { ...valid, message: '' }).message],
  // The BFF answers a bad post with the page's own words.
  ['BFF: empty name', 'Name is required', () => messages(contactInfoSchema, { ...valid, name: '', formType: 4 }).name],
  // Newsletter email.
  ['newsletter: empty, touched', 'Email is required', () => newsletterMessage({ value: '', touched: true, submitted: false }, 'en') ?? undefined],
  ['newsletter: empty, submitted', 'Email is required', () => newsletterMessage({ value: '', touched: false, submitted: true }, 'en') ?? undefined],
  [
    'newsletter: invalid, touched',
    'Enter a valid email address',
    () => newsletterMessage({ value: 'ada@', touched: true, submitted: false }, 'en') ?? undefined,
  ],

  // docs/requirements.md §2.4: the region banner.
  ['region banner', 'This work is not available to view in your region. This is due the territorial restrictions applied by the publisher.', regionBannerText],

  // docs/requirements.md §2.5: page-view names sent to analytics.
  ['page view: help contact', 'Website - Help - Contact', () => pageViewOf('/app/help/contact')],
  ['page view: help report', 'Website - Help - Report', () => pageViewOf('/app/help/report')],
  ['page view: help request content', 'Website - Help - Request', () => pageViewOf('/app/help/request-content')],
  ['page view: help FAQ', 'Website - Help - FAQ', () => pageViewOf('/app/help/faq')],

  // docs/requirements.md §2.1: the layout's named controls and footer columns.
  ['header: log-in button', 'Login', () => HEADER_TEXT.logIn],
  ['header: sign-up button', 'Get Started', () => HEADER_TEXT.getStarted],
  ['header: Partnership dropdown', 'Partnership', () => HEADER_TEXT.partnership],
  ['header: Learning dropdown', 'Learning', () => HEADER_TEXT.learning],
  ['footer column: About', 'About', () => FOOTER_TEXT.about],
  ['footer column: Our Projects', 'Our Projects', () => FOOTER_TEXT.ourProjects],
  ['footer column: Content', 'Content', () => FOOTER_TEXT.content],
  ['footer column: Legal', 'Legal', () => FOOTER_TEXT.legal],
  ['footer column: Support', 'Support', () => FOOTER_TEXT.support],

  // docs/requirements.md §2.5: the Help area's crumbs, titles, intros, fields and thank-you.
  ['crumb: help', 'Help', () => HELP_CRUMBS.help],
  ['crumb: FAQ', 'FAQ', () => HELP_CRUMBS.faq],
  ['crumb: contact', 'Contact', () => HELP_CRUMBS.contact],
  ['crumb: report', 'Report', () => HELP_CRUMBS.report],
  ['crumb: request content', 'Request content', () => HELP_CRUMBS.requestContent],
  ['contact title', 'Contact', () => HELP_TEXT.contact.title],
  ['contact intro', 'Get in touch', () => HELP_TEXT.contact.introTitle],
  ['report title', 'Report', () => HELP_TEXT.report.title],
  ['report intro', 'Give us feedback', () => HELP_TEXT.report.introTitle],
  ['request intro', "We're listening", () => HELP_TEXT.requestContent.introTitle],
  // The label and its required mark, as the form shows them (the mark is hidden from screen readers).
  ['request: name label', 'Name*', () => HELP_FORM_TEXT.nameLabel + HELP_FORM_TEXT.requestContent.requiredMark],
  ['request: email label', 'Email address*', () => HELP_FORM_TEXT.emailLabel + HELP_FORM_TEXT.requestContent.requiredMark],
  ['request: message label', 'What would you like to see on the product?', () => HELP_FORM_TEXT.requestContent.messageLabel],
  ['request: message placeholder', 'Type your message in here', () => HELP_FORM_TEXT.requestContent.messagePlaceholder],
  ['request: terms link', '/legal/end-user-licence-agreement', () => HELP_PATHS.terms],
  ['request: privacy link', '/legal/privacy-policy', () => HELP_PATHS.privacy],
  ['request: thank-you', 'We will be working hard to get this music for you.', () => HELP_FORM_TEXT.requestContent.thanks],
  ['back link', 'Back to home', () => HELP_FORM_TEXT.backToHome],
  ['back link target', '/app/help', () => HELP_PATHS.home],
  ["FAQ topic numbering 'n. Title'", '3. Title', () => HELP_FAQ_TEXT.topicLabel({ topic: 3, title: 'Title' })],
  ['FAQ question numbering topic.question', '3.2', () => HELP_FAQ_TEXT.questionNumber({ topic: 3, question: 2 })],

  // docs/requirements.md §3.4, §3.6 and §3.7: app state, enumerations and stored values.
  ['cookie-consent cookie', 'CookieConsent', () => COOKIE_CONSENT],
  ['design-version setting', 'designVersion', () => DESIGN_VERSION],
  ['show-unpublished flag', 'show-unpublished', () => SHOW_UNPUBLISHED_COOKIE],
  ['show-unpublished query parameter', 'strapi', () => PREVIEW_QUERY_PARAM],
  ['applink cookie', 'applink token', () => APPLINK_TOKEN_COOKIE],
  ['content holder default type', 'Upload', () => DEFAULT_CONTENT_TYPE],
  ['theme: white', '1', () => THEMES.white],
  ['theme: dark', '2', () => THEMES.dark],
  ['theme: old design', 'OldDesign', () => THEMES.old],

  // docs/requirements.md §9.4: release versions shown on /download.
  ['Mac release', '2.1.21', () => RELEASE_VERSIONS.Mac],
  ['Android release', '4.1.5', () => RELEASE_VERSIONS.Android],
  ['Windows release', '2.1.1428.0', () => RELEASE_VERSIONS.Windows],
];

const NUMBERS: Row[] = [
  ['toast display (ms)', 5000, () => TOAST_MS],
  ['name minimum length', 4, () => NAME_MIN_LENGTH],
  ['formType contact', 4, () => FORM_TYPES.contact],
  ['formType report', 5, () => FORM_TYPES.report],
  ['formType request content', 5, () => FORM_TYPES.request],
  ['restriction none', 0, () => RESTRICTION.none],
  ['restriction region', 1, () => RESTRICTION.region],
  ['restriction performance', 2, () => RESTRICTION.performance],
  ['footer breakpoint (px)', 820, () => FOOTER_BREAKPOINT_PX],
  ['header solid after scroll > (px)', 1, () => HEADER_SOLID_SCROLL_PX],
  ['FAQ scroll-to-top threshold (px)', 100, () => FAQ_SCROLL_TOP_THRESHOLD_PX],
  ['viewport-height variable delay (ms)', 100, () => VIEWPORT_VAR_DELAY_MS],
  // nprogress takes the minimum as a fraction: "minimum 8" (of 100) in docs/requirements.md §9.1.
  ['progress bar minimum (of 100)', 8, () => Math.round(PROGRESS_BAR.minimum * 100)],
  ['progress bar speed (ms)', 200, () => PROGRESS_BAR.speed],
  ['progress bar trickle (ms)', 300, () => PROGRESS_BAR.trickleSpeed],
  ['applink token kept (days)', 30, () => APPLINK_TOKEN_MAX_AGE_SECONDS / 86_400],
];

describe("the requirements' literal strings, as the code uses them (docs/requirements.md §2, §3, §5, §8, §9)", () => {
  it.each(STRINGS)('%s', (_what, spec, code) => {
    expect(code()).toBe(spec);
  });
});

describe("the requirements' numbers, as the code uses them (docs/requirements.md §3 and §9)", () => {
  it.each(NUMBERS)('%s', (_what, spec, code) => {
    expect(code()).toBe(spec);
  });
});
