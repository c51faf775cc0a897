/**
 * Structured JSON logs: one line per event, no personal data and no secrets (callers pass
 * paths and outcomes, never query values from forms or cookies).
 */
export function logEvent(event: string, fields: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ event, ...fields, at: new Date().toISOString() }));
}
