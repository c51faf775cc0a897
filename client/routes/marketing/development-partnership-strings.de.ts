import type * as en from './development-partnership-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PARTNERSHIP_TEXT: Translation<typeof en.PARTNERSHIP_TEXT> = {
  title: 'Development partnership',
  heading: 'Development partnership',
  eyebrow: 'Unsere Projekte',
  intro:
    'Wir arbeiten mit Verlagen und Institutionen zusammen, um mehr Musik in die digitale Bibliothek zu bringen, zu Bedingungen, die fair sind für alle, die sie schreiben, herausgeben und verlegen.',
  description:
    'Werden Sie Partner von nkoda: Digitalisieren Sie Ihren Katalog, erhalten Sie faire Tantiemen aus den Abonnements und sehen Sie in klaren Berichten, wie Ihre Ausgaben genutzt werden.',
  keywords: ['Verlagspartnerschaft', 'Notenkatalog digitalisieren', 'Tantiemen für Noten', 'nkoda für Verlage'],
  sections: [
    {
      title: 'Für Verlage',
      points: [
        {
          title: 'Digitalisierung Ihres Katalogs',
          text: 'Wir erstellen digitale Ausgaben aus Ihren Druckdateien oder Scans und prüfen sie anhand der Vorlage. Nichts erscheint in der Bibliothek, bevor Sie es freigegeben haben.',
        },
        {
          title: 'Faire Tantiemen',
          text: 'Verlage werden aus den Abonnementeinnahmen nach der Nutzung ihrer Ausgaben vergütet, zu Sätzen, die in einer einheitlichen Vereinbarung für alle Verlage festgelegt sind.',
        },
        {
          title: 'Klare Berichte',
          text: 'Regelmäßige Berichte zeigen, welche Ihrer Ausgaben wie oft und in welchen Ländern geöffnet wurden, direkt verwendbar für Ihre eigene Buchhaltung und Ihre Tantiemenabrechnungen.',
        },
      ],
    },
    {
      title: 'Für Institutionen',
      paragraphs: [
        'Konservatorien, Bibliotheken und Ensembles können mit uns zusammenarbeiten, um ihre eigenen Ausgaben und Archivbestände ihren Mitgliedern und, mit Zustimmung der Rechteinhaber, allen nkoda Abonnenten zugänglich zu machen.',
      ],
    },
  ],
};

export const PARTNERSHIP_PUBLISHERS: Translation<typeof en.PARTNERSHIP_PUBLISHERS> = {
  title: 'Verlage, die bereits in der Bibliothek sind',
  intro: 'Einige der Verlage, deren Ausgaben nkoda Abonnenten schon heute lesen.',
};

export const PARTNERSHIP_CTA: Translation<typeof en.PARTNERSHIP_CTA> = {
  title: 'Sprechen Sie mit uns über eine Partnerschaft',
  text: 'Erzählen Sie uns von Ihrem Katalog oder Ihrer Sammlung, und unser Partnerschaftsteam zeigt Ihnen, wie wir zusammenarbeiten könnten.',
};

export const PARTNERSHIP_LINKS: Translation<typeof en.PARTNERSHIP_LINKS> = {
  contact: 'Unser Partnerschaftsteam kontaktieren',
};
