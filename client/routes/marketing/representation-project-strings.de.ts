import type * as en from './representation-project-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const REPRESENTATION_TEXT: Translation<typeof en.REPRESENTATION_TEXT> = {
  title: 'Das Representation Project',
  heading: 'Das Representation Project',
  eyebrow: 'Unsere Projekte',
  intro:
    'Die Musik, die wir spielen, prägt unsere Vorstellung davon, was Musik sein kann. Das Representation Project erweitert das Repertoire der Bibliothek, indem es Musik von Komponistinnen und Komponisten veröffentlicht und fördert, die allzu oft übergangen wurden.',
  description:
    'Das Representation Project bringt Musik unterrepräsentierter Komponistinnen und Komponisten in die nkoda Bibliothek: wie Ausgaben ausgewählt, erarbeitet und in Auftrag gegeben werden.',
  keywords: ['Representation Project', 'unterrepräsentierte Komponisten', 'vielfältiges Repertoire', 'Komponistinnen', 'neue Ausgaben'],
  sections: [
    {
      title: 'Warum es wichtig ist',
      paragraphs: [
        'Konzertprogramme, Prüfungslehrpläne und Unterrichtssammlungen greifen seit Langem auf eine kleine Auswahl von Komponisten zurück. Komponistinnen, Komponierende of Color und Komponierende aus vielen Teilen der Welt haben hervorragende Musik geschrieben, die selten in Druck ging oder bald wieder vergriffen war.',
        'Musik, die schwer zu finden ist, lässt sich nur schwer unterrichten, programmieren oder spielen. Gute Ausgaben leicht zugänglich zu machen, ist der Punkt, an dem eine Bibliothek helfen kann.',
      ],
    },
    {
      title: 'Wie die Ausgaben ausgewählt werden',
      list: [
        'Musikwissenschaftler, Interpreten und Lehrkräfte, die das Repertoire kennen, schlagen Werke zur Prüfung vor.',
        'Verlage weisen uns auf Ausgaben hin, die bereits in ihren Katalogen sind, damit wir sie sichtbarer machen können.',
        'Wo es keine verlässliche Ausgabe gibt, erarbeitet ein Partnerverlag mit einer erfahrenen Herausgeberin oder einem erfahrenen Herausgeber eine aus den Quellen.',
        'Jede Ausgabe wird zu denselben Bedingungen wie alle anderen in die Bibliothek aufgenommen, und ihr Verlag und die Rechteinhaber werden auf dieselbe Weise vergütet.',
      ],
    },
    {
      title: 'Neue Werke in Auftrag geben',
      paragraphs: [
        'Neben Musik aus der Vergangenheit vergeben wir Aufträge für neue Werke an lebende Komponistinnen und Komponisten, deren Stimmen unterrepräsentiert sind, viele davon für Lernende geschrieben, damit neue Musik ebenso ins Unterrichtsrepertoire gelangt wie in den Konzertsaal.',
      ],
    },
  ],
};

export const REPRESENTATION_CTA: Translation<typeof en.REPRESENTATION_CTA> = {
  title: 'Entdecken Sie die Musik',
  text: 'Stöbern Sie in den Komponistinnen und Komponisten der Bibliothek, oder lesen Sie über unsere Arbeit mit Komponierenden und Interpretierenden am Anfang ihrer Laufbahn.',
};

export const REPRESENTATION_LINKS: Translation<typeof en.REPRESENTATION_LINKS> = {
  composers: 'Komponisten entdecken',
  madeNotBorn: 'Über Made not born',
};
