/**
 * The shape of a marketing page's copy. Each page's wording is in the catalogues (its own
 * message module, `#messages/client/routes/marketing/<page>`, which pages and tests import); ids and addresses are in marketing-ids.ts.
 */

/** A titled point inside a section: a feature, an audience, something a project offers. */
export interface MarketingPoint {
  title: string;
  text: string;
}

/** A section's words; the page gives its heading's id (what the section is named by, aria-labelledby). */
export interface MarketingSectionCopy {
  title: string;
  paragraphs?: readonly string[];
  /** Titled points, shown as tiles. */
  points?: readonly MarketingPoint[];
  /** Steps in order (an ordered list). */
  steps?: readonly string[];
  /** A plain bulleted list. */
  list?: readonly string[];
}

export interface MarketingPageCopy {
  /** Document title (before " | nkoda") and last breadcrumb. */
  title: string;
  /** The page's one h1. */
  heading: string;
  /** Small line above the h1. */
  eyebrow: string;
  intro: string;
  /** Meta description and og:description. */
  description: string;
  keywords: readonly string[];
  sections: readonly MarketingSectionCopy[];
}

/** The closing call to action: a heading, a sentence and labelled links (the page gives its id). */
export interface MarketingCtaCopy {
  title: string;
  text: string;
}

/** The spot an application form will fill (made-not-born, nkoda-22-fund). */
export interface ApplyCopy {
  title: string;
  /** Who can apply: one paragraph. */
  who: string;
}
