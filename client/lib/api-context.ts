import { createContext } from 'react-router';
import type { DataAccess } from '../../shared/data-access';
import type { PageCachePolicy } from '../../shared/deferred';

/**
 * Loaders read data only through this context value, which the worker's renderer sets. The browser
 * sets none: its router never runs a loader, one request to the worker answers them (./page-data.ts).
 */
export const apiContext = createContext<DataAccess>();

interface LoaderContext {
  get<T>(key: ReturnType<typeof createContext<T>>): T;
}

export function apiFrom(context: unknown): DataAccess {
  return (context as LoaderContext).get(apiContext);
}

/**
 * Set by the worker's renderer only: how a loader tells the page cache what it did. Absent in the
 * browser, which keeps no pages; so its presence is also how a loader knows it runs on the server.
 * Beside the data access (which only reads) because every loader already imports this module.
 */
export const pageCachePolicyContext = createContext<PageCachePolicy | null>(null);

/** The render's page-cache policy on the server; null in the browser. */
export function pageCachePolicyFrom(context: unknown): PageCachePolicy | null {
  return (context as LoaderContext).get(pageCachePolicyContext);
}

/**
 * Set by the worker when its loaders answer a client navigation's data request
 * (worker/ssr/page-data.ts) rather than render a document: the page is shown in place by the
 * browser's router, so a loader answers as it would there (the not-found page in place, not a
 * redirect to /404).
 */
export const clientNavigationContext = createContext<boolean>(false);

export function isClientNavigation(context: unknown): boolean {
  return (context as LoaderContext).get(clientNavigationContext);
}
