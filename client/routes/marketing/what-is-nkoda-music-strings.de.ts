import type * as en from './what-is-nkoda-music-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const WHAT_IS_NKODA_TEXT: Translation<typeof en.WHAT_IS_NKODA_TEXT> = {
  title: 'Was ist nkoda',
  heading: 'Was ist nkoda?',
  eyebrow: 'Über nkoda',
  intro:
    'nkoda ist eine digitale Notenbibliothek mit Ausgaben der Musikverlage aus aller Welt. Ein Abonnement öffnet ihre Ausgaben auf Ihrem Tablet, Computer oder Smartphone, bereit zum Lesen, Bezeichnen und für die Probe.',
  description:
    'nkoda ist eine Abonnement-Bibliothek mit Notenausgaben von Musikverlagen für Studierende, Lehrkräfte, Berufsmusiker, Ensembles und Institutionen, auf iOS, Android, Windows, Mac und im Web.',
  keywords: ['was ist nkoda', 'digitale Notenbibliothek', 'Verlagsausgaben', 'Noten-Abonnement', 'Noten auf dem Tablet'],
  sections: [
    {
      title: 'Eine Bibliothek mit Verlagsausgaben',
      paragraphs: [
        'Jede Partitur in nkoda ist eine Originalausgabe eines Verlags: derselbe Notenstich, dieselben Fingersätze und editorischen Anmerkungen wie in der gedruckten Ausgabe, mit Zustimmung des Verlags digital verfügbar gemacht.',
        'Verlage werden für die Nutzung ihrer Ausgaben fair vergütet, daher wächst die Bibliothek stetig, während immer mehr von ihnen ihre Kataloge online bringen.',
      ],
    },
    {
      title: 'Für wen es gedacht ist',
      points: [
        { title: 'Studierende', text: 'Finden Sie die Stücke für Ihre nächste Unterrichtsstunde, Prüfung oder Ihr nächstes Vorspiel, und bewahren Sie die Eintragungen Ihrer Lehrkraft direkt bei den Noten auf.' },
        { title: 'Lehrkräfte', text: 'Öffnen Sie die Ausgabe, an der Ihre Schülerin oder Ihr Schüler arbeitet, teilen Sie Ihre Eintragungen und planen Sie den Unterricht ohne Kopierer.' },
        { title: 'Berufsmusiker', text: 'Tragen Sie Ihr gesamtes Repertoire in einer Tasche bei sich, mit Ihren eigenen Bogenstrichen, Atemzeichen und Kürzungen in jeder Stimme.' },
        { title: 'Ensembles', text: 'Geben Sie allen Mitwirkenden schon vor der ersten Probe dieselbe Ausgabe mit denselben Eintragungen.' },
        { title: 'Institutionen', text: 'Bieten Sie Studierenden und Lehrenden eine gemeinsame Bibliothek zum Lernen, Unterrichten und Aufführen, übersichtlich an einem Ort.' },
      ],
    },
    {
      title: 'So funktioniert es',
      steps: [
        'Registrieren Sie sich in der Web-App oder in einer der Apps, und beginnen Sie mit einer kostenlosen Testphase.',
        'Finden Sie Musik nach Komponist, Werk, Instrument oder Verlag.',
        'Öffnen Sie eine Ausgabe und lesen Sie sie, blättern Sie freihändig um und fügen Sie Ihre eigenen Anmerkungen hinzu.',
        'Laden Sie herunter, was Sie offline brauchen: Ihre Bibliothek und Eintragungen bleiben auf iOS, Android, Windows, Mac und im Web synchron.',
      ],
    },
  ],
};

export const WHAT_IS_NKODA_PUBLISHERS: Translation<typeof en.WHAT_IS_NKODA_PUBLISHERS> = {
  title: 'Verlage in der Bibliothek',
  intro: 'Einige der Verlage, deren Ausgaben Sie schon heute auf nkoda lesen können.',
};

export const WHAT_IS_NKODA_CTA: Translation<typeof en.WHAT_IS_NKODA_CTA> = {
  title: 'Jetzt lesen',
  text: 'Testen Sie nkoda kostenlos, und wählen Sie dann das Abo, das zu Ihrer Art zu spielen und zu unterrichten passt.',
};
