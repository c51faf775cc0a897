/** Visitor-facing wording the product spec fixes outside the Help area. A strings module (issue 20). */
export const REGION_BANNER_TEXT = {
  /** SPEC section 2, word for word (its "due the" included). */
  message: 'This work is not available to view in your region. This is due the territorial restrictions applied by the publisher.',
} as const;
