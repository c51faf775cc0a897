import { createContext } from 'react-router';
import type { PublicConfig } from '../../shared/public-config';

/**
 * What loaders may read of the page's jotai store (they cannot use hooks). The worker's renderer
 * and the browser entry set it from the same store the components read (client/state/store.ts),
 * so the configuration has one home, the store's atom, seeded once. Only an interface here: a
 * loader importing the atoms would split them into a chunk of their own on every page.
 */
export interface LoaderAppState {
  readonly config: PublicConfig;
  /** The visitor's country from the edge, or null (InitialAppState.country). */
  readonly country: string | null;
}

export const appStateContext = createContext<LoaderAppState>();

// Read here rather than through the framework's contextValue: this module is in every page's first
// load, and that helper would bring the framework's context creations with it (31-92 B of gzip).
interface LoaderContext {
  get<T>(key: ReturnType<typeof createContext<T>>): T;
}

/** The public configuration, for loaders (components use usePublicConfig). */
export function configFrom(context: unknown): PublicConfig {
  return (context as LoaderContext).get(appStateContext).config;
}

/** The visitor's country, for loaders (components use visitorCountryAtom). */
export function countryFrom(context: unknown): string | null {
  return (context as LoaderContext).get(appStateContext).country;
}
