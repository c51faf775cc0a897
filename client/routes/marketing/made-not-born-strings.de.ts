import type * as en from './made-not-born-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const MADE_NOT_BORN_TEXT: Translation<typeof en.MADE_NOT_BORN_TEXT> = {
  title: 'Made not born',
  heading: 'Made not born',
  eyebrow: 'Unsere Projekte',
  intro:
    'Musikerinnen und Musiker werden durch die Chancen geprägt, die sie bekommen. Made not born gibt aufstrebenden Komponierenden und Interpretierenden einige dieser Chancen: eine Mentorin oder einen Mentor, einen bezahlten Kompositionsauftrag, eine Aufnahme und eine verlegte Ausgabe neuer Werke.',
  description:
    'Made not born ist das Projekt von nkoda für aufstrebende Komponierende und Interpretierende: Mentoring, bezahlte Kompositionsaufträge, Studioaufnahmen und verlegte Ausgaben neuer Musik.',
  keywords: ['made not born', 'junge Komponisten', 'junge Musiker', 'Kompositionsaufträge', 'Ausgaben neuer Musik'],
  sections: [
    {
      title: 'Was das Projekt bietet',
      points: [
        { title: 'Mentoring', text: 'Ein Jahr mit regelmäßigen Treffen mit einer etablierten Persönlichkeit aus Komposition oder Interpretation, die in Ihrem Bereich arbeitet.' },
        { title: 'Kompositionsaufträge', text: 'Ein bezahlter Auftrag für ein neues Werk, geschrieben für die am Projekt beteiligten Interpretinnen und Interpreten.' },
        { title: 'Aufnahmen', text: 'Eine professionelle Aufnahme des neuen Werks, die die Künstlerinnen und Künstler frei verwenden können.' },
        { title: 'Ausgaben', text: 'Die fertige Partitur, erarbeitet mit einem Partnerverlag und in die nkoda Bibliothek aufgenommen, mit Tantiemen für die Komponistin oder den Komponisten.' },
      ],
    },
    {
      title: 'Für wen es gedacht ist',
      paragraphs: [
        'Für Komponierende und Interpretierende am Anfang ihrer Laufbahn, ganz gleich, auf welchem Weg sie zur Musik gekommen sind. Ein Konservatoriumsstudium ist keine Voraussetzung; Hingabe an die eigene Arbeit und eine eigene Stimme schon.',
      ],
    },
    {
      title: 'Wie ein Jahr abläuft',
      steps: [
        'Die Bewerbungsphase beginnt, und eine Jury aus Musikern und Verlagen liest jede Bewerbung.',
        'Die ausgewählten Komponierenden und Interpretierenden lernen ihre Mentorinnen und Mentoren kennen und beginnen die gemeinsame Arbeit.',
        'Alle Komponierenden schreiben ein neues Werk für die Interpretierenden des Projekts.',
        'Die neuen Werke werden uraufgeführt und aufgenommen.',
        'Die edierten Partituren werden veröffentlicht und in die Bibliothek aufgenommen, damit alle Abonnenten sie spielen können.',
      ],
    },
  ],
};

export const MADE_NOT_BORN_APPLY: Translation<typeof en.MADE_NOT_BORN_APPLY> = {
  title: 'Bei Made not born bewerben',
  who: 'Bewerben können sich Komponierende und Interpretierende ab 18 Jahren, die im Vereinigten Königreich leben und am Anfang ihrer beruflichen Laufbahn stehen, allein oder als Duo aus Komponist/in und Interpret/in. Sie müssen kein nkoda Abonnement haben, und die Bewerbung ist kostenlos.',
};
