/**
 * BFF paths of the forms (docs/requirements.md §10.3: promotion paths mirror upstream), where the
 * pages post them, natively or by their code. A module of its own, with no rules in it: the
 * footer's newsletter form names its path on every page's first load, without zod.
 */
export const FORM_PATHS = {
  learningSpace: '/api/v4/promotion/learningspace',
  madeNotBorn: '/api/v4/promotion/madenotborn',
  /** The fund's upstream is a configured URL (docs/requirements.md §7.3, "{token}"), so its BFF path is the site's own. */
  fund: '/api/forms/fund',
  contactInfos: '/api/v4/promotion/contactinfos',
  newsletter: '/api/v4/promotion/newslettersubscribers',
} as const;
