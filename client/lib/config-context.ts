import { createContext } from 'react-router';
import type { PublicConfig } from '../../shared/public-config';

/**
 * The public configuration for loaders (e.g. where /app/help redirects), set next to the data
 * access by the worker's renderer and the browser entry: loaders cannot read the jotai store.
 */
export const publicConfigContext = createContext<PublicConfig>();

interface LoaderContext {
  get<T>(key: ReturnType<typeof createContext<T>>): T;
}

export function configFrom(context: unknown): PublicConfig {
  return (context as LoaderContext).get(publicConfigContext);
}
