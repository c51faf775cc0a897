import type * as en from './download-strings';
import type { Platform } from '../../../shared/device';
import type { Translation } from '../../../shared/i18n/translation';

export const DOWNLOAD_TEXT: Translation<typeof en.DOWNLOAD_TEXT> = {
  title: 'Apps herunterladen',
  heading: 'nkoda herunterladen',
  eyebrow: 'Apps',
  intro:
    'Lesen, annotieren und spielen Sie aus der gesamten nkoda Bibliothek auf Ihrem Computer, Tablet oder Smartphone. Ihre Bibliothek und Ihre Anmerkungen begleiten Sie auf allen Geräten.',
  description: 'Laden Sie nkoda für Mac, Windows, iPhone und iPad sowie Android herunter, oder nutzen Sie nkoda in Ihrem Browser.',
  keywords: ['nkoda App', 'herunterladen', 'Noten-App', 'Mac', 'Windows', 'iPad', 'Android'],
  platformsLabel: 'Apps nach Plattform',
  platformName: { Mac: 'Mac', Windows: 'Windows', iOS: 'iPhone und iPad', Android: 'Android' },
  store: { Mac: 'Installationsprogramm für macOS', Windows: 'Microsoft Store', iOS: 'App Store', Android: 'Google Play' },
  button: (platform: Platform) => `Herunterladen für ${DOWNLOAD_TEXT.platformName[platform]}`,
  version: (version: string) => `Version ${version}`,
  yourDevice: 'Ihr Gerät',
  webTitle: 'Kein Download nötig',
  webText: 'nkoda funktioniert auch in Ihrem Webbrowser, auf jedem Computer.',
  webLink: 'Web-App öffnen',
};

export const DOWNLOAD_MAC_TEXT: Translation<typeof en.DOWNLOAD_MAC_TEXT> = {
  title: 'nkoda für Mac',
  heading: 'nkoda für Mac herunterladen',
  eyebrow: 'Apps',
  intro: (version: string) =>
    `Die nkoda App für macOS, Version ${version}. Laden Sie das Installationsprogramm herunter und folgen Sie dann den Schritten unten.`,
  description: (version: string) => `Laden Sie die nkoda App für Mac herunter (Version ${version}): Systemanforderungen und Installationsschritte.`,
  keywords: ['nkoda für Mac', 'macOS', 'herunterladen', 'Noten-App'],
  button: (version: string) => `Herunterladen für Mac (${version})`,
  fileNote: 'Ein Festplattenabbild (.dmg) für Macs mit Apple Silicon und Intel.',
  backToAll: 'Alle Plattformen',
  requirements: {
    title: 'Systemanforderungen',
    list: [
      'macOS 11 Big Sur oder neuer',
      'Ein Apple Silicon- oder Intel-Prozessor',
      '4 GB Arbeitsspeicher',
      '1 GB freier Speicherplatz, zuzüglich Platz für die Noten, die Sie offline speichern',
      'Eine Internetverbindung zum Anmelden und zum Herunterladen von Noten',
    ],
  },
  install: {
    title: 'Installation',
    steps: [
      'Öffnen Sie die heruntergeladene Datei (nkoda für Mac) in Ihrem Ordner „Downloads“.',
      'Ziehen Sie im sich öffnenden Fenster das nkoda Symbol auf den Ordner „Programme“.',
      'Öffnen Sie nkoda aus dem Ordner „Programme“. Falls macOS fragt, ob eine aus dem Internet geladene App geöffnet werden soll, wählen Sie „Öffnen“.',
      'Melden Sie sich mit Ihrem nkoda Konto an oder erstellen Sie eins, und legen Sie los.',
    ],
  },
};
