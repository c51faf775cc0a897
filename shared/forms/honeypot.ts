/**
 * A field hidden from people (off screen, out of the tab order, labelled "leave empty") that
 * form-filling bots complete. The BFF answers a filled one like a success and sends nothing.
 */
export const HONEYPOT_FIELD = 'website';
