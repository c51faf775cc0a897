import { PAGES, type PageId, type UpstreamNeeds } from '../../shared/pages';
import { SAMPLES } from '../support/page-samples';

/** An address of a page, named for the test titles. */
interface Sample {
  family: string;
  path: string;
}

/**
 * The demo addresses of one page (its declaration's `samples`, client/routes/<family>/pages.ts),
 * each named `<page id>` or, for a second address, `<page id> 2`.
 */
const samplesOf = (id: PageId): Sample[] => SAMPLES[id].samples.map((path, index) => ({ family: index ? `${id} ${index + 1}` : id, path }));

export interface PageFamily extends Sample {
  /** The registered page the address is one of. */
  page: PageId;
  /** The short run (CHAOS_SHORT=1) checks the first family of each group. */
  group: string;
  needs: UpstreamNeeds;
}

/**
 * Every demo address with its page's group and needs, in the registry's order; the short run
 * (CHAOS_SHORT=1) checks the first of each group. What a page needs from upstream, and its
 * group, are the page's own: its declaration says.
 */
export const PAGE_FAMILIES: PageFamily[] = (Object.keys(PAGES) as PageId[]).flatMap((page) =>
  samplesOf(page).map((sample) => ({ ...sample, page, group: SAMPLES[page].group, needs: SAMPLES[page].needs })),
);

/** The first entry of each group, in order. */
export function firstOfEachGroup<T extends { group: string }>(entries: T[]): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.group) && seen.add(entry.group));
}

/** The families a run checks: all of them, or the first of each group in the short run. */
export const familiesToCheck = (short: boolean): PageFamily[] => (short ? firstOfEachGroup(PAGE_FAMILIES) : PAGE_FAMILIES);

/**
 * The groups whose stale copies the short run checks: a page built from two upstream families,
 * one whose reads depend on each other (work by slug), and one from the CMS.
 */
export const SHORT_WARM_GROUPS = new Set(['home', 'work', 'blog']);
