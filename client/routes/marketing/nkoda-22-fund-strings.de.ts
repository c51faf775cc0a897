import type * as en from './nkoda-22-fund-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const FUND_TEXT: Translation<typeof en.FUND_TEXT> = {
  title: 'Der nkoda 22 Fund',
  heading: 'Der nkoda 22 Fund',
  eyebrow: 'Unsere Projekte',
  intro:
    'Ein Fonds für 22 musikpädagogische Projekte: praktische Förderung für alle, die in Schulen, Gemeinschaftsgruppen und Ensembles Musik unterrichten, mit nkoda für alle Beteiligten.',
  description:
    'Der nkoda 22 Fund unterstützt 22 musikpädagogische Projekte mit einem Zuschuss, einem Jahr nkoda für alle Lehrkräfte und Teilnehmenden und der Hilfe unseres Teams.',
  keywords: ['nkoda 22 fund', 'Förderung Musikpädagogik', 'Musikunterricht Projekte', 'Förderung Laienmusik'],
  sections: [
    {
      title: 'Was der Fonds fördert',
      list: [
        'Projekte, die Kinder und Jugendliche zum ersten Mal zum Musizieren oder Singen bringen.',
        'Ensembles und Chöre, die das Spektrum der Musik erweitern möchten, die sie lernen und aufführen.',
        'Lehrkräfte, die Musikunterricht für Schülerinnen und Schüler mit besonderem Förderbedarf zugänglich machen.',
        'Gemeinschaftsgruppen, die Musikangebote nach der Schule oder in den Ferien organisieren.',
      ],
    },
    {
      title: 'Was jedes Projekt erhält',
      points: [
        { title: 'Einen Zuschuss', text: 'Für das, was das Projekt am dringendsten braucht: Instrumente, Honorare für Lehrkräfte, Räume oder Fahrtkosten.' },
        { title: 'nkoda für alle', text: 'Ein Jahr nkoda für alle Lehrkräfte und Teilnehmenden des Projekts.' },
        { title: 'Hilfe von unserem Team', text: 'Beratung bei der Auswahl des Repertoires und beim Einrichten von Playlists und geteilten Eintragungen für die Gruppe.' },
      ],
    },
    {
      title: 'Wie die Projekte ausgewählt werden',
      paragraphs: [
        'Eine Jury aus Lehrkräften und Musikern liest jede Bewerbung. Sie achtet auf einen klaren Plan, darauf, was der Zuschuss bewirken würde, und auf die Menschen, die das Projekt erreicht. Alle Bewerbenden erfahren das Ergebnis.',
      ],
    },
  ],
};

export const FUND_APPLY: Translation<typeof en.FUND_APPLY> = {
  title: 'Beim Fonds bewerben',
  who: 'Bewerben können sich Lehrkräfte, Schulen, gemeinnützige Organisationen und Gemeinschaftsgruppen, die Musikunterricht für jedes Alter anbieten, mit einem Projekt, das innerhalb von zwölf Monaten nach der Förderzusage stattfindet. Jede Organisation kann pro Runde eine Bewerbung einreichen.',
};
