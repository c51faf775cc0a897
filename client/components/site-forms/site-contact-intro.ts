import type { HELP_FORM_TEXT } from '#messages/client/components/site-forms/help-form';

/** The enquiries the contact page has an introduction of its own for (its ?enquiry=). */
type Intros = typeof HELP_FORM_TEXT.siteContact.intro;
type EnquiryKind = keyof Intros;

/** The /contact intro line for the `enquiry` query value, of the page's `intros`; anything unknown gets the general one. */
export function siteContactIntro(enquiry: string | null, intros: Intros): string {
  return enquiry && Object.hasOwn(intros, enquiry) ? intros[enquiry as EnquiryKind] : intros.default;
}
