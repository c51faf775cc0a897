import { beforeAll, describe, it } from 'vitest';
import {
  expectAnswered,
  expectRealPage,
  expectUnavailable,
  FAULTS,
  faultEverything,
  healthy,
  settledColdCache,
  SHORT,
  timed,
  type Healthy,
} from './chaos-helpers';
import { familiesToCheck } from './page-families';

/**
 * Every page family under every fault, with nothing cached: the page answers in time with the
 * layout and a clear message (503), or, when it does not need upstream or upstream is only
 * slow, as the real page.
 */

const pages = familiesToCheck(SHORT);
const real = new Map<string, Healthy>();

beforeAll(async () => {
  await faultEverything('off');
  for (const page of pages) real.set(page.path, await healthy(page));
}, 120_000);

describe.each(FAULTS)('cold caches, upstream %s', (mode) => {
  beforeAll(async () => {
    await settledColdCache();
    await faultEverything(mode);
  });

  // A few pages at a time: the fault is the same for all. (Under `slow` a page may find an
  // answer another one cached a moment before; the others fail, so nothing is cached.)
  it.concurrent.each(pages)('$family ($path)', async (page) => {
    const answer = await timed(page.path);
    const label = `${mode} ${page.path}`;
    expectAnswered(label, answer);
    if (mode !== 'slow' && page.needs === 'required') expectUnavailable(label, answer);
    else expectRealPage(label, answer, real.get(page.path)!);
  });
});
