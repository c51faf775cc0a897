/**
 * Every page's code lists (route id → chunk addresses, '/assets/x.js'), from the worker (shared/framework/server/chunk-lists-endpoint.ts),
 * loaded with the navigation code (./navigation-code.ts): a navigation asks for all of its
 * page's chunks at once, so its code arrives in one round beside its data (docs/decisions/040).
 */
let lists: Record<string, string[]> | undefined;
let loading: Promise<void> | undefined;
const asked = new Set<string>();

export function loadChunkLists(url: string | undefined): Promise<void> {
  if (!url) return Promise.resolve();
  loading ??= fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<Record<string, string[]>>) : undefined))
    .then(
      (answer) => {
        lists = answer;
      },
      () => {
        loading = undefined;
      },
    );
  return loading;
}

/** Asks at once for every chunk of these routes that the page has not asked for yet. */
export function preloadRouteChunks(routeIds: readonly string[]): void {
  if (!lists) return;
  if (asked.size === 0) for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')) asked.add(new URL(link.href).pathname);
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  for (const id of routeIds) {
    for (const href of lists[id] ?? []) {
      if (asked.has(href)) continue;
      asked.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      if (nonce) link.nonce = nonce;
      document.head.append(link);
    }
  }
}
