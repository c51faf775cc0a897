/**
 * Dates shown on content pages. A fixed time zone keeps the server render and the browser's
 * hydration identical whatever the visitor's zone is (a mismatch would re-render the page);
 * the events and the editorial team are in the UK.
 */
const ZONE = 'Europe/London';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE });
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: ZONE });

/** "7 October 2024" */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "18:00" (UK time) */
export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

/** The YYYY-MM-DD a <time dateTime> wants, in the same zone as formatDate. */
export function isoDay(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: ZONE }).format(new Date(iso));
  return parts;
}
