import type { Platform } from './device';

/**
 * App release versions of docs/requirements.md §9.4, shown on /download. It gives none for iOS (the
 * App Store shows its own), so iOS has no entry. The Android build is the package file of the
 * 2.1.21 desktop release, but its own version number is 4.1.5.
 */
export const RELEASE_VERSIONS = {
  Mac: '2.1.21',
  Android: '4.1.5',
  Windows: '2.1.1428.0',
} as const satisfies Partial<Record<Platform, string>>;

export function releaseVersion(platform: Platform): string | null {
  return (RELEASE_VERSIONS as Partial<Record<Platform, string>>)[platform] ?? null;
}

/**
 * The Mac installer's path under BUILD_STORAGE_ROOT. Build storage names release files after
 * the version (the demo upstream serves this very path: demo-upstream/src/storage.ts).
 */
export const MAC_INSTALLER_PATH = `/mac/SheetMusic-${RELEASE_VERSIONS.Mac}.dmg`;
