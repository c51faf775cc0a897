import { describe, expect, it } from 'vitest';
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server';
import { hydrateOnUse, warmIslands } from '../../shared/framework/page/hydrate-on-use';

/** The server's side of an island (the browser's is in tests/e2e/hydrate-on-use.spec.ts). */

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

const Working = hydrateOnUse(() => Promise.resolve(Greeting), { hostClass: 'working-host' });
const Broken = hydrateOnUse<{ name: string }>(() => Promise.reject(new Error('chunk missing')), { hostClass: 'broken-host' });

describe('an island, on the server', () => {
  it('renders in full, in place, with its props, once the islands are warmed; a broken island does not stop the warming', async () => {
    await warmIslands();
    // Synchronous markup: nothing suspended, so no fallback and nothing left to stream.
    expect(renderToStaticMarkup(<Working name="Clara" />)).toBe('<div class="working-host"><p>Hello, Clara</p></div>');
  });

  it('reports an island whose code failed and still ends the page', async () => {
    await warmIslands();
    const errors: unknown[] = [];
    const stream = await renderToReadableStream(
      <main>
        <Broken name="Clara" />
        <p>rest of the page</p>
      </main>,
      { onError: (error) => void errors.push(error) },
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toContain('rest of the page');
    expect(html).not.toContain('Hello');
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain('chunk missing');
  });
});
