import type { Context } from 'hono';

/** The body type of a plain HTML form post (a form without `enctype`). */
export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * Largest form-encoded body the BFF reads. Percent-encoding writes each UTF-8 byte beyond ASCII
 * as three characters, so a contact message of 5,000 characters in Japanese (15 KB as JSON, under
 * MAX_BODY_BYTES) is 45 KB posted natively: the largest valid form in any of the site's
 * languages, with its hidden fields, fits in 64 KB.
 */
export const MAX_FORM_BODY_BYTES = 64 * 1024;

/** The request's media type, without parameters, lower case. */
export function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A POST whose body is a native form's: answered with pages and redirects, not JSON. */
export function isFormPost(c: Context): boolean {
  return c.req.method === 'POST' && mediaType(c) === FORM_CONTENT_TYPE;
}

/**
 * A refusal in the form the request speaks: JSON to the page's code, a line of text to a
 * browser that posted a plain form (it shows the answer as the page). Refusals come before the
 * body, and so before the page the form is on is known: no page is rendered for them.
 */
export function refusal(c: Context, status: 403 | 429, error: string, text: string, headers: Record<string, string> = {}): Response {
  if (isFormPost(c)) return c.text(text, status, { 'cache-control': 'no-store', ...headers });
  return c.json({ error }, status, headers);
}
