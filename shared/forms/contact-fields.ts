/**
 * What the help area's contact forms render with, apart from their rules (contact-forms.ts, built
 * with zod): the form types, the bounds and the query-string map. No zod here, so a page with one
 * of these forms carries none of the rules in its first load (they come on first use).
 */

/** docs/requirements.md §9.1: formType 4 for Contact, 5 for Report and Request content. */
export const FORM_TYPES = { contact: 4, report: 5, request: 5 } as const;

/** extraProperties is the page's query-string map, bounded so a crafted address cannot bloat a post. */
export const EXTRA_PROPERTIES_MAX_KEYS = 20;
export const EXTRA_PROPERTY_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The page's query string as extraProperties: first value per key, bounded (extra keys dropped). */
export function queryProperties(search: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (Object.keys(map).length >= EXTRA_PROPERTIES_MAX_KEYS) break;
    if (key in map || key.length > EXTRA_PROPERTY_MAX_LENGTH) continue;
    map[key] = value.slice(0, EXTRA_PROPERTY_MAX_LENGTH);
  }
  return map;
}
