import { HELP_FORM_TEXT } from './help-form.messages';

/** The enquiries the contact page has an introduction of its own for (its ?enquiry=). */
type EnquiryKind = keyof typeof HELP_FORM_TEXT.siteContact.intro;

/** The /contact intro line for the `enquiry` query value; anything unknown gets the general one. */
export function siteContactIntro(enquiry: string | null): string {
  const intros = HELP_FORM_TEXT.siteContact.intro;
  return enquiry && Object.hasOwn(intros, enquiry) ? intros[enquiry as EnquiryKind] : intros.default;
}
