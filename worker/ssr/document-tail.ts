const CLOSE = '</body></html>';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Passes the rendered document through and writes `tail()` just before its closing
 * `</body></html>`. React writes those tags last, only once every suspended part of the page
 * has streamed, so the tail is computed when all the page's data is known (the transfer state
 * of parts that streamed after the shell). If the document does not end that way (an aborted
 * render), the tail is written at the end.
 */
export function writeBeforeDocumentEnd(stream: ReadableStream<Uint8Array>, tail: () => Promise<string> | string): ReadableStream<Uint8Array> {
  let held: Uint8Array | null = null;
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (held) {
          controller.enqueue(held);
          held = null;
        }
        const endsDocument = chunk.length >= CLOSE.length && decoder.decode(chunk.subarray(chunk.length - CLOSE.length)) === CLOSE;
        if (!endsDocument) {
          controller.enqueue(chunk);
          return;
        }
        if (chunk.length > CLOSE.length) controller.enqueue(chunk.subarray(0, chunk.length - CLOSE.length));
        held = chunk.subarray(chunk.length - CLOSE.length);
      },
      async flush(controller) {
        controller.enqueue(encoder.encode(await tail()));
        if (held) controller.enqueue(held);
      },
    }),
  );
}
