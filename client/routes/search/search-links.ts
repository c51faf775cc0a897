import { HELP_PATHS } from '../../../shared/paths';

/** Fixed addresses of the search page (its wording is in the catalogues, `#messages/client/routes/search/search`); tests import them. */

/** The request-content form of the Help area (docs/requirements.md §2.5.4). */
export const REQUEST_CONTENT_PATH = HELP_PATHS.requestContent;

/**
 * The request-content form, with the visitor's query and, in words, the filters they had chosen
 * (`filters`, e.g. "Difficulty: Intermediate (3); Period: Romantic"); the form puts both into its
 * message and both travel as extraProperties.
 */
export function requestContentHref(query: string, filters = ''): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (filters) params.set('filters', filters);
  const text = params.toString();
  return text ? `${REQUEST_CONTENT_PATH}?${text}` : REQUEST_CONTENT_PATH;
}
