import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_LANGUAGE_HEADER, postForm } from '../../client/components/form-kit/post-form';
import { sendNewsletter } from '../../client/components/layout/newsletter-send';

/** Form posts name the page's language, so the BFF can answer field messages in it (issue 20). */
describe('form posts carry the page language', () => {
  afterEach(() => vi.unstubAllGlobals());

  function captureFetch() {
    const seen: Headers[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      seen.push(new Headers(init.headers));
      return new Response('{}', { status: 200 });
    });
    return seen;
  }

  it("postForm sends x-page-language with the page's language", async () => {
    const seen = captureFetch();
    expect(await postForm('/api/forms/fund', {}, { idempotencyKey: 'k', language: 'de' })).toEqual({ kind: 'sent' });
    expect(PAGE_LANGUAGE_HEADER).toBe('x-page-language');
    expect(seen[0]!.get('x-page-language')).toBe('de');
  });

  it('the newsletter sends it too', async () => {
    const seen = captureFetch();
    await sendNewsletter({ email: 'ada@example.com' }, '', 'ja');
    expect(seen[0]!.get('x-page-language')).toBe('ja');
  });
});
