import { HELP_FORM_TEXT, type EnquiryKind } from './help-form-strings';

/** The /contact intro line for the `enquiry` query value; anything unknown gets the general one. */
export function siteContactIntro(enquiry: string | null): string {
  const intros = HELP_FORM_TEXT.siteContact.intro;
  return enquiry && Object.hasOwn(intros, enquiry) ? intros[enquiry as EnquiryKind] : intros.default;
}
