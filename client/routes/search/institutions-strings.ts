/**
 * Visible wording of the institutions and pricing pages, apart from the search page's so that
 * neither page's first load carries the other's words; their fixed addresses are in search-links.ts.
 */

export const INSTITUTIONS_TEXT = {
  title: 'nkoda for institutions',
  crumb: 'Institutions',
  description:
    'nkoda for music schools, conservatoires, choirs and orchestras: one digital library of publishers\u2019 editions for every student, teacher and player.',
  intro:
    'Music schools and conservatoires use nkoda to give every student and teacher the same library of publishers\u2019 editions, on any device, with annotations shared across classes, sections and ensembles.',
  featured: 'Institutions using nkoda',
  ctaTitle: 'Bring nkoda to your institution',
  ctaText: 'Tell us about your school, conservatoire or ensemble and we will set up access that fits how you teach and rehearse.',
  ctaLink: 'Contact us',
  keywords: ['music schools', 'conservatoires', 'digital sheet music for education', 'orchestras', 'choirs'],
} as const;

export const PRICING_TEXT = {
  title: 'Plans and pricing',
  crumb: 'Pricing',
  description: 'nkoda subscription plans and prices on the web and in the app stores, each with a free trial.',
  intro: 'Every plan opens the whole library on all your devices and starts with a free trial.',
  plans: 'Subscribe on the web',
  startTrial: 'Start free trial',
  /** The plan's button while its checkout session is being made. */
  startingCheckout: 'Starting checkout…',
  checkoutFailed: 'We could not start the checkout just now. Please try again in a moment.',
  discounted: (price: string) => `With your discount: ${price}`,
  stores: 'Prices in the app stores',
  storesCaption: 'Subscription prices by store and plan, in pounds sterling',
  storeColumn: 'Store',
  trialColumn: 'Free trial',
  trialDays: (days: number) => `${days} days`,
  notOffered: 'Not offered',
  noTrial: 'None',
  /** A store's several trial lengths: "7 days or 30 days". */
  trialsList: (trials: readonly string[]) => trials.join(' or '),
  keywords: ['nkoda pricing', 'sheet music subscription', 'free trial', 'student plan'],
  /** After "Start free trial", for assistive technology: "with Student monthly". */
  trialWith: (plan: string) => `with ${plan}`,
  /** The structured data's name of what the plans sell. */
  productName: 'nkoda subscription',
  /** "per month" / "per year". */
  perInterval: (interval: 'month' | 'year') => (interval === 'month' ? 'per month' : 'per year'),
  /** "£9.99 per month". */
  price: (price: string, per: string) => `${price} ${per}`,
  /** "30-day free trial". */
  trial: (days: number) => `${days}-day free trial`,
  /** A yearly price as its monthly equivalent: "£8.33 a month, billed yearly". */
  monthlyEquivalent: (price: string) => `${price} a month, billed yearly`,
} as const;

/** How the stores are named to visitors. */
export const STORE_NAMES = {
  web: 'Web',
  apple: 'Apple App Store',
  google: 'Google Play',
  windows: 'Microsoft Store',
} as const;

/** Column headings of the store table, by billing interval. */
export const INTERVAL_COLUMNS = { month: 'Monthly', year: 'Annual' } as const;
