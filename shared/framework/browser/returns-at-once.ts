import type { DataRouter, RouterSubscriber } from 'react-router';
import { anIslandAwaitsItsCode } from '../page/hydrate-on-use';

/**
 * The router as React Router's provider sees it, with two changes to when a back or forward (a
 * `POP` navigation) renders (docs/decisions/069-returns-render-at-once.md):
 *
 * - The update that shows the page returned to (idle again, at a new address) is marked
 *   `flushSync`, so the provider renders it in one go (`ReactDOM.flushSync`, handed to it by
 *   ./start.tsx) rather than as a transition in 5 ms slices. A return asks nothing of the
 *   network (./page-memory.ts): its data and code are there, and only rendering is left.
 * - Not while an island is still the server's HTML, waiting for its code: an update that is not
 *   a transition replaces that HTML with the island's empty fallback, where a transition waits for
 *   the code (../page/hydrate-on-use.tsx). React also renders at once a transition made inside a
 *   `popstate` event (so the browser can restore the scroll), and the router makes one there when
 *   only the fragment changes (a skip link followed): while an island waits, such an update is
 *   handed on in the next task, outside the event, and the ones after it follow in order.
 *
 * The router's other subscribers (page and scroll memory, the progress bar) subscribe to the
 * router itself and see its updates as they come.
 */
export function returnsAtOnce(router: DataRouter): DataRouter {
  const subscribe = (subscriber: RouterSubscriber) => {
    let shown = router.state.location;
    let later: Array<() => void> | null = null;
    const handOn = (update: () => void) => {
      if (later) return void later.push(update);
      if (window.event?.type !== 'popstate' || !anIslandAwaitsItsCode()) return update();
      later = [update];
      setTimeout(() => {
        const updates = later ?? [];
        later = null;
        for (const next of updates) next();
      }, 0);
    };
    return router.subscribe((state, options) => {
      const returned = state.historyAction === 'POP' && state.navigation.state === 'idle' && state.location !== shown;
      if (state.navigation.state === 'idle') shown = state.location;
      handOn(() => subscriber(state, returned && !anIslandAwaitsItsCode() ? { ...options, flushSync: true } : options));
    });
  };
  return Object.create(router, { subscribe: { value: subscribe } }) as DataRouter;
}
