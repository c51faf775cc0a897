import type { PageViewKind } from './spec';

/**
 * The named analytics events (docs/requirements.md §1.2: "record a named event with properties"),
 * defined once so the pages that send them and the tests that read them cannot drift apart. Only
 * the names and their property shapes live here; sending is `trackEvent` in
 * client/lib/analytics.ts.
 */
export const ANALYTICS_EVENTS = {
  newsletterSignup: 'Newsletter signup',
  formSent: 'Form sent',
  downloadClicked: 'Download clicked',
  deepLinkOpened: 'Deep link opened',
  checkoutStarted: 'Checkout started',
} as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** How each form kit form is named in the 'Form sent' event's `form` property. */
export const ANALYTICS_FORMS = {
  contact: 'Contact',
  report: 'Report',
  requestContent: 'Request content',
  learningSpace: 'Learning space',
  madeNotBorn: 'Made not born',
  fund: 'Fund',
} as const;

export type AnalyticsFormName = (typeof ANALYTICS_FORMS)[keyof typeof ANALYTICS_FORMS];

/** The properties each event carries; an event with none takes an empty object. */
export interface AnalyticsEventProps {
  'Newsletter signup': Record<string, never>;
  'Form sent': { form: AnalyticsFormName };
  /** Which store or download the visitor chose, e.g. 'apple', 'google', 'windows', 'mac'. */
  'Download clicked': { platform: string };
  /** Which kind of deep link was opened (the deep-link kinds of client/lib/deep-link.ts). */
  'Deep link opened': { kind: string };
  /** The plan's id, as the subscription service names it. */
  'Checkout started': { plan: string };
}

/**
 * What the page view of an item page carries besides its address (docs/requirements.md §3.6:
 * page-view kinds), as the event's `kind` and `ref` properties; other pages' views carry neither.
 */
export interface PageViewItem {
  kind: PageViewKind;
  /** The item's ref (an edition's editionRef, an artist's artistRef, a publisher's id, an instrument's instrumentRef). */
  ref: string | null;
}
