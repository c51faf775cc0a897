/** What the events list needs of an event to place it. */
export interface Scheduled {
  id: number;
  StartsAt: string;
}

export interface EventSections<E extends Scheduled> {
  /** Upcoming featured events, soonest first. */
  featured: E[];
  /** Upcoming events that are not featured, soonest first. */
  upcoming: E[];
  /** Events that have started, featured or not, newest first. */
  past: E[];
}

const byStart = (a: Scheduled, b: Scheduled) => Date.parse(a.StartsAt) - Date.parse(b.StartsAt);

/**
 * Splits the events list into its sections. `now` is chosen once by the loader and travels in
 * the loader data, so the server render and the hydrating browser agree on what is past even
 * when the page is hydrated after an event has started.
 */
export function eventSections<E extends Scheduled>(featured: readonly E[], all: readonly E[], now: string): EventSections<E> {
  const nowMs = Date.parse(now);
  const isPast = (e: E) => Date.parse(e.StartsAt) < nowMs;
  const featuredIds = new Set(featured.map((e) => e.id));
  return {
    featured: featured.filter((e) => !isPast(e)).sort(byStart),
    upcoming: all.filter((e) => !featuredIds.has(e.id) && !isPast(e)).sort(byStart),
    past: all.filter(isPast).sort((a, b) => byStart(b, a)),
  };
}

/** An event "Online" has no venue: schema.org calls it a virtual location. */
export function isOnline(location: string): boolean {
  return location.trim().toLowerCase() === 'online';
}
