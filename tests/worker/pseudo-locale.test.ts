import { exports } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_TEXT } from '#messages/client/routes/search/search';
import { PSEUDO_LOCALE_HEADER } from '../../shared/i18n/pseudo-locale-header';
import { coldCache } from '../support/upstream';

/**
 * The pseudo-locale a local or test worker serves to a request that asks for it
 * (worker/i18n/pseudo-locale.ts; tests/e2e/pseudo-locale.spec.ts renders every page in it): that
 * request alone gets it, while others are rendered at the same time, and its page is kept nowhere.
 */

/** The start of the words the pseudo-locale lengthens its messages with (scripts/i18n/pseudo.mjs), which no upstream name has. */
const PSEUDO = /ļöŕ/;

async function get(path: string, pseudo: boolean) {
  const headers = pseudo ? { [PSEUDO_LOCALE_HEADER]: '1' } : undefined;
  const response = await exports.default.fetch(`http://site.test${path}`, { headers });
  return { html: await response.text(), outcome: response.headers.get('x-page-cache') };
}

beforeEach(coldCache);

describe('the pseudo-locale', () => {
  it('reaches only the requests that ask for it, even rendered at the same time as others, and is never kept', async () => {
    // Search results stream after the shell: both kinds of render are under way together.
    const answers = await Promise.all([true, false, true, false, true, false].map((pseudo) => get('/search?q=bach', pseudo)));
    answers.forEach(({ html, outcome }, index) => {
      const pseudo = index % 2 === 0;
      expect(PSEUDO.test(html), `answer ${index}`).toBe(pseudo);
      expect(html.includes(SEARCH_TEXT.resultsFor({ query: 'bach' })), `answer ${index}`).toBe(!pseudo);
      if (pseudo) expect(outcome).toBe('personal');
    });
    // The English page kept since is the English one, and a later request for the pseudo-locale renders afresh.
    expect(PSEUDO.test((await get('/search?q=bach', false)).html)).toBe(false);
    expect((await get('/search?q=bach', true)).outcome).toBe('personal');
  });

  it('is for English addresses alone: another language’s page stays in its words', async () => {
    expect(PSEUDO.test((await get('/de/search?q=bach', true)).html)).toBe(false);
  });
});
