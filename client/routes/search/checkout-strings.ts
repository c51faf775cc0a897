/**
 * Pricing-only wording (a plan link's offer, the return from checkout), apart from
 * search-strings.ts, whose chunk the search and institutions pages load too; tests import it.
 */

export const PLAN_OFFER_TEXT = {
  /** Marks the plan a `?productId=&planId=` link offers. */
  label: 'Your offer',
  /** Next to that plan when its link's discount was refused or gave no lower price. The code is not echoed: it is any text a link carries. */
  discountRefused: 'This discount code is not valid or has expired, so this is the full price.',
  /** Above the plans when a `?discount=` gave no plan a lower price (and no plan link was given). */
  pageDiscountRefused: 'Your discount code is not valid or has expired, so these are the full prices.',
  notFound: 'We could not find the plan in your link. Here are all our plans.',
} as const;

/** The panel after the payment provider sends the visitor back (`?checkout=complete`). */
export const CHECKOUT_RETURN_TEXT = {
  confirmingTitle: 'Confirming your subscription…',
  confirming: 'Thank you for subscribing. We are confirming it with our payment provider, which takes a moment.',
  confirmingHelp: 'If this message does not change, open the web app, where your subscription shows once it is confirmed, or contact us.',
  completeTitle: 'Your subscription is confirmed',
  complete: 'Welcome to nkoda. Open the web app to start playing from the whole library, or get the app for your phone, tablet or computer.',
  openWebApp: 'Open the web app',
  getTheApp: 'Get the app',
  failedTitle: 'We could not confirm your subscription',
  failed: 'Something went wrong while we confirmed it with our payment provider. Please try again; if it still does not work, contact us and we will put it right.',
  refused: 'We cannot confirm this checkout from this address: it may be incomplete or out of date. If you have paid, contact us and we will put it right.',
  retry: 'Try again',
  retrying: 'Trying again…',
  contactUs: 'Contact us',
} as const;
