import type { Platform } from '../../../shared/device';
import type { MarketingSectionCopy } from '../marketing/marketing-strings';

/** Wording of /download and /download/mac; pages and tests import it from here (the platforms' order is in download-platforms.ts). */

export const DOWNLOAD_TEXT = {
  title: 'Download the apps',
  heading: 'Download nkoda',
  eyebrow: 'Apps',
  intro: 'Read, annotate and play from the whole nkoda library on your computer, tablet or phone. Your library and annotations follow you across devices.',
  description: 'Download nkoda for Mac, Windows, iPhone and iPad, and Android, or use nkoda in your browser.',
  keywords: ['nkoda app', 'download', 'sheet music app', 'Mac', 'Windows', 'iPad', 'Android'],
  platformsLabel: 'Apps by platform',
  platformName: { Mac: 'Mac', Windows: 'Windows', iOS: 'iPhone and iPad', Android: 'Android' } satisfies Record<Platform, string>,
  store: { Mac: 'Installer for macOS', Windows: 'Microsoft Store', iOS: 'App Store', Android: 'Google Play' } satisfies Record<Platform, string>,
  button: (platform: Platform) => `Download for ${DOWNLOAD_TEXT.platformName[platform]}`,
  version: (version: string) => `Version ${version}`,
  /** The badge on the platform the visitor's browser says they are on. */
  yourDevice: 'Your device',
  webTitle: 'No download needed',
  webText: 'nkoda also works in your web browser, on any computer.',
  webLink: 'Open the web app',
};

/** /download/mac; the page's crumb back to /download is DOWNLOAD_TEXT.title. */
export const DOWNLOAD_MAC_TEXT = {
  title: 'nkoda for Mac',
  heading: 'Download nkoda for Mac',
  eyebrow: 'Apps',
  /** `version` is the Mac release's, e.g. "3.4.1". */
  intro: (version: string) => `The nkoda app for macOS, version ${version}. Download the installer, then follow the steps below.`,
  description: (version: string) => `Download the nkoda app for Mac (version ${version}): system requirements and installation steps.`,
  keywords: ['nkoda for Mac', 'macOS', 'download', 'sheet music app'],
  button: (version: string) => `Download for Mac (${version})`,
  fileNote: 'A disk image (.dmg) for Apple silicon and Intel Macs.',
  backToAll: 'All platforms',
  requirements: {
    title: 'System requirements',
    list: [
      'macOS 11 Big Sur or later',
      'An Apple silicon or Intel processor',
      '4 GB of memory',
      '1 GB of free disk space, plus room for the scores you keep offline',
      'An internet connection to sign in and download scores',
    ],
  } satisfies MarketingSectionCopy,
  install: {
    title: 'How to install',
    steps: [
      'Open the downloaded file (nkoda for Mac) from your Downloads folder.',
      'In the window that opens, drag the nkoda icon onto the Applications folder.',
      'Open nkoda from Applications. If macOS asks whether to open an app downloaded from the internet, choose Open.',
      'Log in with your nkoda account, or create one, and start reading.',
    ],
  } satisfies MarketingSectionCopy,
};
