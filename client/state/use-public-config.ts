import { useAtomValue } from 'jotai';
import { publicConfigAtom } from './atoms';
import type { PublicConfig } from '../../shared/public-config';

/** The configuration is always seeded before the first render; a missing one is a wiring bug. */
export function usePublicConfig(): PublicConfig {
  const config = useAtomValue(publicConfigAtom);
  if (!config) throw new Error('public configuration was not seeded into the store');
  return config;
}
