import type * as en from './institutions-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INSTITUTIONS_TEXT: Translation<typeof en.INSTITUTIONS_TEXT> = {
  title: 'nkoda für Institutionen',
  crumb: 'Institutionen',
  description:
    'nkoda für Musikschulen, Konservatorien, Chöre und Orchester: eine digitale Bibliothek mit Verlagsausgaben für alle Studierenden, Lehrkräfte und Mitwirkenden.',
  intro:
    'Musikschulen und Konservatorien nutzen nkoda, um allen Studierenden und Lehrkräften dieselbe Bibliothek mit Verlagsausgaben zur Verfügung zu stellen, auf jedem Gerät und mit Anmerkungen, die in Klassen, Stimmgruppen und Ensembles geteilt werden.',
  featured: 'Institutionen, die nkoda nutzen',
  ctaTitle: 'Bringen Sie nkoda an Ihre Institution',
  ctaText:
    'Erzählen Sie uns von Ihrer Schule, Ihrem Konservatorium oder Ihrem Ensemble, und wir richten einen Zugang ein, der zu Ihrer Art zu unterrichten und zu proben passt.',
  ctaLink: 'Kontakt',
  keywords: ['Musikschulen', 'Konservatorien', 'digitale Noten für den Unterricht', 'Orchester', 'Chöre'],
};

export const PRICING_TEXT: Translation<typeof en.PRICING_TEXT> = {
  title: 'Abos und Preise',
  crumb: 'Preise',
  description: 'nkoda Abos und Preise im Web und in den App-Stores, jeweils mit kostenloser Testphase.',
  intro: 'Jedes Abo öffnet die gesamte Bibliothek auf allen Ihren Geräten und beginnt mit einer kostenlosen Testphase.',
  plans: 'Im Web abonnieren',
  startTrial: 'Kostenlos testen',
  startingCheckout: 'Bezahlvorgang wird gestartet …',
  checkoutFailed: 'Wir konnten den Bezahlvorgang gerade nicht starten. Bitte versuchen Sie es in einem Moment erneut.',
  discounted: (price: string) => `Mit Ihrem Rabatt: ${price}`,
  stores: 'Preise in den App-Stores',
  storesCaption: 'Abonnementpreise nach Store und Abo, in Pfund Sterling',
  storeColumn: 'Store',
  trialColumn: 'Kostenlose Testphase',
  trialDays: (days: number) => (days === 1 ? '1 Tag' : `${days} Tage`),
  notOffered: 'Nicht verfügbar',
  noTrial: 'Keine',
  trialsList: (trials: readonly string[]) => trials.join(' oder '),
  keywords: ['nkoda Preise', 'Noten-Abonnement', 'kostenlos testen', 'Studentenabo'],
  trialWith: (plan: string) => `mit ${plan}`,
  productName: 'nkoda Abonnement',
  perInterval: (interval: 'month' | 'year') => (interval === 'month' ? 'pro Monat' : 'pro Jahr'),
  price: (price: string, per: string) => `${price} ${per}`,
  trial: (days: number) => `${days}-tägige kostenlose Testphase`,
  monthlyEquivalent: (price: string) => `${price} pro Monat bei jährlicher Abrechnung`,
};

export const STORE_NAMES: Translation<typeof en.STORE_NAMES> = {
  web: 'Web',
  apple: 'Apple App Store',
  google: 'Google Play',
  windows: 'Microsoft Store',
};

export const INTERVAL_COLUMNS: Translation<typeof en.INTERVAL_COLUMNS> = { month: 'Monatlich', year: 'Jährlich' };
