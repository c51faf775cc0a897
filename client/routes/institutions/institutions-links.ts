import { contactEnquiryPath } from '../../../shared/paths';

/**
 * The institutions page's way to the contact form; tests import it. The query value travels into
 * the form's extraProperties (docs/requirements.md §3.5), so the team sees where the enquiry began.
 */
export const INSTITUTIONS_CONTACT_HREF = contactEnquiryPath('institutions');
