/**
 * Applies the HTML sanitiser to a CMS answer: every string under one of the content service's
 * HTML field names, at any depth. Other strings are plain text that React escapes, so they pass
 * untouched.
 */
import { sanitiseHtml } from './sanitise-html';

/** The CMS attributes that hold editors' HTML (Strapi field names differ in case per collection). */
export const CMS_HTML_FIELDS: ReadonlySet<string> = new Set(['body', 'Body', 'Answer', 'answer', 'content', 'Content']);

/**
 * A sanitised copy of a JSON value; the input is never mutated. Strings inside an array under an
 * HTML field count as HTML too (a list of paragraphs), while an object under one starts afresh:
 * its own keys decide.
 */
export function sanitiseCmsFields(value: unknown): unknown {
  return copy(value, false);
}

function copy(value: unknown, isHtml: boolean): unknown {
  if (typeof value === 'string') return isHtml ? sanitiseHtml(value) : value;
  if (Array.isArray(value)) return value.map((item) => copy(item, isHtml));
  if (!isPlainObject(value)) return value;
  // fromEntries defines own properties, so a JSON key "__proto__" stays a key, not a prototype.
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copy(item, CMS_HTML_FIELDS.has(key))]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
