import type * as en from './features-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FEATURES_TEXT: Translation<typeof en.FEATURES_TEXT> = {
  title: 'Funktionen',
  heading: 'Alles, was Sie zum Lesen, Bezeichnen und Spielen brauchen',
  eyebrow: 'Funktionen',
  intro:
    'nkoda ist darauf ausgelegt, wie Musikerinnen und Musiker ihre Noten tatsächlich nutzen: im Übungsraum, im Unterricht, in der Probe und auf der Bühne.',
  description:
    'nkoda Funktionen: Verlagsausgaben auf jedem Bildschirm lesen, mit Anmerkungen versehen, Playlists erstellen, Eintragungen teilen, offline arbeiten, auf iOS, Android, Windows, Mac und im Web.',
  keywords: ['nkoda Funktionen', 'Noten-Reader', 'Noten annotieren', 'Playlists für Noten', 'Noten offline'],
  sections: [
    {
      title: 'Lesen, wie Sie spielen',
      paragraphs: [
        'Blättern Sie mit einem Tippen, einer Wischgeste oder einem Blätterpedal um. Beim halbseitigen Umblättern sehen Sie den Anfang der nächsten Seite, bevor Sie das Ende der aktuellen erreichen, und auf großen Bildschirmen werden zwei Seiten nebeneinander angezeigt. Die Ausgaben bleiben bei jeder Vergrößerung gestochen scharf.',
      ],
    },
    {
      title: 'Eintragen und bezeichnen',
      paragraphs: [
        'Schreiben Sie mit Stift, Textmarker, Text, Fingersätzen und musikalischen Symbolen in die Noten. Ordnen Sie Ihre Eintragungen in Ebenen, die Sie ein- oder ausblenden können: Die Ausgabe des Verlags darunter bleibt stets unverändert.',
      ],
    },
    {
      title: 'Playlists für jedes Programm',
      paragraphs: [
        'Bringen Sie die Stücke eines Konzerts, eines Gottesdienstes oder eines Semesterlehrplans in die richtige Reihenfolge, und wechseln Sie ohne Suchen von einem zum nächsten.',
      ],
    },
    {
      title: 'Eintragungen teilen',
      paragraphs: [
        'Senden Sie Ihre Anmerkungen an eine Schülerin oder einen Schüler, eine Stimmgruppe oder ein ganzes Ensemble. Sie werden über derselben Ausgabe geöffnet, sodass alle aus denselben Noten proben.',
      ],
    },
    {
      title: 'Funktioniert offline',
      paragraphs: [
        'Laden Sie Ausgaben vor der Abreise herunter, und lesen und annotieren Sie sie ohne Verbindung. Ihre Änderungen werden synchronisiert, sobald Sie wieder online sind.',
      ],
    },
    {
      title: 'Auf jedem Gerät',
      paragraphs: [
        'Nutzen Sie die Apps für iOS, Android, Windows und Mac oder die Web-App in Ihrem Browser. Ihre Bibliothek, Playlists und Eintragungen begleiten Sie von einem Gerät zum anderen.',
      ],
    },
  ],
};

export const FEATURES_CTA: Translation<typeof en.FEATURES_CTA> = {
  title: 'Probieren Sie es mit Ihrer eigenen Musik aus',
  text: 'Starten Sie eine kostenlose Testphase und öffnen Sie die Ausgaben, an denen Sie gerade arbeiten.',
};

export const FEATURES_LINKS: Translation<typeof en.FEATURES_LINKS> = {
  webApp: 'Web-App öffnen',
};
