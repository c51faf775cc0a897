// Every request of a page as Chromium's DevTools protocol reports it, for the navigation walk and
// the new visitor's steps: its start, answer and end on the wall clock (CDP's own timestamps are
// another clock, converted with the offset its first event gives), where it was answered from,
// and over which protocol. The caller enables the Network domain.

/**
 * Records `cdp`'s requests from now on. Each: url, method, type, startWall, answerWall (the
 * response's headers), finishWall (the last byte, or the failure), failed, source ('network',
 * 'memory cache', 'disk cache', 'prefetch cache'), protocol and status.
 */
export function recordNetwork(cdp) {
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, wallTime, timestamp, type }) => {
    // A redirect reuses the id: the first start is the one that counts.
    if (requests.has(requestId)) return;
    requests.set(requestId, {
      url: request.url,
      method: request.method,
      type,
      startWall: wallTime * 1000,
      clockOffset: wallTime - timestamp,
      answerWall: null,
      finishWall: null,
      failed: false,
      source: 'network',
      protocol: null,
      status: null,
    });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const entry = requests.get(requestId);
    if (entry) entry.source = 'memory cache';
  });
  cdp.on('Network.responseReceived', ({ requestId, response, type, timestamp }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.type = type ?? entry.type;
    entry.answerWall = (timestamp + entry.clockOffset) * 1000;
    entry.protocol = response.protocol ?? null;
    entry.status = response.status;
    if (response.fromDiskCache) entry.source = 'disk cache';
    if (response.fromPrefetchCache) entry.source = 'prefetch cache';
  });
  const finish =
    (failed) =>
    ({ requestId, timestamp }) => {
      const entry = requests.get(requestId);
      if (!entry) return;
      entry.finishWall = (timestamp + entry.clockOffset) * 1000;
      entry.failed = failed;
    };
  cdp.on('Network.loadingFinished', finish(false));
  cdp.on('Network.loadingFailed', finish(true));
  return {
    all: () => [...requests.values()],
    /** The requests started in [fromWall, toWall). */
    between: (fromWall, toWall) => [...requests.values()].filter(({ startWall }) => startWall >= fromWall && startWall < toWall),
  };
}
