import { createContext } from 'react-router';
import type { PublicConfig } from '../../shared/public-config';
import { publicConfigAtom } from '../state/atoms';
import type { AppStore } from '../state/store';

/**
 * The page's jotai store, handed to loaders as well (set by the worker's renderer and by the
 * browser entry): loaders cannot use hooks, and this way the configuration has one home, the
 * store's atom, seeded once (client/state/store.ts) and read by components and loaders alike.
 */
export const appStoreContext = createContext<AppStore>();

interface LoaderContext {
  get<T>(key: ReturnType<typeof createContext<T>>): T;
}

/** The public configuration, for loaders (components use usePublicConfig). */
export function configFrom(context: unknown): PublicConfig {
  const config = (context as LoaderContext).get(appStoreContext).get(publicConfigAtom);
  if (!config) throw new Error('public configuration was not seeded into the store');
  return config;
}
