import { createContext } from 'react-router';
import type { DataAccess } from '../../shared/data-access';
import { contextValue } from '../../shared/framework/page';

/**
 * Loaders read data only through this context value, which the worker's render sets. The browser
 * sets none: its router never runs a loader, one request to the worker answers them
 * (shared/framework/README.md, "Navigate").
 */
export const apiContext = createContext<DataAccess>();

export function apiFrom(context: unknown): DataAccess {
  return contextValue(context, apiContext);
}
