/**
 * The bounds and pattern the field rules (field-rules.ts) are built from, and the shape of their
 * messages, without zod: the forms' pages render with these (an error's field, a prefilled
 * message cut to fit) on the first load, and fetch the rules themselves only when the visitor
 * first uses a form. The bounds are the schemas' alone: no input carries them as `maxLength`,
 * so a value past one is told so rather than cut (docs/decisions/042, amended).
 */

/** docs/requirements.md §9.1: names are at least 4 characters. */
export const NAME_MIN_LENGTH = 4;
/** Longest free-text answer any form takes (well inside the BFF's 16 KB body limit). */
export const MESSAGE_MAX_LENGTH = 2000;
/** Longest one-line answer (names, organisations, titles, links). */
export const LINE_MAX_LENGTH = 200;
/** Longest email address (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** A standard email pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Field name -> first message, the shape the forms and the BFF's 400 answer both use. `text`
 * writes a failed check in the page's language (form-message.ts `formMessageIn`).
 */
export function fieldErrors<Issue extends { path: readonly PropertyKey[]; message: string }>(
  error: { issues: ReadonlyArray<Issue> },
  text: (issue: Issue) => string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || 'body';
    fields[name] ??= text(issue);
  }
  return fields;
}
