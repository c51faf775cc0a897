const CLOSE = new TextEncoder().encode('</body></html>');
const encoder = new TextEncoder();
const NOTHING = new Uint8Array(0);

/** How many bytes at the end of `data` could begin the closing tags (all of them when it ends with them). */
function closingStart(data: Uint8Array): number {
  for (let length = Math.min(CLOSE.length, data.length); length > 0; length -= 1) {
    let match = true;
    for (let i = 0; i < length && match; i += 1) match = data[data.length - length + i] === CLOSE[i];
    if (match) return length;
  }
  return 0;
}

/**
 * Passes the rendered document through and writes `tail()` just before its closing
 * `</body></html>`. React writes those tags last, only once every suspended boundary of the page
 * has streamed, so the tail is computed when all the page's data is known (the transfer state
 * of deferred values that streamed after the shell). The tags may be split between chunks anywhere, so the
 * end of a chunk that could begin them ("</bo") is held until the next chunk says whether it
 * does; nothing else waits. If the document does not end that way (an aborted render), the tail
 * is written at the end.
 */
export function writeBeforeDocumentEnd(stream: ReadableStream<Uint8Array>, tail: () => Promise<string> | string): ReadableStream<Uint8Array> {
  let held = NOTHING;
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        let data = chunk;
        if (held.length) {
          data = new Uint8Array(held.length + chunk.length);
          data.set(held);
          data.set(chunk, held.length);
        }
        const keep = closingStart(data);
        if (data.length > keep) controller.enqueue(data.subarray(0, data.length - keep));
        // Most chunks end with nothing that could begin the tags: nothing is copied for them.
        held = keep ? data.slice(data.length - keep) : NOTHING;
      },
      async flush(controller) {
        const closes = held.length === CLOSE.length;
        if (held.length && !closes) controller.enqueue(held);
        controller.enqueue(encoder.encode(await tail()));
        if (closes) controller.enqueue(held);
      },
    }),
  );
}
