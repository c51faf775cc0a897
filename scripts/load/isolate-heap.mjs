// The site worker's own memory, read through the V8 inspector that wrangler dev exposes: the
// isolate's heap after a full garbage collection. Process RSS mixes in wrangler's simulators
// (KV, assets, queues), its proxy and the allocator's retained pages (workerd links tcmalloc,
// which keeps freed pages); the isolate heap is what a leak in our code would grow and what the
// platform limits per isolate. See docs/decisions/016-load-memory-measure.md.
//
// Wrangler's inspector proxy accepts one DevTools client at a time. While none is attached it
// keeps every runtime event (each outbound fetch's Network events, with the body) in a buffer
// that is never trimmed, so staying attached through a run also keeps that buffer empty.
// `ws`, not Node's own WebSocket: wrangler 4.164's inspector proxy refuses Node 24's client (its
// handshake fails with a bare TypeError) and accepts ws's.
import WebSocket from 'ws';

const CALL_TIMEOUT_MS = 60_000;
/** Collections stop when one lowers the isolate's memory by less than this (or after the last). */
const SETTLED_MB = 0.05;
const MAX_COLLECTIONS = 4;

/** Attaches to the worker's inspector on `port` (wrangler dev --inspector-port). */
export async function openIsolateInspector(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  const target = targets.find((t) => t.webSocketDebuggerUrl);
  if (!target) throw new Error(`no inspector target on port ${port}`);
  // A heap snapshot arrives as chunks of up to ~100 KB each; events may carry whole bodies.
  const socket = new WebSocket(target.webSocketDebuggerUrl, { maxPayload: 256 * 1024 * 1024 });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });

  let lastId = 0;
  const waiting = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(data);
    // Events (snapshot chunks, network and console events) are read and dropped.
    const settle = message.id !== undefined && waiting.get(message.id);
    if (!settle) return;
    waiting.delete(message.id);
    settle(message);
  });
  socket.on('close', () => {
    for (const settle of waiting.values()) settle({ error: { message: 'the inspector closed' } });
    waiting.clear();
  });

  async function call(method, params = {}) {
    const id = ++lastId;
    let timer;
    const answer = await new Promise((resolve) => {
      waiting.set(id, resolve);
      timer = setTimeout(() => resolve({ error: { message: `no answer within ${CALL_TIMEOUT_MS / 1000} s` } }), CALL_TIMEOUT_MS);
      socket.send(JSON.stringify({ id, method, params }));
    });
    clearTimeout(timer);
    waiting.delete(id);
    if (answer.error) throw new Error(`inspector ${method}: ${answer.error.message}`);
    return answer.result;
  }

  return {
    /**
     * The isolate's memory in MB after a full collection: V8 heap in use, plus ArrayBuffer
     * backing stores and the embedder (C++) heap, where retained bodies and streams would show.
     * HeapProfiler.collectGarbage only queues its collection on workerd until the isolate next
     * serves a request; taking a heap snapshot collects synchronously. On workerd 2026-11 one
     * snapshot is not always enough: in the middle of a streamed response the figure after the
     * first stays several MB up, unchanged for seconds while the isolate is idle, and the next
     * snapshot brings it back down (decision 054). So collect until a snapshot no longer lowers it.
     */
    async heapAfterGc() {
      let settled;
      for (let i = 0; i < MAX_COLLECTIONS; i++) {
        await call('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
        const usage = isolateMb(await call('Runtime.getHeapUsage'));
        if (settled && settled.totalMb - usage.totalMb < SETTLED_MB) return usage.totalMb < settled.totalMb ? usage : settled;
        settled = usage;
      }
      return settled;
    },
    /** The isolate's memory in MB now, garbage included: sampled during a run for its peak. */
    async heapNow() {
      return isolateMb(await call('Runtime.getHeapUsage'));
    },
    close: () => socket.close(),
  };
}

const mb = (bytes) => (bytes ?? 0) / (1024 * 1024);

function isolateMb(usage) {
  const heapMb = mb(usage.usedSize);
  const externalMb = mb(usage.backingStorageSize) + mb(usage.embedderHeapUsedSize);
  return { heapMb, externalMb, totalMb: heapMb + externalMb };
}
