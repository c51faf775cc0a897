// What the demo upstream was asked for during a burst: GET reads by path and query (its
// /__reads hook) and read-only POSTs (searches) by path and body (its /__received list).

export async function clearUpstreamRecords(upstream) {
  await Promise.all([fetch(`${upstream}/__reads`, { method: 'DELETE' }), fetch(`${upstream}/__received`, { method: 'DELETE' })]);
}

/** Every read key with how often the upstream was asked for it. */
export async function upstreamReads(upstream) {
  const [{ reads, other }, posts] = await Promise.all([
    fetch(`${upstream}/__reads`).then((r) => r.json()),
    fetch(`${upstream}/__received`).then((r) => r.json()),
  ]);
  if (other > 0) throw new Error(`the demo upstream stopped counting distinct reads (${other} uncounted)`);
  const counts = new Map(Object.entries(reads).map(([key, n]) => [`GET ${key}`, n]));
  for (const post of posts) {
    const query = new URLSearchParams(post.query).toString();
    const key = `POST ${post.path}${query ? `?${query}` : ''} ${JSON.stringify(post.body)}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
