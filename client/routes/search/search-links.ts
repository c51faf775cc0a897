import { HELP_PATHS, contactEnquiryPath } from '../../../shared/paths';

/** Fixed addresses of the search and institutions pages (their wording is in search-strings.ts); tests import them. */

/** The request-content form of the Help area (SPEC "Help area"). */
export const REQUEST_CONTENT_PATH = HELP_PATHS.requestContent;

/** The request-content form, with the visitor's query filled in for them. */
export function requestContentHref(query: string): string {
  return query ? `${REQUEST_CONTENT_PATH}?${new URLSearchParams({ q: query })}` : REQUEST_CONTENT_PATH;
}

/**
 * The contact form. The query value travels into the form's extraProperties (SPEC "Contact info
 * submission"), so the team sees where the enquiry began.
 */
export const INSTITUTIONS_CONTACT_HREF = contactEnquiryPath('institutions');
