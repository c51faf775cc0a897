import { createContext } from 'react-router';
import type { DataAccess } from '../../shared/data-access';

/** Loaders read data only through this context value (server or browser implementation). */
export const apiContext = createContext<DataAccess>();

interface LoaderContext {
  get<T>(key: ReturnType<typeof createContext<T>>): T;
}

export function apiFrom(context: unknown): DataAccess {
  return (context as LoaderContext).get(apiContext);
}
