import { RESTRICTION } from './spec';

/** Regional availability of an edition (issue 21, decision 037). */

/** What a visitor in a country can do with an edition. */
export type Availability = 'open' | 'performance' | 'unavailable';

/**
 * An edition's availability in a country. A region-restricted edition opens only in its
 * `territories` (none listed: nowhere); a performance-restricted one opens everywhere, with
 * its performance restriction. Unknown country: a region restriction counts as unavailable.
 */
export function availabilityIn(edition: { restriction: number; territories?: readonly string[] | undefined }, country: string | null): Availability {
  if (edition.restriction === RESTRICTION.region) {
    return country !== null && (edition.territories ?? []).includes(country) ? 'open' : 'unavailable';
  }
  return edition.restriction === RESTRICTION.performance ? 'performance' : 'open';
}
