import type { PublicConfig } from '../../shared/public-config';

/** Absolute URL of an upstream image path (e.g. "/covers/ED-000001.svg"), or null when none. */
export function imageUrl(config: Pick<PublicConfig, 'imageStorageRoot'>, path: string | null | undefined): string | null {
  return path ? config.imageStorageRoot + path : null;
}
