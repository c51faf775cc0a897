import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../worker/config';
import { forgetCachedPages } from '../../worker/ssr/page-response';
import {
  expectAnswered,
  expectRealPage,
  FAULTS,
  faultEverything,
  forgetUpstreamAnswers,
  healthy,
  settledColdCache,
  clockAhead,
  SHORT,
  timed,
  warm,
  type Healthy,
} from './chaos-helpers';
import { familiesToCheck, SHORT_WARM_GROUPS } from './page-families';

/**
 * Pages a visitor saw before the fault, asked again once their copies have gone stale: the
 * stale page is served (200) instead of the unavailable one, in time. Two ways a copy survives:
 * - the isolate's page cache (x-page-cache: stale-if-error), after the upstream answers were
 *   evicted from KV;
 * - the upstream answers in KV (stale-if-error there), after the isolate lost its pages.
 */

const pages = familiesToCheck(SHORT).filter(
  (page) => (page.needs === 'required' || page.needs === 'optional') && (!SHORT || SHORT_WARM_GROUPS.has(page.group)),
);
const real = new Map<string, Healthy>();

/** Old enough that every page copy is past its maxAge and swr, but within its staleIfError. */
const PAGE_AGE_S = config.CACHE_PAGES.maxAge + config.CACHE_PAGES.swr + 30;
/** Old enough that every page family's upstream answers are past maxAge and swr, within staleIfError. */
const families = [config.CACHE_PROMOTION, config.CACHE_SEARCH, config.CACHE_CMS];
const ANSWER_AGE_S = Math.max(...families.map((times) => times.maxAge + times.swr)) + 60;

beforeAll(async () => {
  expect(PAGE_AGE_S).toBeLessThan(config.CACHE_PAGES.maxAge + config.CACHE_PAGES.swr + config.CACHE_PAGES.staleIfError);
  for (const times of families) expect(ANSWER_AGE_S).toBeLessThan(times.maxAge + times.swr + times.staleIfError);
  await faultEverything('off');
  await settledColdCache();
  for (const page of pages) real.set(page.path, await healthy(page));
}, 120_000);

/** Every page visited while upstream is healthy, until the page cache serves it. */
async function visitAll() {
  await faultEverything('off');
  await settledColdCache();
  for (const page of pages) await warm(page.path);
}

describe.each(FAULTS)('warm caches, upstream %s', (mode) => {
  const standsIn = [
    { copy: 'the page cache', forgetOthers: forgetUpstreamAnswers, ageS: PAGE_AGE_S, header: 'stale-if-error' },
    { copy: 'the cached upstream answers', forgetOthers: async () => forgetCachedPages(), ageS: ANSWER_AGE_S, header: null },
  ];

  describe.each(standsIn)('$copy stands in', ({ forgetOthers, ageS, header }) => {
    let restoreClock = () => {};
    beforeAll(async () => {
      await visitAll();
      await forgetOthers();
      await faultEverything(mode);
      restoreClock = clockAhead(ageS);
    }, 120_000);
    afterAll(() => restoreClock());

    it.concurrent.each(pages)('$family ($path)', async (page) => {
      const answer = await timed(page.path);
      const label = `${mode} ${page.path}`;
      expectAnswered(label, answer);
      expectRealPage(label, answer, real.get(page.path)!);
      // A page that needs upstream can only be whole through the page cache's stale copy.
      if (header && mode !== 'slow' && page.needs === 'required') expect(answer.response.headers.get('x-page-cache'), label).toBe(header);
    });
  });
});
