/**
 * SPEC section 9: formType 4 for Contact, 5 for Report and Request content. Apart from the forms'
 * schemas (./contact-forms.ts) so a page that only names its form's type does not bring zod into
 * its first load.
 */
export const FORM_TYPES = { contact: 4, report: 5, request: 5 } as const;
