import { describe, expect, it } from 'vitest';
import { reviveDeferred, settleDeferred } from '../../shared/framework/protocol/deferred';
import { writeBeforeDocumentEnd } from '../../shared/framework/server/document-tail';

const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('deferred values of loader data', () => {
  it('settles streamed deferred values for the transfer state and names them; the browser gets them back as fulfilled promises', async () => {
    const loaderData = { root: { legal: [] }, 'work-slug': { edition: { title: 'A' }, related: later([{ slug: 'b' }], 5) }, plain: null };
    const { loaderData: settled, deferredKeys } = await settleDeferred(loaderData);
    expect(settled).toEqual({ root: { legal: [] }, 'work-slug': { edition: { title: 'A' }, related: [{ slug: 'b' }] }, plain: null });
    expect(deferredKeys).toEqual({ 'work-slug': ['related'] });
    // Through JSON, as the transfer state travels.
    const revived = reviveDeferred(JSON.parse(JSON.stringify(settled)), deferredKeys) as Record<string, Record<string, unknown>>;
    const related = revived['work-slug']!.related as Promise<unknown> & { status?: string; value?: unknown };
    expect(related).toBeInstanceOf(Promise);
    // Marked the way React's use() reads a promise it need not wait for.
    expect(related.status).toBe('fulfilled');
    expect(related.value).toEqual([{ slug: 'b' }]);
    expect(revived['work-slug']!.edition).toEqual({ title: 'A' });
    expect(revived.root).toEqual({ legal: [] });
  });
});

describe('transfer state at the end of the document', () => {
  const read = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();
  const streamOf = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });

  it('writes the tail just before </body></html>, computed after everything before it', async () => {
    let computedAfter = '';
    const seen: string[] = [];
    const source = streamOf('<html><body><p>shell</p>', '<div hidden>late part</div></body></html>');
    const out = writeBeforeDocumentEnd(source, () => {
      computedAfter = seen.join('');
      return '<script>state</script>';
    });
    const reader = out.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      seen.push(new TextDecoder().decode(value));
    }
    expect(seen.join('')).toBe('<html><body><p>shell</p><div hidden>late part</div><script>state</script></body></html>');
    expect(computedAfter).toContain('late part');
  });

  it('also when the closing tags come as a chunk of their own, and at the end when they never come', async () => {
    expect(await read(writeBeforeDocumentEnd(streamOf('<body>a', '</body></html>'), () => 'T'))).toBe('<body>aT</body></html>');
    expect(await read(writeBeforeDocumentEnd(streamOf('<body>cut short'), () => 'T'))).toBe('<body>cut shortT');
  });

  it('also when a chunk boundary falls inside the closing tags, and passes a "</" that does not close the document', async () => {
    expect(await read(writeBeforeDocumentEnd(streamOf('<body><p>a</p></bo', 'dy></ht', 'ml>'), () => 'T'))).toBe('<body><p>a</p>T</body></html>');
    expect(await read(writeBeforeDocumentEnd(streamOf('<body><p>a</p></body>', '</html>'), () => 'T'))).toBe('<body><p>a</p>T</body></html>');
    expect(await read(writeBeforeDocumentEnd(streamOf('<body><p>a</', 'p><p>b</p></body></html>'), () => 'T'))).toBe('<body><p>a</p><p>b</p>T</body></html>');
  });
});
