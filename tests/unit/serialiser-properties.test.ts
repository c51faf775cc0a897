import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeForScript } from '../../shared/framework/protocol/transfer-state';
import { writeBeforeDocumentEnd } from '../../shared/framework/server/document-tail';
import { SEED } from './lib/hostile-input';

/**
 * The transfer state is JSON inside an inline <script>: whatever text upstream or a visitor puts
 * into it, the serialised form cannot end the element, open a comment, or hold a raw U+2028 /
 * U+2029, and it reads back to the same value, through JSON.parse and through a JS engine.
 */

const RUNS = 1000;
const dangerous = fc.constantFrom(
  '</script',
  '</SCRIPT >',
  '</ScRiPt',
  '<!--',
  '-->',
  '<script',
  '\u2028',
  '\u2029',
  '&',
  '<',
  '>',
  '\\',
  '"',
  '\ud800',
  '\udc00',
);
const hostileText = fc.array(fc.oneof(dangerous, fc.string({ unit: 'binary', maxLength: 5 })), { maxLength: 10 }).map((p) => p.join(''));

/** JSON values whose strings (keys too) are often built from the dangerous pieces. */
const hostileJson = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.jsonValue({ maxDepth: 2 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** What JSON itself keeps of a value (-0 becomes 0, and so on). */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describe('serializeForScript', () => {
  it('never emits </script, <!--, or a raw U+2028/U+2029, and round-trips', () => {
    fc.assert(
      fc.property(hostileJson, (value) => {
        const text = serializeForScript(value);
        expect(text).not.toMatch(/<\/script/i);
        expect(text).not.toContain('<!--');
        expect(text).not.toMatch(/[\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(asJson(value));
        // eslint-disable-next-line no-new-func
        expect(new Function(`return ${text}`)()).toEqual(asJson(value));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

/** Runs a document through writeBeforeDocumentEnd in the given chunks. */
async function withTail(chunks: string[], tail: string): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(writeBeforeDocumentEnd(source, () => tail)).text();
}

describe('the transfer-state script at the end of the document', () => {
  it('is the only script the state can add, placed before </body></html> when the render ends there', async () => {
    await fc.assert(
      fc.asyncProperty(hostileJson, fc.array(hostileText, { maxLength: 4 }), async (value, body) => {
        const safeBody = body.map((text) => text.replace(/</g, '&lt;'));
        const tail = `<script nonce="n">window.__TRANSFER_STATE__=${serializeForScript(value)}</script>`;
        const chunks = ['<!DOCTYPE html><html><body>', ...safeBody, '</body></html>'];
        const html = await withTail(chunks, tail);
        // The page's own text goes out as UTF-8 (a lone surrogate in it becomes U+FFFD); the
        // state's escapes are ASCII and survive as they are.
        const utf8 = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text));
        expect(html).toBe(utf8(`<!DOCTYPE html><html><body>${safeBody.join('')}${tail}</body></html>`));
        expect(html).toContain(tail);
        expect(html.match(/<\/script/gi)).toHaveLength(1);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });
});
