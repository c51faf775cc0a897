import { createContext } from 'react-router';
import type { PageCachePolicy } from '../../shared/deferred';

export type { PageCachePolicy };

/**
 * Set by the worker's renderer only: how a loader tells the page cache what it did. Absent in the
 * browser, which keeps no pages; so its presence is also how a loader knows it runs on the server.
 */
export const pageCachePolicyContext = createContext<PageCachePolicy | null>(null);

interface LoaderContext {
  get<T>(key: ReturnType<typeof createContext<T>>): T;
}

/** The render's page-cache policy on the server; null in the browser. */
export function pageCachePolicyFrom(context: unknown): PageCachePolicy | null {
  return (context as LoaderContext).get(pageCachePolicyContext);
}
