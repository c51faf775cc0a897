import type { Platform } from '../../../shared/device';

/** The order the platform buttons of /download appear in (their wording is in the catalogues, `#messages/client/routes/download/download`). */
export const DOWNLOAD_PLATFORMS: readonly Platform[] = ['Mac', 'Windows', 'iOS', 'Android'];

/** Ids of /download/mac's section headings. */
export const DOWNLOAD_MAC_IDS = { requirements: 'mac-requirements', install: 'mac-install' } as const;
