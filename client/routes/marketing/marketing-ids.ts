import { contactEnquiryPath } from '../../../shared/paths';

/**
 * Ids and addresses of the marketing pages, apart from their words (each page's messages in the catalogues):
 * a catalogue holds only what a translator writes. `sections` names each
 * section's heading (aria-labelledby), in the order of the page's copy's sections.
 */

export const PARTNERSHIP_IDS = {
  sections: ['partner-publishers', 'partner-institutions'],
  publishers: 'partner-featured',
  cta: 'partner-contact',
} as const;

/** The contact form, opened on the partnership enquiry. */
export const PARTNERSHIP_CONTACT_HREF = contactEnquiryPath('partnership');

export const FEATURES_IDS = {
  sections: ['feature-reading', 'feature-annotation', 'feature-playlists', 'feature-sharing', 'feature-offline', 'feature-devices'],
  cta: 'features-start',
} as const;

export const MADE_NOT_BORN_IDS = {
  sections: ['mnb-offers', 'mnb-who', 'mnb-year'],
} as const;

export const FUND_IDS = {
  sections: ['fund-supports', 'fund-receives', 'fund-chosen'],
} as const;

export const REPRESENTATION_IDS = {
  sections: ['rep-why', 'rep-chosen', 'rep-commissions'],
  cta: 'rep-explore',
} as const;

export const WHAT_IS_NKODA_IDS = {
  sections: ['what-library', 'what-audience', 'what-how'],
  publishers: 'what-publishers',
  cta: 'what-start',
} as const;
