import type * as en from './search-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const SEARCH_TEXT: Translation<typeof en.SEARCH_TEXT> = {
  title: 'Suche',
  keywords: ['Suche', 'Noten', 'Ausgaben', 'Komponisten'],
  resultsFor: (query: string) => `Ergebnisse für \u201e${query}\u201c`,
  description: 'Durchsuchen Sie die nkoda Bibliothek: Ausgaben, Komponisten, Verlage und Playlists.',
  filtersLabel: 'Ergebnisse eingrenzen',
  queryLabel: 'Suchen nach',
  editions: 'Ausgaben',
  popular: 'Beliebt in der Bibliothek',
  artists: 'Künstler',
  publishers: 'Verlage',
  playlists: 'Playlists',
  paginationLabel: 'Suchergebnisse',
  noResultsTitle: 'Keine Ausgaben gefunden',
  noResults: (query: string, filtered: boolean) => {
    if (!query) return 'Nichts in der Bibliothek entspricht diesen Filtern.';
    return `Nichts in der Bibliothek entspricht \u201e${query}\u201c${filtered ? ' mit diesen Filtern' : ''}.`;
  },
  notInLibrary: 'Nicht in der Bibliothek?',
  requestPrompt: 'Teilen Sie uns mit, wonach Sie gesucht haben, und wir arbeiten daran, es zu nkoda zu bringen.',
  requestLink: 'Diese Musik anfragen',
};

export const FACET_TEXT: Translation<typeof en.FACET_TEXT> = {
  drawer: (count: string) => `Filter (${count})`,
  option: (label: string, count: string) => `${label} (${count})`,
  any: 'Alle',
  openIn: (country: string) => `Verfügbar in ${country}`,
  ensemble: 'Besetzung',
  instrumentRef: 'Enthält Instrument',
  players: 'Anzahl der Mitwirkenden',
  grade: 'Schwierigkeitsgrad',
  gradeValue: (word: string, grade: number) => `${word} (${grade})`,
  period: 'Epoche',
  key: 'Tonart',
  composerRef: 'Komponist',
  publisherId: 'Verlag',
  duration: 'Dauer',
  group: 'Kategorie',
  sort: 'Sortieren nach',
  sorts: { relevance: 'Relevanz', title: 'Titel', composer: 'Komponist', year: 'Entstehungsjahr', difficulty: 'Schwierigkeitsgrad' },
  periods: { baroque: 'Barock', classical: 'Klassik', romantic: 'Romantik', twentieth: '20. Jahrhundert', contemporary: 'Zeitgenössisch' },
  playerCounts: { '1': 'Solo', '2': '2 Mitwirkende', '3': '3 Mitwirkende', '4': '4 Mitwirkende', '5': '5 Mitwirkende', '6-12': '6 bis 12 Mitwirkende', large: 'Mehr als 12' },
  durations: { 'under-5': 'Unter 5 Minuten', '5-15': '5 bis 15 Minuten', '15-30': '15 bis 30 Minuten', '30-60': '30 bis 60 Minuten', 'over-60': 'Über eine Stunde' },
  submit: 'Ergebnisse anzeigen',
  clearAll: 'Alle Filter entfernen',
  found: (n: number, count: string) => `${count} ${n === 1 ? 'Ausgabe' : 'Ausgaben'} gefunden`,
  relaxTitle: 'Entfernen Sie einen Filter',
  relax: (filter: string, n: number, count: string) => `\u201e${filter}\u201c entfernen: ${count} ${n === 1 ? 'Ausgabe' : 'Ausgaben'}`,
  chosen: (facet: string, value: string) => `${facet}: ${value}`,
  queryFilter: (query: string) => `Suche nach \u201e${query}\u201c`,
  filterList: (filters: readonly string[]) => filters.join('; '),
};
